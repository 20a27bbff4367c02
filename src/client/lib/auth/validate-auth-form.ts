import { PASSWORD_MIN_LENGTH, passwordProblemMessage } from '@shared/auth/password-rules';

/** Spec 01 §5 wording. */
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

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

export function validateSignIn({ email, password }: SignInValues): string | null {
  return email.trim() && password ? null : FILL_IN_ALL_FIELDS;
}

/** Checked in the spec's order: required fields, then matching passwords, then length. */
export function validateNewPassword(
  { password, confirmPassword }: NewPasswordValues,
  minLength = PASSWORD_MIN_LENGTH,
): PasswordProblem | null {
  if (!password || !confirmPassword) return { form: FILL_IN_ALL_FIELDS };
  if (password !== confirmPassword) return { confirmPassword: PASSWORDS_DO_NOT_MATCH };
  if (password.length < minLength) return { form: passwordProblemMessage('too_short', minLength) };
  return null;
}

/** Sign-up (spec 01 §5): the e-mail is required too, before the password rules. */
export function validateSignUp(
  values: SignUpValues,
  minLength = PASSWORD_MIN_LENGTH,
): PasswordProblem | null {
  return values.email.trim() ? validateNewPassword(values, minLength) : { form: FILL_IN_ALL_FIELDS };
}
