import { useState } from 'react';
import { Alert } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthForm, EmailInput } from '@client/components/auth-form';
import { useAuthSubmit } from '@client/lib/auth/use-auth-submit';
import { fillInAllFields } from '@client/lib/auth/validate-auth-form';
import { requestPasswordReset } from '../api/password-reset';

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const form = useForm({ mode: 'controlled', initialValues: { email: '' } });
  const { formError, setFormError, submitting, submit } = useAuthSubmit();
  const [sent, setSent] = useState(false);

  const handleSubmit = form.onSubmit(({ email }) => {
    if (!email.trim()) {
      setFormError(fillInAllFields(t));
      return;
    }
    void submit(async () => {
      await requestPasswordReset({ email: email.trim() });
      setSent(true);
    });
  });

  if (sent) {
    // Says the same whether or not the address has an account, so it cannot be used to look accounts up.
    return (
      <Alert
        color="teal"
        icon={<IconMailCheck aria-hidden />}
        title={t('forgotPassword.sentTitle')}
        role="status"
      >
        {t('forgotPassword.sentMessage')}
      </Alert>
    );
  }

  const emailProps = form.getInputProps('email');
  return (
    <AuthForm
      label={t('forgotPassword.formLabel')}
      onSubmit={handleSubmit}
      formError={formError}
      submitting={submitting}
      submitLabel={t('forgotPassword.submit')}
    >
      <EmailInput {...emailProps} />
    </AuthForm>
  );
}
