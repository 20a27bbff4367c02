import { PASSWORD_MIN_LENGTH, passwordProblemMessage } from '@shared/auth/password-rules';

/** Spec 01 §5 wording. */
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues extends SignInValues {
  displayName: string;
  confirmPassword: string;
}

/** A problem for the whole form, or one that belongs on the confirm-password field. */
export type SignUpProblem = { form: string } | { confirmPassword: string };

export function validateSignIn({ email, password }: SignInValues): string | null {
  return email.trim() && password ? null : FILL_IN_ALL_FIELDS;
}

/** Checked in the spec's order: required fields, then matching passwords, then length. */
export function validateSignUp(
  { email, password, confirmPassword }: SignUpValues,
  minLength = PASSWORD_MIN_LENGTH,
): SignUpProblem | null {
  if (!email.trim() || !password || !confirmPassword) return { form: FILL_IN_ALL_FIELDS };
  if (password !== confirmPassword) return { confirmPassword: PASSWORDS_DO_NOT_MATCH };
  if (password.length < minLength) return { form: passwordProblemMessage('too_short', minLength) };
  return null;
}
