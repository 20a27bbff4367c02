import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { authStore } from '@client/lib/auth/auth-store';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { validateSignIn, type SignInValues } from '../utils/validate-auth-form';
import { FormError } from './form-error';

interface SignInFormProps {
  defaultEmail?: string;
  onSignedIn: () => void;
}

export function SignInForm({ defaultEmail = '', onSignedIn }: SignInFormProps) {
  const form = useForm<SignInValues>({
    mode: 'controlled',
    initialValues: { email: defaultEmail, password: '' },
  });
  const { formError, setFormError, submitting, submit } = useAuthSubmit();

  const handleSubmit = form.onSubmit((values) => {
    const problem = validateSignIn(values);
    if (problem) {
      setFormError(problem);
      return;
    }
    void submit(async () => {
      await authStore.signIn({ email: values.email.trim(), password: values.password });
      notifications.show({
        color: 'teal',
        title: 'Welcome back!',
        message: 'Successfully signed in to the staff portal.',
      });
      onSignedIn();
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Sign In">
      <Stack gap="md">
        <FormError message={formError} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={submitting}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
