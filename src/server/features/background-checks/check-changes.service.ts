import {
  checkApplies,
  type CheckStatus,
  isAdult,
  mayRecord,
} from '@shared/background-checks/background-check-rules';
import type {
  CheckedAdultBody,
  CheckParams,
  ExemptionDecisionBody,
  ExemptionRequestBody,
  RecordCheckBody,
  StaffCheck,
} from '@shared/background-checks/background-checks.schema';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import * as repo from './background-checks.repository';
import { adultView } from './background-checks.service';

/**
 * Staff change a check (issue 43): record a status with its dates, ask for an exemption, decide it. Each change
 * checks the version the caller saw, so a caseworker's save never silently undoes a colleague's; each is audited
 * (without the note: criminal-history details stay in the record, not in the log).
 */

const words = (status: CheckStatus) => status.replaceAll('_', ' ');
const today = () => new Date().toISOString().slice(0, 10);

/** Who may change checks: a family-record writer (route) who is also allowed to read their details. */
function recorder(caller: Caller) {
  requireStaffPermission(caller, 'manage_families');
  return requireStaffPermission(caller, 'view_background_checks');
}

async function adultOfFamily(tx: Tx, { familyId, memberId }: { familyId: string; memberId: string }) {
  const member = await repo.lockMember(tx, familyId, memberId);
  if (!member)
    throw new AppError('NOT_FOUND', { message: 'No household member with this id in this family.' });
  if (!isAdult(member)) {
    throw new AppError('CONFLICT', {
      message: `${member.name} is under 18: only adults have background checks.`,
    });
  }
  return member;
}

const CHANGED_MEANWHILE = 'Someone changed this check meanwhile. Reload to see the change, then try again.';

function requireVersion(current: repo.LockedCheck | null, version: number) {
  if ((current?.version ?? 0) !== version) {
    throw new AppError('CONFLICT', {
      message: `${CHANGED_MEANWHILE} It is now ${words(current?.status ?? 'not_started')}.`,
    });
  }
}

/** Which conditional checks apply to an adult (lived in another state, drives children). */
export async function setApplies(
  ctx: AppContext,
  caller: Caller,
  params: { familyId: string; memberId: string },
  body: CheckedAdultBody,
) {
  recorder(caller);
  await ctx.db.transaction(async (tx) => {
    const member = await adultOfFamily(tx, params);
    await repo.setMemberApplies(tx, member.id, body);
    await writeAudit(tx, caller.actor, {
      action: 'background_check.applies_changed',
      objectType: 'household_member',
      objectId: member.id,
      familyId: params.familyId,
      details: { memberName: member.name, ...body },
    });
  });
  return adultView(ctx, caller, params.familyId, params.memberId);
}

function datesOf(body: RecordCheckBody, current: repo.LockedCheck | null) {
  const pick = (value: string | null | undefined, stored: string | null | undefined) =>
    value === undefined ? (stored ?? null) : value;
  const submittedDate = pick(body.submittedDate, current?.submittedDate) ?? today();
  const resulted = body.status === 'cleared' || body.status === 'needs_exemption';
  const resultDate = resulted ? (pick(body.resultDate, current?.resultDate) ?? today()) : null;
  if (resultDate && resultDate < submittedDate) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'The result date cannot be before the submitted date.',
    });
  }
  return { submittedDate, resultDate, expectedDate: pick(body.expectedDate, current?.expectedDate) };
}

/** Records a check's status (submitted, in process, cleared, needs exemption) with its dates, note and receipt. */
export async function recordCheck(
  ctx: AppContext,
  caller: Caller,
  params: CheckParams,
  body: RecordCheckBody,
): Promise<StaffCheck> {
  const staff = recorder(caller);
  await ctx.db.transaction(async (tx) => {
    const member = await adultOfFamily(tx, params);
    const type = await repo.findType(tx, params.typeKey);
    if (!type?.active) {
      throw new AppError('VALIDATION_FAILED', {
        message: `"${params.typeKey}" is not a background check the agency uses.`,
      });
    }
    if (!checkApplies(type.appliesTo, member)) {
      throw new AppError('CONFLICT', {
        message: `${type.name} does not apply to ${member.name}: change which checks apply to them first.`,
      });
    }
    const current = await repo.lockCheck(tx, member.id, type.key);
    requireVersion(current, body.version);
    const from = current?.status ?? 'not_started';
    if (!mayRecord(from, body.status)) {
      throw new AppError('CONFLICT', {
        message: `A check that is ${words(from)} cannot be recorded as ${words(body.status)}.`,
      });
    }
    const receipt =
      body.receiptDocumentId === undefined ? current?.receiptDocumentId : body.receiptDocumentId;
    if (receipt && !(await repo.familyHasDocument(tx, params.familyId, receipt))) {
      throw new AppError('VALIDATION_FAILED', {
        message: "The receipt must be one of this family's documents.",
      });
    }
    const values = {
      status: body.status,
      ...datesOf(body, current),
      note: body.note === undefined ? (current?.note ?? null) : body.note,
      receiptDocumentId: receipt ?? null,
      updatedBy: staff.userId,
    };
    if (current) await repo.updateCheck(tx, current.id, values);
    else {
      const inserted = await repo.insertCheck(
        tx,
        { familyId: params.familyId, memberId: member.id, checkType: type.key },
        values,
      );
      if (!inserted) throw new AppError('CONFLICT', { message: CHANGED_MEANWHILE });
    }
    await writeAudit(tx, caller.actor, {
      action: 'background_check.recorded',
      objectType: 'household_member',
      objectId: member.id,
      familyId: params.familyId,
      details: { memberName: member.name, checkName: type.name, from, to: body.status },
    });
  });
  return checkView(ctx, caller, params);
}

