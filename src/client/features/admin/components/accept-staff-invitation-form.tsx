import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AuthForm, NewPasswordInputs } from '@client/components/auth-form';
import { useAuthSubmit } from '@client/lib/auth/use-auth-submit';
import { fillInAllFields, validateNewPassword } from '@client/lib/auth/validate-auth-form';

interface Values {
  displayName: string;
  password: string;
  confirmPassword: string;
}

/** The invited staff member's name and new password (sign-up's rules and texts); errors show on the form. */
export function AcceptStaffInvitationForm({
  onSubmit,
}: {
  onSubmit: (values: { displayName: string; password: string }) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { displayName: '', password: '', confirmPassword: '' },
  });
  const { formError, setFormError, submitting, submit } = useAuthSubmit();

  const handleSubmit = form.onSubmit((values) => {
    const displayName = values.displayName.trim();
    const problem = displayName ? validateNewPassword(values, t) : { form: fillInAllFields(t) };
    setFormError(problem && 'form' in problem ? problem.form : null);
    if (problem && 'confirmPassword' in problem)
      form.setFieldError('confirmPassword', problem.confirmPassword);
    if (problem) return;
    void submit(() => onSubmit({ displayName, password: values.password }));
  });

  return (
    <AuthForm
      label="Join Haven"
      onSubmit={handleSubmit}
      formError={formError}
      submitting={submitting}
      submitLabel="Join Haven"
    >
      <TextInput
        label={t('fields.displayName')}
        description="Your name as colleagues and families will see it."
        autoComplete="name"
        required
        {...form.getInputProps('displayName')}
      />
      <NewPasswordInputs
        label={t('fields.password')}
        password={form.getInputProps('password')}
        confirmPassword={form.getInputProps('confirmPassword')}
      />
    </AuthForm>
  );
}
