import type { PasswordResetRequestBody, SetPasswordWithTokenBody } from '@shared/auth/family-auth.schema';
import { apiRequest } from '@client/lib/api-client';

/** POST /api/auth/password-reset: 204 whether or not the account exists. */
export function requestPasswordReset(body: PasswordResetRequestBody): Promise<void> {
  return apiRequest<void>('/auth/password-reset', { method: 'POST', body, withToken: false });
}

/** POST /api/auth/password-reset/confirm: sets the new password from the e-mailed link. */
export function confirmPasswordReset(body: SetPasswordWithTokenBody): Promise<void> {
  return apiRequest<void>('/auth/password-reset/confirm', { method: 'POST', body, withToken: false });
}