async function checkView(ctx: AppContext, caller: Caller, params: CheckParams): Promise<StaffCheck> {
  const adult = await adultView(ctx, caller, params.familyId, params.memberId);
  const check = adult.checks.find((c) => c.typeKey === params.typeKey);
  if (!check) throw new AppError('NOT_FOUND', { message: 'No such check for this adult.' });
  return check;
}

/** A locked check that needs an exemption, with its adult and type; 409 otherwise. */
async function checkNeedingExemption(tx: Tx, params: CheckParams, version: number) {
  const member = await adultOfFamily(tx, params);
  const check = await repo.lockCheck(tx, member.id, params.typeKey);
  requireVersion(check, version);
  if (!check || check.status !== 'needs_exemption') {
    throw new AppError('CONFLICT', {
      message: `Only a check that needs an exemption can have one; this one is ${words(check?.status ?? 'not_started')}.`,
    });
  }
  const type = await repo.findType(tx, check.checkType);
  return { member, check, typeName: type?.name ?? check.checkType };
}

export async function requestExemption(
  ctx: AppContext,
  caller: Caller,
  params: CheckParams,
  body: ExemptionRequestBody,
): Promise<StaffCheck> {
  const staff = recorder(caller);
  await ctx.db.transaction(async (tx) => {
    const { member, check, typeName } = await checkNeedingExemption(tx, params, body.version);
    const latest = await repo.latestExemption(tx, check.id);
    if (latest && latest.decision === null) {
      throw new AppError('CONFLICT', {
        message: 'An exemption for this check is already waiting for a decision.',
      });
    }
    await repo.insertExemption(tx, {
      checkId: check.id,
      offenceCategory: body.offenceCategory,
      documentsConsidered: body.documentsConsidered,
      requestNote: body.requestNote ?? null,
      requestedBy: staff.userId,
    });
    await repo.updateCheck(tx, check.id, { updatedBy: staff.userId });
    await writeAudit(tx, caller.actor, {
      action: 'background_check.exemption_requested',
      objectType: 'household_member',
      objectId: member.id,
      familyId: params.familyId,
      details: { memberName: member.name, checkName: typeName },
    });
  });
  return checkView(ctx, caller, params);
}

/** Grants or denies the exemption waiting on a check (holders of approve_exemptions). */
export async function decideExemption(
  ctx: AppContext,
  caller: Caller,
  params: CheckParams,
  body: ExemptionDecisionBody,
): Promise<StaffCheck> {
  const staff = recorder(caller);
  requireStaffPermission(caller, 'approve_exemptions');
  await ctx.db.transaction(async (tx) => {
    const { member, check, typeName } = await checkNeedingExemption(tx, params, body.version);
    const latest = await repo.latestExemption(tx, check.id);
    if (!latest || latest.decision !== null) {
      throw new AppError('CONFLICT', { message: 'No exemption for this check is waiting for a decision.' });
    }
    await repo.decideExemption(tx, latest.id, {
      decision: body.decision,
      decisionReason: body.reason,
      decidedBy: staff.userId,
    });
    await repo.updateCheck(tx, check.id, {
      status: body.decision === 'granted' ? 'exemption_granted' : 'denied',
      updatedBy: staff.userId,
    });
    await writeAudit(tx, caller.actor, {
      action: 'background_check.exemption_decided',
      objectType: 'household_member',
      objectId: member.id,
      familyId: params.familyId,
      details: { memberName: member.name, checkName: typeName, decision: body.decision },
    });
  });
  return checkView(ctx, caller, params);
}
