import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { authStore } from '@client/lib/auth/auth-store';
import { useAuthSubmit } from '@client/lib/auth/use-auth-submit';
import { validateSignUp, type SignUpValues } from '@client/lib/auth/validate-auth-form';
import { AuthForm, EmailInput, NewPasswordInputs } from '@client/components/auth-form';

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
    <AuthForm
      label="Sign Up"
      onSubmit={handleSubmit}
      formError={formError}
      submitting={submitting}
      submitLabel="Sign Up"
    >
      <TextInput
        label="Display Name"
        description="Optional"
        autoComplete="name"
        {...form.getInputProps('displayName')}
      />
      <EmailInput {...form.getInputProps('email')} />
      <NewPasswordInputs
        label="Password"
        password={form.getInputProps('password')}
        confirmPassword={form.getInputProps('confirmPassword')}
      />
    </AuthForm>
  );
}
