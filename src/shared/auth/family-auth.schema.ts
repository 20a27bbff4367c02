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
