import { ApiRequestError } from '../api-client';
import type { AuthT } from './validate-auth-form';

/**
 * Spec 01 §8: what the auth screen says when signing in or up fails. Wrong credentials, a taken address and a
 * malformed address get the spec's wording in the page's language (a validation detail is the schema's English
 * text); any other server message arrives already in that language (the client sends it with every request) and
 * is shown as it came.
 */
export function authErrorMessage(error: unknown, t: AuthT): string {
  if (!(error instanceof ApiRequestError)) return t('errors.unexpected');
  if (error.code === 'INVALID_CREDENTIALS' || error.message === 'Invalid login credentials') {
    return t('errors.invalidCredentials');
  }
  if (error.code === 'EMAIL_TAKEN' || error.message.includes('already registered')) {
    return t('errors.emailTaken');
  }
  const firstDetail = error.code === 'VALIDATION_FAILED' ? error.details?.[0] : undefined;
  if (firstDetail?.path === 'body.email') return t('validation.invalidEmail');
  return firstDetail?.message ?? error.message;
}
