import type { TFunction } from 'i18next';
import { PASSWORD_MIN_LENGTH } from '@shared/auth/password-rules';

/**
 * The auth forms' own checks, in the spec's order and wording (spec 01 §5). The texts come from the `auth`
 * translations: English on the staff pages, the visitor's language on the family pages.
 */
export type AuthT = TFunction<'auth'>;

export interface SignInValues {
  email: string;
  password: string;
}

/** A new password typed twice (sign-up, password reset, accepting an invitation). */
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface SignUpValues extends SignInValues, NewPasswordValues {
  displayName: string;
}

/** A problem for the whole form, or one that belongs on the confirm-password field. */
export type PasswordProblem = { form: string } | { confirmPassword: string };

/** 'Please fill in all fields'. */
export function fillInAllFields(t: AuthT): string {
  return t('validation.fillInAllFields');
}

export function validateSignIn({ email, password }: SignInValues, t: AuthT): string | null {
  return email.trim() && password ? null : fillInAllFields(t);
}

/** Checked in the spec's order: required fields, then matching passwords, then length. */
export function validateNewPassword(
  { password, confirmPassword }: NewPasswordValues,
  t: AuthT,
  minLength = PASSWORD_MIN_LENGTH,
): PasswordProblem | null {
  if (!password || !confirmPassword) return { form: fillInAllFields(t) };
  if (password !== confirmPassword) return { confirmPassword: t('validation.passwordsDoNotMatch') };
  if (password.length < minLength) return { form: t('validation.passwordTooShort', { count: minLength }) };
  return null;
}

/** Sign-up (spec 01 §5): the e-mail is required too, before the password rules. */
export function validateSignUp(
  values: SignUpValues,
  t: AuthT,
  minLength = PASSWORD_MIN_LENGTH,
): PasswordProblem | null {
  return values.email.trim() ? validateNewPassword(values, t, minLength) : { form: fillInAllFields(t) };
}
