import type { AcceptStaffInvitationBody } from '@shared/admin/staff-invitations.schema';
import type { InvitationStatus } from '@shared/auth/family-auth.schema';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { actorFor, type Caller } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import * as repo from './auth.repository';
import { hashAllowedPassword } from './credentials';
import { checkInvitation, consumeLinkAndSetPassword } from './family-auth.service';
import { issueSession, type IssuedSession } from './sessions.service';

/**
 * The invited staff member's side of Invite staff (the administrator's side is in admin): the link's page
 * asks whether the link still works, then the invitee chooses a name and a password and is signed in.
 */

/** Valid, used or expired; a family's invitation link reads as expired here. */
export function checkStaffInvitation(ctx: AppContext, token: string): Promise<InvitationStatus> {
  return checkInvitation(ctx, token, 'staff');
}

/** Consumes the link (once), sets name and password, confirms the address and opens a session. */
export async function acceptStaffInvitation(
  ctx: AppContext,
  caller: Caller,
  body: AcceptStaffInvitationBody,
): Promise<IssuedSession> {
  const passwordHash = await hashAllowedPassword(ctx.config, body.password);
  return ctx.db.transaction(async (tx) => {
    const user = await consumeLinkAndSetPassword(ctx, tx, 'invite', body, passwordHash);
    // A family's link cannot open a staff session (the transaction undoes the password it set).
    if (user.kind !== 'staff') throw new AppError('INVALID_TOKEN');
    await repo.setDisplayName(tx, user.id, body.displayName, ctx.now());
    await writeAudit(tx, actorFor(caller.actor, user), {
      action: 'user.invitation_accepted',
      objectType: 'user',
      objectId: user.id,
      details: { userName: body.displayName },
    });
    return issueSession(ctx, tx, user, caller.actor);
  });
}
