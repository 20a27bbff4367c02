import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AuthForm, NewPasswordInputs } from '@client/components/auth-form';
import { useAuthSubmit } from '@client/lib/auth/use-auth-submit';
import { validateNewPassword, type NewPasswordValues } from '@client/lib/auth/validate-auth-form';

interface SetPasswordFormProps {
  /** The form's accessible name and its button text, e.g. 'Set password'. */
  submitLabel: string;
  /** Sends the new password with the link's token; a thrown error shows as the form message. */
  onSubmit: (password: string) => Promise<void>;
}

/** New password typed twice, for the e-mailed reset and invitation links (sign-up's rules and texts). */
export function SetPasswordForm({ submitLabel, onSubmit }: SetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm<NewPasswordValues>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
  });
  const { formError, setFormError, submitting, submit } = useAuthSubmit();

  const handleSubmit = form.onSubmit((values) => {
    const problem = validateNewPassword(values, t);
    setFormError(problem && 'form' in problem ? problem.form : null);
    if (problem && 'confirmPassword' in problem)
      form.setFieldError('confirmPassword', problem.confirmPassword);
    if (problem) return;
    void submit(() => onSubmit(values.password));
  });

  return (
    <AuthForm
      label={submitLabel}
      onSubmit={handleSubmit}
      formError={formError}
      submitting={submitting}
      submitLabel={submitLabel}
    >
      <NewPasswordInputs
        label={t('fields.newPassword')}
        password={form.getInputProps('password')}
        confirmPassword={form.getInputProps('confirmPassword')}
      />
    </AuthForm>
  );
}
