import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { authStore } from '@client/lib/auth/auth-store';
import { followSessionLanguage } from '@client/lib/i18n/language';
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

const SIGNED_IN_MESSAGES = { staff: 'signIn.signedInStaff', family: 'signIn.signedInFamily' } as const;

export function SignInForm({ defaultEmail = '', portal = 'staff', onSignedIn }: SignInFormProps) {
  const { t, i18n } = useTranslation('auth');
  const form = useForm<SignInValues>({
    mode: 'controlled',
    initialValues: { email: defaultEmail, password: '' },
  });
  const { formError, setFormError, submitting, submit } = useAuthSubmit();

  const handleSubmit = form.onSubmit((values) => {
    const problem = validateSignIn(values, t);
    if (problem) {
      setFormError(problem);
      return;
    }
    void submit(async () => {
      await authStore.signIn({ email: values.email.trim(), password: values.password }, portal);
      // A family is welcomed in its own language: worded after the switch (`t` speaks the form's language).
      await followSessionLanguage(authStore.getState().session?.user.language);
      const welcome = i18n.getFixedT(null, 'auth');
      notifications.show({
        color: 'teal',
        title: welcome('signIn.welcomeBack'),
        message: welcome(SIGNED_IN_MESSAGES[portal]),
      });
      onSignedIn();
    });
  });

  const emailProps = form.getInputProps('email');
  const passwordProps = form.getInputProps('password');
  return (
    <AuthForm
      label={t('signIn.submit')}
      onSubmit={handleSubmit}
      formError={formError}
      submitting={submitting}
      submitLabel={t('signIn.submit')}
    >
      <EmailInput {...emailProps} />
      <PasswordInput
        label={t('fields.password')}
        autoComplete="current-password"
        required
        {...passwordProps}
      />
    </AuthForm>
  );
}
