import { useState } from 'react';
import { Alert } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { AuthForm, EmailInput } from '@client/components/auth-form';
import { useAuthSubmit } from '@client/lib/auth/use-auth-submit';
import { FILL_IN_ALL_FIELDS } from '@client/lib/auth/validate-auth-form';
import { requestPasswordReset } from '../api/password-reset';

/** Says the same whether or not the address has an account, so it cannot be used to look accounts up. */
const RESET_LINK_SENT = 'If an account exists for that e-mail, we sent a link to reset your password.';

export function ForgotPasswordForm() {
  const form = useForm({ mode: 'controlled', initialValues: { email: '' } });
  const { formError, setFormError, submitting, submit } = useAuthSubmit();
  const [sent, setSent] = useState(false);

  const handleSubmit = form.onSubmit(({ email }) => {
    if (!email.trim()) {
      setFormError(FILL_IN_ALL_FIELDS);
      return;
    }
    void submit(async () => {
      await requestPasswordReset({ email: email.trim() });
      setSent(true);
    });
  });

  if (sent) {
    return (
      <Alert color="teal" icon={<IconMailCheck aria-hidden />} title="Check your e-mail" role="status">
        {RESET_LINK_SENT}
      </Alert>
    );
  }

  return (
    <AuthForm
      label="Reset password"
      onSubmit={handleSubmit}
      formError={formError}
      submitting={submitting}
      submitLabel="Send reset link"
    >
      <EmailInput {...form.getInputProps('email')} />
    </AuthForm>
  );
}
