import { roleLabel, type Role } from '@shared/auth/permissions';
import { PATHS } from '@shared/paths';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { endAllSessions } from '../auth/sessions.service';
import { requireMayGrantRole } from './admin.service';
import * as repo from './admin.repository';

/**
 * Staff sign-ups wait for an administrator (decision 009). Approving gives the account its first role;
 * declining ends its sessions and refuses its sign-ins. Either way the person is told by e-mail.
 */

export async function countPendingAccounts(ctx: AppContext, caller: Caller) {
  requireStaffPermission(caller, 'manage_users');
  return { count: await repo.countPendingAccounts(ctx.db) };
}

/** A declined request may be reconsidered; an approved account changes through its roles instead. */
export async function approveAccount(ctx: AppContext, caller: Caller, userId: string, role: Role) {
  requireMayGrantRole(requireStaffPermission(caller, 'manage_users'), role);
  const target = await ctx.db.transaction(async (tx) => {
    const account = await repo.lockStaffUser(tx, userId);
    if (!account) throw new AppError('NOT_FOUND', { message: 'No staff user with this id.' });
    if (account.accessStatus === 'approved') {
      throw new AppError('CONFLICT', { message: `${account.name} is already approved.` });
    }
    await repo.setAccessStatus(tx, userId, 'approved');
    await repo.insertRole(tx, userId, role);
    await writeAudit(tx, caller.actor, {
      action: 'user.access_approved',
      objectType: 'user',
      objectId: userId,
      details: { role, userName: account.name },
    });
    return account;
  });
  await ctx.mailer.send({
    to: target.email,
    subject: 'Your Haven staff account is approved',
    text:
      `Hello ${target.name},\n\n` +
      `Your Haven staff account has been approved with the ${roleLabel([role])} role.\n` +
      `Sign in to start: ${ctx.config.appOrigin}${PATHS.auth}\n`,
  });
}

export async function declineAccount(ctx: AppContext, caller: Caller, userId: string) {
  requireStaffPermission(caller, 'manage_users');
  const target = await ctx.db.transaction(async (tx) => {
    const account = await repo.lockStaffUser(tx, userId);
    if (!account) throw new AppError('NOT_FOUND', { message: 'No staff user with this id.' });
    if (account.accessStatus !== 'pending') {
      throw new AppError('CONFLICT', {
        message: `Only a request waiting for approval can be declined; ${account.name}'s is ${account.accessStatus}.`,
      });
    }
    await repo.setAccessStatus(tx, userId, 'declined');
    await endAllSessions(tx, userId, 'admin', ctx.now());
    await writeAudit(tx, caller.actor, {
      action: 'user.access_declined',
      objectType: 'user',
      objectId: userId,
      details: { userName: account.name },
    });
    return account;
  });
  await ctx.mailer.send({
    to: target.email,
    subject: 'Your Haven staff account request',
    text:
      `Hello ${target.name},\n\n` +
      `Your request for a Haven staff account (${target.email}) was declined by the agency.\n` +
      `If you think this is a mistake, ask your agency's administrator.\n`,
  });
}
