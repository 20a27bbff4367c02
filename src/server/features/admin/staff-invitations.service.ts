import type { InviteStaffBody, StaffInvitation } from '@shared/admin/staff-invitations.schema';
import { roleLabel, type Role } from '@shared/auth/permissions';
import { PATHS } from '@shared/paths';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { Tx } from '../../db/client';
import { INVITE_TOKEN_TTL_MS, newEmailLink } from '../auth/family-auth.service';
import { requireMayGrantRole } from './admin.service';
import * as repo from './staff-invitations.repository';

/**
 * Invite staff (User Management, manage_users). The invitation is an account with its role and no password,
 * and an e-mailed 'invite' link, the same single-use links family invitations use; accepting it is the auth
 * feature's (staff-invitation.service).
 */

const taken = () => new AppError('EMAIL_TAKEN', { message: 'This e-mail address already has an account.' });
const alreadyInvited = () =>
  new AppError('CONFLICT', {
    message: 'This e-mail address already has a pending invitation. Resend it from Pending invitations.',
  });
const invitationNotFound = () =>
  new AppError('NOT_FOUND', { message: 'No pending invitation with this id.' });

async function newInvitationLink(ctx: AppContext, tx: Tx, userId: string) {
  return newEmailLink(ctx, tx, userId, 'invite', INVITE_TOKEN_TTL_MS);
}

/** The invitation e-mail (English, like every staff e-mail). */
async function sendInvitation(ctx: AppContext, email: string, roles: readonly string[], token: string) {
  const link = `${ctx.config.appOrigin}${PATHS.staffAcceptInvite}?token=${token}`;
  await ctx.mailer.send({
    to: email,
    subject: "You're invited to join Haven",
    text:
      `Hello,\n\nYou have been invited to join your agency's staff on Haven with the ${roleLabel(roles)} role.\n\n` +
      `Choose your name and a password here:\n${link}\n\n` +
      'The link works once and expires in 7 days. If you did not expect this invitation, ignore this message.\n',
  });
}

export async function listStaffInvitations(ctx: AppContext, caller: Caller): Promise<StaffInvitation[]> {
  requireStaffPermission(caller, 'manage_users');
  const now = ctx.now();
  const rows = await repo.listPendingInvitations(ctx.db);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    roles: row.roles as Role[],
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  }));
}

/** Creates the invited account with its role and e-mails the link. Only a super admin invites a super admin. */
export async function inviteStaff(
  ctx: AppContext,
  caller: Caller,
  body: InviteStaffBody,
): Promise<StaffInvitation> {
  requireMayGrantRole(requireStaffPermission(caller, 'manage_users'), body.role);
  const { user, token } = await ctx.db.transaction(async (tx) => {
    const existing = await repo.findAccountByEmail(tx, body.email);
    if (existing) throw existing.pending ? alreadyInvited() : taken();
    const created = await repo.insertInvitedStaff(tx, body.email, body.role);
    if (!created) throw taken();
    const issued = await newInvitationLink(ctx, tx, created.id);
    await writeAudit(tx, caller.actor, {
      action: 'user.invited',
      objectType: 'user',
      objectId: created.id,
      details: { email: body.email, role: body.role },
    });
    return { user: created, token: issued };
  });
  await sendInvitation(ctx, user.email, [body.role], token);
  return listedInvitation(ctx, caller, user.id);
}

async function listedInvitation(ctx: AppContext, caller: Caller, id: string) {
  const invitation = (await listStaffInvitations(ctx, caller)).find((i) => i.id === id);
  if (!invitation) throw invitationNotFound();
  return invitation;
}

/** A fresh link (7 days from now); the one sent before stops working. */
export async function resendStaffInvitation(
  ctx: AppContext,
  caller: Caller,
  invitationId: string,
): Promise<StaffInvitation> {
  requireStaffPermission(caller, 'manage_users');
  const { invited, token } = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockPendingInvitation(tx, invitationId);
    if (!row) throw invitationNotFound();
    const issued = await newInvitationLink(ctx, tx, row.id);
    await writeAudit(tx, caller.actor, {
      action: 'user.invitation_resent',
      objectType: 'user',
      objectId: row.id,
      details: { email: row.email },
    });
    return { invited: row, token: issued };
  });
  await sendInvitation(ctx, invited.email, invited.roles, token);
  return listedInvitation(ctx, caller, invited.id);
}

/** Deletes the invited account, so its link stops working and the address can be invited again. */
export async function revokeStaffInvitation(ctx: AppContext, caller: Caller, invitationId: string) {
  requireStaffPermission(caller, 'manage_users');
  await ctx.db.transaction(async (tx) => {
    const invited = await repo.lockPendingInvitation(tx, invitationId);
    if (!invited) throw invitationNotFound();
    await repo.deleteInvitedStaff(tx, invited.id);
    await writeAudit(tx, caller.actor, {
      action: 'user.invitation_revoked',
      objectType: 'user',
      objectId: invited.id,
      details: { email: invited.email },
    });
  });
}
