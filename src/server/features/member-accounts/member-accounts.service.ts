import { isAdult } from '@shared/background-checks/background-check-rules';
import type {
  InviteMemberBody,
  MemberAccount,
  MemberItems,
} from '@shared/member-accounts/member-accounts.schema';
import { isApplicantRole } from '@shared/signing/signers';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireFamily, requireMemberAccount, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { inviteFamilyUser } from '../auth/family-auth.service';
import * as repo from './member-accounts.repository';

/**
 * An adult's own family-portal account (issue 44): the applicants (My Family's pages) or staff with
 * manage_families invite an adult of the home who is not an applicant; the account signs in like the family's
 * and reaches only that adult's own items (lib/caller `requireHouseholdAccount`, routes declared `memberAccount`).
 */

const memberNotFound = () =>
  new AppError('NOT_FOUND', { message: 'No household member with this id in this family.' });

function toMemberAccount(row: repo.MemberAccountRow): MemberAccount {
  return {
    memberId: row.memberId,
    email: row.email,
    status: row.hasPassword ? 'active' : 'invited',
    invitedAt: row.createdAt.toISOString(),
  };
}

async function accountsOf(ctx: AppContext, familyId: string): Promise<MemberAccount[]> {
  return (await repo.memberAccounts(ctx.db, familyId)).map(toMemberAccount);
}

/**
 * Invites the member (again): an adult who is not an applicant, with no account of their own yet or only an
 * invitation (an invitation to another address is replaced). The applicants have the family's own accounts.
 */
async function invite(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  memberId: string,
  body: InviteMemberBody,
): Promise<MemberAccount> {
  const member = await repo.findMember(ctx.db, familyId, memberId);
  if (!member) throw memberNotFound();
  if (isApplicantRole(member.role) || !isAdult(member))
    throw new AppError('VALIDATION_FAILED', {
      message:
        'Only an adult of the home who is not an applicant can have an account of their own. Applicants use the family’s account.',
      translation: { key: 'errors.memberAccounts.notEligible' },
    });
  const current = await repo.memberAccount(ctx.db, familyId, memberId);
  if (current?.hasPassword)
    throw new AppError('CONFLICT', {
      message: 'This person has an account of their own already.',
      translation: { key: 'errors.memberAccounts.alreadyActive' },
    });
  if (current && current.email !== body.email) await repo.deleteUser(ctx.db, current.userId);
  await inviteFamilyUser(ctx, caller, {
    familyId,
    email: body.email,
    displayName: member.name,
    memberId,
  });
  const account = await repo.memberAccount(ctx.db, familyId, memberId);
  if (!account) throw memberNotFound();
  await writeAudit(ctx.db, caller.actor, {
    action: 'family.member_account_invited',
    objectType: 'household_member',
    objectId: memberId,
    familyId,
    details: { memberName: member.name, email: body.email },
  });
  return toMemberAccount(account);
}

/** Ends the member's own account and every session of it; their signatures and files stay. */
async function remove(ctx: AppContext, caller: Caller, familyId: string, memberId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const account = await repo.memberAccount(tx, familyId, memberId);
    if (!account)
      throw new AppError('NOT_FOUND', { message: 'This household member has no account of their own.' });
    await repo.deleteUser(tx, account.userId);
    await writeAudit(tx, caller.actor, {
      action: 'family.member_account_removed',
      objectType: 'household_member',
      objectId: memberId,
      familyId,
      details: { memberName: account.memberName, email: account.email },
    });
  });
}

export async function familyMemberAccounts(ctx: AppContext, caller: Caller) {
  return accountsOf(ctx, requireFamily(caller).familyId);
}

export async function familyInviteMember(
  ctx: AppContext,
  caller: Caller,
  memberId: string,
  body: InviteMemberBody,
) {
  return invite(ctx, caller, requireFamily(caller).familyId, memberId, body);
}

export async function familyRemoveMemberAccount(ctx: AppContext, caller: Caller, memberId: string) {
  return remove(ctx, caller, requireFamily(caller).familyId, memberId);
}

export async function staffMemberAccounts(ctx: AppContext, caller: Caller, familyId: string) {
  requireStaffPermission(caller, 'manage_families');
  return accountsOf(ctx, familyId);
}

export async function staffInviteMember(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  memberId: string,
  body: InviteMemberBody,
) {
  requireStaffPermission(caller, 'manage_families');
  return invite(ctx, caller, familyId, memberId, body);
}

export async function staffRemoveMemberAccount(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  memberId: string,
) {
  requireStaffPermission(caller, 'manage_families');
  return remove(ctx, caller, familyId, memberId);
}

/** The member's own items, as their own account reads them. */
export async function ownItems(ctx: AppContext, caller: Caller): Promise<MemberItems> {
  const { familyId, member } = requireMemberAccount(caller);
  const items = await repo.memberItems(ctx.db, familyId, member.id);
  return { member, items };
}
