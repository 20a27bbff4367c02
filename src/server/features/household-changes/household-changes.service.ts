import {
  HOUSEHOLD_CHANGES_LIST_LIMIT,
  OPEN_HOUSEHOLD_CHANGES_MAX,
} from '@shared/household-changes/household-changes.limits';
import { formatAddress } from '@shared/household-changes/home-address';
import {
  type DecideHouseholdChangeBody,
  type HouseholdChange,
  type HouseholdChangeDetails,
  type HouseholdChangeList,
  type ProposedHouseholdChange,
} from '@shared/household-changes/household-changes.schema';
import type { Conn, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Actor, type Caller, requireFamily, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { deleteHouseholdMember, insertHouseholdMember } from '../families/family-members.service';
import { notifyFamily } from '../notifications/notify-family';
import * as repo from './household-changes.repository';

/**
 * Household changes (issue 44): the family proposes someone moving in, someone moving out or a new address;
 * staff with the family's record (manage_families, or its assigned caseworker through lib/family-access) accept
 * or decline it. Accepting makes the change in the same transaction through the families feature's own helpers
 * (a new adult's checklist items follow from syncFamilyDocuments, their background checks from the household),
 * and the family hears the decision in its bell and by e-mail.
 */

const changeNotFound = () =>
  new AppError('NOT_FOUND', { message: 'No household change with this id in this family.' });

function changeOf(row: repo.ChangeRow): HouseholdChange {
  const base = {
    id: row.id,
    status: row.status,
    note: row.note,
    proposedAt: row.createdAt.toISOString(),
    proposedBy: row.proposedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    decisionNote: row.decisionNote,
  };
  // The kind and its details were written together (proposeChange): they match.
  return { ...base, kind: row.kind, details: row.details } as HouseholdChange;
}

async function changesOf(db: Conn, familyId: string): Promise<HouseholdChangeList> {
  const [family, rows] = await Promise.all([
    repo.findFamilyAddress(db, familyId),
    repo.listChanges(db, familyId, HOUSEHOLD_CHANGES_LIST_LIMIT + 1),
  ]);
  if (!family) throw new AppError('NOT_FOUND', { message: 'No family with this id.' });
  return {
    items: rows.slice(0, HOUSEHOLD_CHANGES_LIST_LIMIT).map(changeOf),
    truncated: rows.length > HOUSEHOLD_CHANGES_LIST_LIMIT,
    homeAddress: family.homeAddress,
  };
}

async function changeById(db: Conn, familyId: string, changeId: string): Promise<HouseholdChange> {
  const row = await repo.findChange(db, familyId, changeId);
  if (!row) throw changeNotFound();
  return changeOf(row);
}

/** What the audit row says of a change: its kind and, for a member moving in or out, their name. */
function auditOf(kind: HouseholdChange['kind'], details: HouseholdChangeDetails) {
  if ('memberName' in details) return { kind, name: details.memberName };
  if ('name' in details) return { kind, name: details.name };
  return { kind };
}

const bad = (message: string, key: 'notAMember' | 'primaryApplicant') =>
  new AppError('VALIDATION_FAILED', { message, translation: { key: `errors.householdChanges.${key}` } });

/** The details as stored: a removal names the member; a child is asked none of the adults' questions. */
async function storedDetails(
  tx: Tx,
  familyId: string,
  body: ProposedHouseholdChange,
  open: readonly { kind: string; details: HouseholdChangeDetails }[],
): Promise<HouseholdChangeDetails> {
  if (body.kind === 'add_member') {
    const adult = body.details.role === 'adult';
    return {
      ...body.details,
      livedOutOfState: adult && body.details.livedOutOfState,
      drivesChildren: adult && body.details.drivesChildren,
      email: (adult && body.details.email) || null,
    };
  }
  if (body.kind === 'new_address') return { ...body.details, unit: body.details.unit ?? null };
  const member = await repo.findMember(tx, familyId, body.details.memberId);
  if (!member) throw bad('This person is not on your household record.', 'notAMember');
  if (member.role === 'primary_applicant') {
    throw bad(
      'The primary applicant cannot be removed from the household. Please message your caseworker.',
      'primaryApplicant',
    );
  }
  const pending = open.some(
    (change) => 'memberId' in change.details && change.details.memberId === member.id,
  );
  if (pending) {
    throw new AppError('CONFLICT', {
      message: 'You already told the agency that this person moved out.',
      translation: { key: 'errors.householdChanges.alreadyProposed' },
    });
  }
  return {
    memberId: member.id,
    memberName: member.name,
    memberRole: member.role,
    memberRelationship: member.relationship,
    movedOutOn: body.details.movedOutOn,
  };
}

// ---- The family ---------------------------------------------------------------------------------

/** The family's own proposals, newest first, and the address on file. */
export async function familyChanges(ctx: AppContext, caller: Caller): Promise<HouseholdChangeList> {
  const { familyId } = requireFamily(caller);
  return changesOf(ctx.db, familyId);
}

/** A new proposal; at most OPEN_HOUSEHOLD_CHANGES_MAX wait at once (409 beyond). */
export async function proposeChange(
  ctx: AppContext,
  caller: Caller,
  body: ProposedHouseholdChange,
): Promise<HouseholdChange> {
  const family = requireFamily(caller);
  const { familyId } = family;
  const id = await ctx.db.transaction(async (tx) => {
    // One proposal at a time per family, so two at once cannot both pass the count.
    await repo.lockFamily(tx, familyId);
    const open = await repo.openChanges(tx, familyId);
    if (open.length >= OPEN_HOUSEHOLD_CHANGES_MAX) {
      throw new AppError('CONFLICT', {
        message: `You already have ${OPEN_HOUSEHOLD_CHANGES_MAX} changes waiting for the agency. Please wait for an answer, or withdraw one.`,
        translation: {
          key: 'errors.householdChanges.tooManyOpen',
          values: { max: OPEN_HOUSEHOLD_CHANGES_MAX },
        },
      });
    }
    const details = await storedDetails(tx, familyId, body, open);
    const row = await repo.insertChange(tx, {
      familyId,
      kind: body.kind,
      details,
      note: body.note ?? null,
      proposedBy: family.userId,
    });
    await writeAudit(tx, caller.actor, {
      action: 'household.change_proposed',
      objectType: 'household_change',
      objectId: row.id,
      familyId,
      details: auditOf(body.kind, details),
    });
    return row.id;
  });
  return changeById(ctx.db, familyId, id);
}

/** The locked change, still waiting for staff (404 for another family's, 409 once settled). */
async function lockOpenChange(tx: Tx, familyId: string, changeId: string, family: boolean) {
  const change = await repo.lockChange(tx, familyId, changeId);
  if (!change) throw changeNotFound();
  if (change.status !== 'proposed') {
    throw new AppError('CONFLICT', {
      message: family
        ? 'This change is no longer waiting for the agency.'
        : `This change was already ${change.status}: reload the family to see it.`,
      ...(family ? { translation: { key: 'errors.householdChanges.notOpen' as const } } : {}),
    });
  }
  return change;
}

/** The family takes back a proposal staff have not decided yet. */
export async function withdrawChange(
  ctx: AppContext,
  caller: Caller,
  changeId: string,
): Promise<HouseholdChange> {
  const family = requireFamily(caller);
  await ctx.db.transaction(async (tx) => {
    const change = await lockOpenChange(tx, family.familyId, changeId, true);
    await repo.settleChange(tx, change.id, {
      status: 'withdrawn',
      decidedBy: family.userId,
      decidedAt: ctx.now(),
      decisionNote: null,
    });
    await writeAudit(tx, caller.actor, {
      action: 'household.change_withdrawn',
      objectType: 'household_change',
      objectId: change.id,
      familyId: family.familyId,
      details: auditOf(change.kind, change.details),
    });
  });
  return changeById(ctx.db, family.familyId, changeId);
}

// ---- Staff --------------------------------------------------------------------------------------

/** The family's proposals on its staff page. */
export async function staffChanges(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
): Promise<HouseholdChangeList> {
  requireStaffPermission(caller, 'manage_families');
  return changesOf(ctx.db, familyId);
}

/** Makes an accepted change to the household (409 when the household no longer allows it). */
async function applyChange(tx: Tx, actor: Actor, change: repo.LockedChange) {
  const { familyId, details } = change;
  if ('postalCode' in details) {
    // The address on file; nothing else in Haven reads an address yet (the home study's visit is booked apart).
    await repo.setHomeAddress(tx, familyId, formatAddress(details));
    return;
  }
  if ('memberId' in details) {
    const member = await repo.findMember(tx, familyId, details.memberId);
    if (!member || member.role === 'primary_applicant') {
      throw new AppError('CONFLICT', {
        message: member
          ? `${member.name} is now the primary applicant and cannot be removed this way.`
          : `${details.memberName} is no longer in the household: decline the change instead.`,
      });
    }
    await deleteHouseholdMember(tx, actor, { familyId, memberId: member.id });
    return;
  }
  await insertHouseholdMember(tx, actor, familyId, {
    name: details.name,
    role: details.role,
    relationship: details.relationship,
    age: details.age,
    livedOutOfState: details.livedOutOfState,
    drivesChildren: details.drivesChildren,
  });
}

/** Accepts (and makes) or declines a proposal; the family is told either way. */
export async function decideChange(
  ctx: AppContext,
  caller: Caller,
  ids: { familyId: string; changeId: string },
  body: DecideHouseholdChangeBody,
): Promise<HouseholdChange> {
  const staff = requireStaffPermission(caller, 'manage_families');
  const accept = body.decision === 'accept';
  await ctx.db.transaction(async (tx) => {
    const change = await lockOpenChange(tx, ids.familyId, ids.changeId, false);
    if (accept) await applyChange(tx, caller.actor, change);
    const note = body.note ?? null;
    await repo.settleChange(tx, change.id, {
      status: accept ? 'accepted' : 'declined',
      decidedBy: staff.userId,
      decidedAt: ctx.now(),
      decisionNote: note,
    });
    const audit = auditOf(change.kind, change.details);
    const object = { objectType: 'household_change', objectId: change.id, familyId: ids.familyId };
    if (accept)
      await writeAudit(tx, caller.actor, { action: 'household.change_accepted', ...object, details: audit });
    else {
      await writeAudit(tx, caller.actor, {
        action: 'household.change_declined',
        ...object,
        details: { ...audit, note: note ?? '' },
      });
    }
    await notifyFamily(
      tx,
      {
        familyId: ids.familyId,
        kind: accept ? 'household_change_accepted' : 'household_change_declined',
        change: change.kind,
        memberName: audit.name ?? null,
        note,
      },
      ctx.now(),
    );
  });
  return changeById(ctx.db, ids.familyId, ids.changeId);
}
