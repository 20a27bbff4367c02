import { ApiRequestError } from '../api-client';

/** Spec 01 §8: what the auth screen says when signing in or up fails. */
export function authErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'An unexpected error occurred';
  if (error.code === 'INVALID_CREDENTIALS' || error.message === 'Invalid login credentials') {
    return 'Invalid email or password';
  }
  if (error.code === 'EMAIL_TAKEN' || error.message.includes('already registered')) {
    return 'An account with this email already exists';
  }
  const firstDetail = error.code === 'VALIDATION_FAILED' ? error.details?.[0]?.message : undefined;
  return firstDetail ?? error.message;
}
