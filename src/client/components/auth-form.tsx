import type { FormEventHandler, ReactNode } from 'react';
import {
  Button,
  PasswordInput,
  Stack,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from './form-error';

interface AuthFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formError: string | null;
  submitting: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
}

/** The frame of the auth forms of both portals: form-level message, fields, full-width submit button. */
export function AuthForm({ label, onSubmit, formError, submitting, submitLabel, children }: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <FormError message={formError} />
        {children}
        <Button type="submit" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The required e-mail field; pass the form's input props. */
export function EmailInput(props: TextInputProps) {
  const { t } = useTranslation('auth');
  return <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...props} />;
}

interface NewPasswordInputsProps {
  /** Label of the first field: 'Password' or 'New Password'. */
  label: string;
  password: PasswordInputProps;
  confirmPassword: PasswordInputProps;
}

/** A new password typed twice. */
export function NewPasswordInputs({ label, password, confirmPassword }: NewPasswordInputsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordInput label={label} autoComplete="new-password" required {...password} />
      <PasswordInput
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        {...confirmPassword}
      />
    </>
  );
}
