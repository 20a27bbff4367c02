import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { authStore } from '@client/lib/auth/auth-store';
import { useAuthSubmit } from '@client/lib/auth/use-auth-submit';
import { validateSignUp, type SignUpValues } from '@client/lib/auth/validate-auth-form';
import { AuthForm, EmailInput, NewPasswordInputs } from '@client/components/auth-form';

const EMPTY: SignUpValues = { displayName: '', email: '', password: '', confirmPassword: '' };

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const form = useForm<SignUpValues>({ mode: 'controlled', initialValues: EMPTY });
  const { formError, setFormError, submitting, submit } = useAuthSubmit();

  const handleSubmit = form.onSubmit((values) => {
    const problem = validateSignUp(values, t);
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
        title: t('signUp.createdTitle'),
        message: t('signUp.createdMessage'),
      });
      form.reset();
      onSignedUp(email);
    });
  });

  const displayNameProps = form.getInputProps('displayName');
  const emailProps = form.getInputProps('email');
  return (
    <AuthForm
      label={t('signUp.submit')}
      onSubmit={handleSubmit}
      formError={formError}
      submitting={submitting}
      submitLabel={t('signUp.submit')}
    >
      <TextInput
        label={t('fields.displayName')}
        description={t('fields.optional')}
        autoComplete="name"
        {...displayNameProps}
      />
      <EmailInput {...emailProps} />
      <NewPasswordInputs
        label={t('fields.password')}
        password={form.getInputProps('password')}
        confirmPassword={form.getInputProps('confirmPassword')}
      />
    </AuthForm>
  );
}
