import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { authStore } from '@client/lib/auth/auth-store';
import { useAuthSubmit } from '@client/lib/auth/use-auth-submit';
import { validateSignUp, type SignUpValues } from '@client/lib/auth/validate-auth-form';
import { FormError } from '@client/components/form-error';

const EMPTY: SignUpValues = { displayName: '', email: '', password: '', confirmPassword: '' };

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const form = useForm<SignUpValues>({ mode: 'controlled', initialValues: EMPTY });
  const { formError, setFormError, submitting, submit } = useAuthSubmit();

  const handleSubmit = form.onSubmit((values) => {
    const problem = validateSignUp(values);
    setFormError(problem && 'form' in problem ? problem.form : null);
    if (problem && 'confirmPassword' in problem)
      form.setFieldError('confirmPassword', problem.confirmPassword);
    if (problem) return;

    const email = values.email.trim();
    void submit(async () => {
      await authStore.signUp({
        email,
        password: values.password,
        displayName: values.displayName.trim() || undefined,
      });
      notifications.show({
        color: 'teal',
        title: 'Account created!',
        message: 'Please check your email to verify your account.',
      });
      form.reset();
      onSignedUp(email);
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Sign Up">
      <Stack gap="md">
        <FormError message={formError} />
        <TextInput
          label="Display Name"
          description="Optional"
          autoComplete="name"
          {...form.getInputProps('displayName')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={submitting}>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
