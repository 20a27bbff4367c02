import { z } from 'zod';
import { RoleSchema, SignInBodySchema, SignUpBodySchema } from '../auth/auth.schema';
import { InvitationCheckBodySchema } from '../auth/family-auth.schema';
import { safeName } from '../text/safe-text';

/**
 * Invite staff (User Management, manage_users): an administrator names an e-mail address and a role; the
 * invitee follows the e-mailed link (single use, 7 days) to /staff/accept-invite, chooses a name and a password
 * and is signed in. Until then the account exists without a password and shows under Pending invitations.
 */

// ---- POST /api/admin/invitations (201) ----------------------------------------------------------

/** An address that already has an account (staff or family) is 409 EMAIL_TAKEN; a pending invitation is 409 CONFLICT. */
export const InviteStaffBodySchema = z.object({
  email: SignInBodySchema.shape.email,
  role: RoleSchema,
});
export type InviteStaffBody = z.infer<typeof InviteStaffBodySchema>;

// ---- GET /api/admin/invitations -----------------------------------------------------------------

export const StaffInvitationSchema = z.object({
  /** The invited account's id (the user id Resend and Revoke name). */
  id: z.uuid(),
  email: z.string(),
  roles: z.array(RoleSchema),
  /** When the current link was sent. */
  sentAt: z.iso.datetime(),
  /** When the current link stops working; past it, Resend sends a fresh one. */
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;
/** Oldest first. */
export const StaffInvitationListSchema = z.array(StaffInvitationSchema);

export const InvitationIdParamsSchema = z.object({ invitationId: z.uuid() });

// ---- POST /api/auth/staff-invitations/check and …/accept (public) -------------------------------

/** The invitation page asks about its link before anything is typed: valid, used or expired (InvitationStatusSchema). */
export const StaffInvitationCheckBodySchema = InvitationCheckBodySchema;

/** Password rules are the server's (WEAK_PASSWORD); a bad, used or revoked link is 400 INVALID_TOKEN. */
export const AcceptStaffInvitationBodySchema = z.object({
  token: InvitationCheckBodySchema.shape.token,
  displayName: safeName({ min: 1, max: 120 }),
  password: SignUpBodySchema.shape.password,
});
export type AcceptStaffInvitationBody = z.infer<typeof AcceptStaffInvitationBodySchema>;
