import { z } from 'zod';
import { ConfirmQuerySchema, SignInBodySchema, SignUpBodySchema } from '../auth/auth.schema';

/**
 * Family accounts: sign-in at POST /api/auth/family/sign-in takes SignInBodySchema and answers SessionSchema
 * (same validation and error texts as staff). The bodies below serve the e-mailed links.
 */

/** GET /api/auth/demo-family: whether "Continue as demo family" can work on this server (demo mode). */
export const DemoFamilyAvailabilitySchema = z.object({ available: z.boolean() });
export type DemoFamilyAvailability = z.infer<typeof DemoFamilyAvailabilitySchema>;

/** POST /api/auth/password-reset: always 204, whether or not the account exists. */
export const PasswordResetRequestBodySchema = z.object({ email: SignInBodySchema.shape.email });
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBodySchema>;

/**
 * POST /api/auth/password-reset/confirm (204) and POST /api/auth/invitations/accept (Session). The token is
 * the `token` query parameter of the e-mailed link; length and blocklist rules are checked by the server
 * (WEAK_PASSWORD with the same texts as sign-up); a bad link is 400 INVALID_TOKEN.
 */
export const SetPasswordWithTokenBodySchema = z.object({
  token: ConfirmQuerySchema.shape.token,
  password: SignUpBodySchema.shape.password,
});
export type SetPasswordWithTokenBody = z.infer<typeof SetPasswordWithTokenBodySchema>;

/** POST /api/auth/invitations/check: the invitation page asks about its link before a password is typed. */
export const InvitationCheckBodySchema = SetPasswordWithTokenBodySchema.pick({ token: true });
export type InvitationCheckBody = z.infer<typeof InvitationCheckBodySchema>;

/**
 * What the invitation page may know of its link, and nothing more: `valid` (choose a password), `used` (the
 * invitation was accepted: sign in instead) or `expired` (too old, replaced by a newer link, or unknown).
 */
export const INVITATION_STATUSES = ['valid', 'used', 'expired'] as const;
export const InvitationStatusSchema = z.object({ status: z.enum(INVITATION_STATUSES) });
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;
