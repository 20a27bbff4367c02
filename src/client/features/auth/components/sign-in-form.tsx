import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { authStore } from '@client/lib/auth/auth-store';
import type { Portal } from '@client/lib/auth/create-auth-store';
import { useAuthSubmit } from '@client/lib/auth/use-auth-submit';
import { validateSignIn, type SignInValues } from '@client/lib/auth/validate-auth-form';
import { AuthForm, EmailInput } from '@client/components/auth-form';

interface SignInFormProps {
  defaultEmail?: string;
  /** The staff portal (/auth, the default) or the family portal (/family/sign-in). */
  portal?: Portal;
  onSignedIn: () => void;
}

const SIGNED_IN_MESSAGES: Record<Portal, string> = {
  staff: 'Successfully signed in to the staff portal.',
  family: 'Successfully signed in to the family portal.',
};

export function SignInForm({ defaultEmail = '', portal = 'staff', onSignedIn }: SignInFormProps) {
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
      await authStore.signIn({ email: values.email.trim(), password: values.password }, portal);
      notifications.show({ color: 'teal', title: 'Welcome back!', message: SIGNED_IN_MESSAGES[portal] });
      onSignedIn();
    });
  });

  return (
    <AuthForm
      label="Sign In"
      onSubmit={handleSubmit}
      formError={formError}
      submitting={submitting}
      submitLabel="Sign In"
    >
      <EmailInput {...form.getInputProps('email')} />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        required
        {...form.getInputProps('password')}
      />
    </AuthForm>
  );
}
