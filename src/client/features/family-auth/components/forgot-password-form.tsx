import { useState } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { FormError } from '@client/components/form-error';
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
    <form onSubmit={handleSubmit} noValidate aria-label="Reset password">
      <Stack gap="md">
        <FormError message={formError} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={submitting}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
