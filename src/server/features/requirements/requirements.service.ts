import type {
  FamilyRequirementItem,
  OneOffRequirementBody,
  ReorderRequirementsBody,
  Requirement,
  RequirementBody,
  UpdateRequirementBody,
  WaiveDocumentBody,
} from '@shared/requirements/requirements.schema';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { AppContext } from '../../lib/context';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { Conn } from '../../db/client';
import {
  releaseMemberDocuments,
  type SyncResult,
  type SyncScope,
  syncFamilyDocuments as syncDocuments,
} from '../../db/requirement-sync';
import { notifyFamily } from '../notifications/notify-family';
import { requireProgramType } from '../system-config/program-types.service';
import * as repo from './requirements.repository';

/**
 * The agency's document checklist (system_configuration) and one family's extra items and waivers
 * (manage_documents). Every change brings the families' requested documents in line in its own transaction.
 */

const requirementNotFound = () => new AppError('NOT_FOUND', { message: 'No checklist item with this id.' });
const documentNotFound = () =>
  new AppError('NOT_FOUND', { message: 'No document with this id in this family.' });

/**
 * Brings the families' checklist documents in line with the checklist and their households; call it in the
 * transaction of the change (a new family, a household change, a checklist edit).
 */
export function syncFamilyDocuments(db: Conn, scope: SyncScope): Promise<SyncResult> {
  return syncDocuments(db, scope);
}

/**
 * Call before deleting a household member: their untouched items go, handed-in ones keep the member's name.
 */
export function releaseMember(db: Conn, ids: { familyId: string; memberId: string }): Promise<void> {
  return releaseMemberDocuments(db, ids);
}

// ---- the checklist (System Configuration) ---------------------------------------------------------

export async function listRequirements(ctx: AppContext, caller: Caller): Promise<Requirement[]> {
  requireStaffPermission(caller, 'system_configuration');
  return repo.listRequirements(ctx.db);
}

/** Adds an item at the end of its step; every family on its journey is asked for it at once. */
export async function createRequirement(
  ctx: AppContext,
  caller: Caller,
  body: RequirementBody,
): Promise<Requirement> {
  requireStaffPermission(caller, 'system_configuration');
  return ctx.db.transaction(async (tx) => {
    const programType = body.programType ? await requireProgramType(tx, body.programType) : null;
    const step = await repo.lockStep(tx, body.stepId);
    const position = Math.max(0, ...step.map((item) => item.position)) + 10;
    const created = await repo.insertRequirement(tx, { ...body, programType, position });
    await writeAudit(tx, caller.actor, {
      action: 'requirement.created',
      objectType: 'document_requirement',
      objectId: created.id,
      details: { name: created.name, stepId: created.stepId },
    });
    await syncDocuments(tx, 'all', { requirementId: created.id });
    return created;
  });
}

const FIELD_LABELS: Record<keyof UpdateRequirementBody, string> = {
  name: 'name',
  description: 'description',
  kind: 'kind',
  audience: 'who it is for',
  required: 'required',
  programType: 'program type',
  validityMonths: 'validity',
  enabled: 'enabled',
};

/**
 * Changes an item; families' untouched copies follow (new name, kind, validity…), a disabled item's untouched
 * copies go away (so do those of families outside a program type it is limited to), and handed-in copies keep
 * what they were handed in as.
 */
export async function updateRequirement(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: UpdateRequirementBody,
): Promise<Requirement> {
  requireStaffPermission(caller, 'system_configuration');
  return ctx.db.transaction(async (tx) => {
    const current = await repo.findRequirementForUpdate(tx, id);
    if (!current) throw requirementNotFound();
    if (body.programType) await requireProgramType(tx, body.programType);
    const changed = (Object.keys(body) as (keyof UpdateRequirementBody)[]).filter(
      (key) => body[key] !== undefined && body[key] !== current[key],
    );
    if (changed.length === 0) return current;
    await repo.updateRequirement(tx, id, body);
    await writeAudit(tx, caller.actor, {
      action: 'requirement.updated',
      objectType: 'document_requirement',
      objectId: id,
      details: { name: body.name ?? current.name, changes: changed.map((key) => FIELD_LABELS[key]) },
    });
    await syncDocuments(tx, 'all', { requirementId: id });
    return { ...current, ...body };
  });
}

/** Sets the order of one step's items (every item of the step, once). Families' documents do not change. */
export async function reorderRequirements(
  ctx: AppContext,
  caller: Caller,
  body: ReorderRequirementsBody,
): Promise<Requirement[]> {
  requireStaffPermission(caller, 'system_configuration');
  await ctx.db.transaction(async (tx) => {
    const step = await repo.lockStep(tx, body.stepId);
    const stepIds = new Set(step.map((item) => item.id));
    if (body.ids.length !== stepIds.size || !body.ids.every((itemId) => stepIds.has(itemId))) {
      throw new AppError('VALIDATION_FAILED', {
        message: `List every item of step ${body.stepId} exactly once.`,
      });
    }
    await repo.setPositions(tx, body.ids);
    await writeAudit(tx, caller.actor, {
      action: 'requirement.reordered',
      objectType: 'document_requirement',
      details: { stepId: body.stepId },
    });
  });
  return repo.listRequirements(ctx.db);
}

