import { PATHS } from '@shared/paths';
import type { Portal } from '@client/lib/auth/create-auth-store';

/** Where each portal signs in, and where it asks for a new reset link. */
export const SIGN_IN_PATHS: Record<Portal, string> = { family: PATHS.familySignIn, staff: PATHS.auth };

export const FORGOT_PASSWORD_PATHS: Record<Portal, string> = {
  family: PATHS.familyForgotPassword,
  staff: PATHS.staffForgotPassword,
};
