import type {
  HouseholdMemberBody,
  InviteFamilyBody,
  SupportStaffBody,
} from '@shared/families/families.schema';
import type { HouseholdMember, SupportTeamMember } from '@shared/family-portal/family-portal.schema';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { AppContext } from '../../lib/context';
import { type Actor, type Caller, requireStaffPermission } from '../../lib/caller';
import type { Tx } from '../../db/client';
import { inviteFamilyUser } from '../auth/family-auth.service';
import * as familyContext from '../family-context/family-context.service';
import { releaseMember, syncFamilyDocuments } from '../requirements/requirements.service';
import * as repo from './families.repository';
import { familyNotFound } from './families.service';

/**
 * The people around a family: household members, the support team, family-portal invitations (manage_families).
 * Household changes bring the family's requested documents in line with the checklist in the same transaction.
 */

const STAFF_OPTIONS_LIMIT = 20;

const memberNotFound = () =>
  new AppError('NOT_FOUND', { message: 'No household member with this id in this family.' });

async function requireFamilyExists(tx: Tx, familyId: string) {
  if (!(await repo.familyExists(tx, familyId))) throw familyNotFound();
}

function memberValues(body: HouseholdMemberBody) {
  return { name: body.name, role: body.role, relationship: body.relationship ?? null, age: body.age ?? null };
}

export async function addHouseholdMember(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  body: HouseholdMemberBody,
): Promise<HouseholdMember> {
  requireStaffPermission(caller, 'manage_families');
  return ctx.db.transaction(async (tx) => {
    await requireFamilyExists(tx, familyId);
    return insertHouseholdMember(tx, caller.actor, familyId, memberValues(body));
  });
}

/**
 * Adds a member in the caller's transaction (staff's form, an accepted household change): the row, its audit
 * row, and the checklist items the new member now owes (an adult's RFA 01B, photo ID, Live Scan…). The caller
 * has checked the permission and that the family exists.
 */
export async function insertHouseholdMember(
  tx: Tx,
  actor: Actor,
  familyId: string,
  values: repo.MemberValues,
): Promise<HouseholdMember> {
  const row = await repo.insertMember(tx, familyId, values);
  await writeAudit(tx, actor, {
    action: 'family.household_member_added',
    objectType: 'household_member',
    objectId: row.id,
    familyId,
    details: { name: row.name, role: row.role },
  });
  await syncFamilyDocuments(tx, [familyId]);
  return familyContext.memberOf(row);
}

export async function updateHouseholdMember(
  ctx: AppContext,
  caller: Caller,
  ids: { familyId: string; memberId: string },
  body: HouseholdMemberBody,
): Promise<HouseholdMember> {
  requireStaffPermission(caller, 'manage_families');
  return ctx.db.transaction(async (tx) => {
    const row = await repo.updateMember(tx, ids.familyId, ids.memberId, memberValues(body));
    if (!row) throw memberNotFound();
    await writeAudit(tx, caller.actor, {
      action: 'family.household_member_updated',
      objectType: 'household_member',
      objectId: row.id,
      familyId: ids.familyId,
      details: { name: row.name, role: row.role },
    });
    await syncFamilyDocuments(tx, [ids.familyId]);
    return familyContext.memberOf(row);
  });
}

export async function removeHouseholdMember(
  ctx: AppContext,
  caller: Caller,
  ids: { familyId: string; memberId: string },
): Promise<void> {
  requireStaffPermission(caller, 'manage_families');
  await ctx.db.transaction((tx) => deleteHouseholdMember(tx, caller.actor, ids));
}

/**
 * Removes a member in the caller's transaction (staff's remove, an accepted household change): their untouched
 * items go, handed-in ones keep their name; 404 when the family has no such member.
 */
export async function deleteHouseholdMember(
  tx: Tx,
  actor: Actor,
  ids: { familyId: string; memberId: string },
): Promise<{ name: string }> {
  await releaseMember(tx, ids);
  const removed = await repo.deleteMember(tx, ids.familyId, ids.memberId);
  if (!removed) throw memberNotFound();
  await writeAudit(tx, actor, {
    action: 'family.household_member_removed',
    objectType: 'household_member',
    objectId: ids.memberId,
    familyId: ids.familyId,
    details: { name: removed.name },
  });
  return removed;
}

/** Replaces the support team (at most three staff users, in display order). */
export async function setSupportStaff(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  body: SupportStaffBody,
): Promise<SupportTeamMember[]> {
  requireStaffPermission(caller, 'manage_families');
  await ctx.db.transaction(async (tx) => {
    // The lock makes two concurrent replacements run one after the other.
    if (!(await repo.findFamilyForUpdate(tx, familyId))) throw familyNotFound();
    const ids = body.members.map((m) => m.userId);
    const staff = await repo.findStaffUsers(tx, ids);
    if (staff.length !== ids.length) {
      // Unvetted sign-ups are refused here too, not only left out of the options: the client only hides things.
      throw new AppError('VALIDATION_FAILED', {
        message: 'Every support team member must be an approved staff user.',
      });
    }
    await repo.replaceSupportStaff(tx, familyId, body.members);
    await writeAudit(tx, caller.actor, {
      action: 'family.support_staff_updated',
      objectType: 'family',
      objectId: familyId,
      familyId,
      details: { members: body.members },
    });
  });
  return familyContext.familySupportTeam(ctx.db, familyId);
}

export async function supportStaffOptions(ctx: AppContext, caller: Caller, search: string | undefined) {
  requireStaffPermission(caller, 'manage_families', 'manage_assigned_families');
  return repo.searchStaff(ctx.db, search, STAFF_OPTIONS_LIMIT);
}

/** E-mails the family-portal invitation; the account is bound to this family. */
export async function inviteFamilyMember(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  body: InviteFamilyBody,
): Promise<void> {
  requireStaffPermission(caller, 'manage_families');
  const family = await familyContext.findFamily(ctx.db, familyId);
  if (!family) throw familyNotFound();
  await inviteFamilyUser(ctx, caller, {
    familyId,
    email: body.email,
    displayName: body.displayName ?? family.primaryContactName,
  });
}