// ---- one family (the staff family detail's Documents tab) -----------------------------------------

/** Asks one family for one more item; the family sees it in its checklist and its bell. */
export async function addOneOffRequirement(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  body: OneOffRequirementBody,
): Promise<FamilyRequirementItem> {
  const staff = requireStaffPermission(caller, 'manage_documents');
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.familyExists(tx, familyId))) {
      throw new AppError('NOT_FOUND', { message: 'No family with this id.' });
    }
    const memberId = body.householdMemberId ?? null;
    const memberName = memberId ? await repo.findMemberName(tx, familyId, memberId) : null;
    if (memberId && !memberName) {
      throw new AppError('NOT_FOUND', { message: 'No household member with this id in this family.' });
    }
    const id = await repo.insertOneOff(tx, {
      familyId,
      householdMemberId: memberId,
      stepId: body.stepId,
      documentName: body.name,
      documentType: body.kind,
      required: body.required,
      addedBy: staff.userId,
    });
    await writeAudit(tx, caller.actor, {
      action: 'document.requirement_added',
      objectType: 'document',
      objectId: id,
      familyId,
      details: { documentName: body.name, stepId: body.stepId },
    });
    await notifyFamily(
      tx,
      { familyId, kind: 'requirement_added', documentId: id, documentName: body.name },
      ctx.now(),
    );
    return {
      id,
      stepId: body.stepId,
      documentName: body.name,
      status: 'pending',
      source: 'one_off',
      memberName: memberName ?? null,
      waivedReason: null,
    };
  });
}

/** Statuses staff can no longer excuse: the item is done (or already excused). */
const NOT_WAIVABLE = new Set(['approved', 'completed', 'waived']);

/** Excuses the family from one item, with the reason the family is shown. */
export async function waiveDocument(
  ctx: AppContext,
  caller: Caller,
  ids: { familyId: string; documentId: string },
  body: WaiveDocumentBody,
): Promise<FamilyRequirementItem> {
  const staff = requireStaffPermission(caller, 'manage_documents');
  return ctx.db.transaction(async (tx) => {
    const doc = await repo.findFamilyDocumentForUpdate(tx, ids.familyId, ids.documentId);
    if (!doc) throw documentNotFound();
    if (NOT_WAIVABLE.has(doc.status)) {
      throw new AppError('CONFLICT', {
        message: `The document is ${doc.status}; only items still to be done can be waived.`,
      });
    }
    await repo.waive(tx, doc.id, {
      waivedAt: ctx.now(),
      waivedBy: staff.userId,
      waivedReason: body.reason,
    });
    await writeAudit(tx, caller.actor, {
      action: 'document.waived',
      objectType: 'document',
      objectId: doc.id,
      familyId: ids.familyId,
      details: { documentName: doc.documentName, reason: body.reason },
    });
    await notifyFamily(
      tx,
      {
        familyId: ids.familyId,
        kind: 'document_waived',
        documentId: doc.id,
        documentName: doc.documentName,
        reason: body.reason,
      },
      ctx.now(),
    );
    const { familyId: _family, ...item } = doc;
    return { ...item, status: 'waived', waivedReason: body.reason };
  });
}

/**
 * Takes a waiver back (staff who can waive): the family is asked for the item again, hears of it in the bell
 * and sees it as requested (or as it stood before: rejected, handed in, expired).
 */
export async function reinstateDocument(
  ctx: AppContext,
  caller: Caller,
  ids: { familyId: string; documentId: string },
): Promise<FamilyRequirementItem> {
  requireStaffPermission(caller, 'manage_documents');
  return ctx.db.transaction(async (tx) => {
    const doc = await repo.findFamilyDocumentForUpdate(tx, ids.familyId, ids.documentId);
    if (!doc) throw documentNotFound();
    if (doc.status !== 'waived') {
      throw new AppError('CONFLICT', {
        message: `The document is ${doc.status}; only waived items can be reinstated.`,
      });
    }
    const status = await repo.reinstate(tx, doc.id);
    await writeAudit(tx, caller.actor, {
      action: 'document.reinstated',
      objectType: 'document',
      objectId: doc.id,
      familyId: ids.familyId,
      details: { documentName: doc.documentName },
    });
    await notifyFamily(
      tx,
      {
        familyId: ids.familyId,
        kind: 'requirement_added',
        documentId: doc.id,
        documentName: doc.documentName,
      },
      ctx.now(),
    );
    const { familyId: _family, ...item } = doc;
    return { ...item, status, waivedReason: null };
  });
}
