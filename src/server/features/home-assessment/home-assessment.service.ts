import { z } from 'zod';
import { daysUntil } from '@shared/family-context/task-rules';
import { openItems, openItemsSentence } from '@shared/home-assessment/home-assessment-rules';
import { AssessmentSummarySchema } from '@shared/home-assessment/home-assessment-summary.schema';
import type {
  DecideCorrectionBody,
  FamilyHomeAssessment,
  RecordItemBody,
  StaffAssessmentItem,
  StaffHomeAssessment,
} from '@shared/home-assessment/home-assessment.schema';
import type { Conn, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireFamily, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import * as familyContext from '../family-context/family-context.service';
import {
  type AssessmentRows,
  assessmentView,
  FAMILY_PHOTO_BASE,
  itemView,
  photoView,
  statusOf,
} from './home-assessment-view';
import * as repo from './home-assessment.repository';

/**
 * The home environment assessment (issue 43): the caseworker records each checklist item, item by item as the
 * visit goes; an item that needs correction becomes the family's task, which it answers with photos
 * (home-assessment-photos.service) and the caseworker accepts or asks again. Signed off when no item is open,
 * then locked. Every change names the version it was based on: a stale one writes nothing and answers the item
 * as it is now (the route's 409).
 */

export type Ids = { familyId: string; itemKey: string };
/** A change's outcome: the item as saved, or (nothing written) the item as it is now. */
export type SaveOutcome = { saved: StaffAssessmentItem } | { conflict: StaffAssessmentItem };

/** Statement parts other features' reads embed: the family's open corrections, the staff page's summary. */
export const assessmentJsonParts = {
  openCorrections: repo.openCorrectionsJson,
  summary: repo.assessmentSummaryJson,
};
export const assessmentJsonSchemas = {
  openCorrections: z.array(repo.OpenCorrectionJsonSchema),
  summary: AssessmentSummarySchema,
};
export type OpenCorrectionJson = repo.OpenCorrectionJson;

export async function requireFamilyExists(db: Conn, familyId: string) {
  if (!(await familyContext.findFamily(db, familyId))) {
    throw new AppError('NOT_FOUND', { message: 'No family with this id.' });
  }
}

export const completedError = () =>
  new AppError('CONFLICT', {
    message: 'The home assessment is completed: it can no longer be changed.',
    translation: { key: 'errors.homeAssessment.completed' },
  });

/** The checklist item a change is about: 404 for a key the agency never had, 409 for one it switched off. */
export async function requireItemType(db: Conn, itemKey: string, recorded: boolean) {
  const type = (await repo.itemTypes(db)).find((row) => row.key === itemKey);
  if (!type) throw new AppError('NOT_FOUND', { message: 'No home assessment item with this key.' });
  if (!type.active && !recorded) {
    throw new AppError('CONFLICT', {
      message: `The agency no longer uses "${type.name}" in home assessments.`,
    });
  }
  return type;
}

async function rowsOf(db: Conn, familyId: string): Promise<AssessmentRows> {
  const [assessment, types] = await Promise.all([repo.findAssessment(db, familyId), repo.itemTypes(db)]);
  if (!assessment) return { assessment, types, results: [], photos: [] };
  const [results, photos] = await Promise.all([
    repo.resultsOf(db, assessment.id),
    repo.photosOf(db, assessment.id),
  ]);
  return { assessment, types, results, photos };
}

export async function getAssessment(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
): Promise<StaffHomeAssessment> {
  requireStaffPermission(caller, 'manage_families');
  await requireFamilyExists(ctx.db, familyId);
  return assessmentView(await rowsOf(ctx.db, familyId), familyId);
}

/** One item as it is now (after a change, or for a conflict's answer). */
export async function currentItem(db: Conn, ids: Ids): Promise<StaffAssessmentItem> {
  const rows = await rowsOf(db, ids.familyId);
  const type = rows.types.find((row) => row.key === ids.itemKey);
  if (!type) throw new AppError('NOT_FOUND', { message: 'No home assessment item with this key.' });
  const result = rows.results.find((row) => row.itemKey === ids.itemKey);
  return itemView(type, result, rows.photos, ids.familyId);
}

async function outcome(ctx: AppContext, ids: Ids, written: boolean): Promise<SaveOutcome> {
  const item = await currentItem(ctx.db, ids);
  return written ? { saved: item } : { conflict: item };
}

/** A correction's due date: today or later (400 otherwise). */
function checkedDueDate(ctx: AppContext, dueDate: string): string {
  if (daysUntil(dueDate, ctx.now()) < 0) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'The correction is due today or later, not in the past.',
    });
  }
  return dueDate;
}

const NO_CORRECTION = {
  correctionDueDate: null,
  correctionStatus: null,
  familyNote: null,
  answeredAt: null,
  staffReply: null,
  decidedAt: null,
  decidedBy: null,
} as const;

/** The correction fields a result gets: a new correction opens; an existing one keeps its course. */
function correctionValues(ctx: AppContext, body: RecordItemBody, existing: repo.LockedResult | undefined) {
  if (body.result !== 'needs_correction') return NO_CORRECTION;
  const dueDate = checkedDueDate(ctx, body.correctionDueDate ?? '');
  if (existing?.result === 'needs_correction') return { correctionDueDate: dueDate };
  return { ...NO_CORRECTION, correctionDueDate: dueDate, correctionStatus: 'open' as const };
}

/** Records one item's result; the first result starts the assessment. */
export async function recordItem(
  ctx: AppContext,
  caller: Caller,
  ids: Ids,
  body: RecordItemBody,
): Promise<SaveOutcome> {
  const staff = requireStaffPermission(caller, 'manage_families');
  await requireFamilyExists(ctx.db, ids.familyId);
  const written = await ctx.db.transaction(async (tx) => {
    const assessment = await repo.lockOrStartAssessment(tx, ids.familyId, staff.userId);
    if (assessment.completedAt) throw completedError();
    const existing = await repo.lockResult(tx, assessment.id, ids.itemKey);
    const type = await requireItemType(tx, ids.itemKey, existing !== undefined);
    if ((existing?.version ?? 0) !== body.version) return false;
    const values = {
      result: body.result,
      note: body.note ?? '',
      ...correctionValues(ctx, body, existing),
      updatedBy: staff.userId,
    };
    if (existing) await repo.updateResult(tx, existing.id, values);
    else await repo.insertResult(tx, assessment.id, ids.itemKey, values);
    await writeAudit(tx, caller.actor, {
      action: 'home_assessment.item_recorded',
      objectType: 'home_assessment_item',
      objectId: ids.itemKey,
      familyId: ids.familyId,
      details: { itemName: type.name, result: body.result, from: existing?.result ?? null },
    });
    return true;
  });
  return outcome(ctx, ids, written);
}

/** The locked result of an item that needs correction, in an assessment still open (404 / 409 otherwise). */
export async function lockCorrection(tx: Tx, familyId: string, itemKey: string) {
  const assessment = await repo.lockAssessment(tx, familyId);
  if (assessment?.completedAt) throw completedError();
  const result = assessment ? await repo.lockResult(tx, assessment.id, itemKey) : undefined;
  if (!assessment || result?.result !== 'needs_correction') {
    throw new AppError('NOT_FOUND', {
      message: 'No correction was asked for this item.',
      translation: { key: 'errors.homeAssessment.noCorrection' },
    });
  }
  return { assessment, result };
}

/** Accepts the family's correction (answered, or seen fixed), or asks again with what is missing. */
export async function decideCorrection(
  ctx: AppContext,
  caller: Caller,
  ids: Ids,
  body: DecideCorrectionBody,
): Promise<SaveOutcome> {
  const staff = requireStaffPermission(caller, 'manage_families');
  await requireFamilyExists(ctx.db, ids.familyId);
  const written = await ctx.db.transaction(async (tx) => {
    const { result } = await lockCorrection(tx, ids.familyId, ids.itemKey);
    if (result.version !== body.version) return false;
    const type = await requireItemType(tx, ids.itemKey, true);
    if (result.correctionStatus === 'accepted') {
      throw new AppError('CONFLICT', { message: 'This correction is already accepted.' });
    }
    if (body.decision === 'ask_again' && result.correctionStatus !== 'answered') {
      throw new AppError('CONFLICT', {
        message: 'The family has not answered this correction yet: there is nothing to ask again about.',
      });
    }
    const decided = { decidedAt: ctx.now(), decidedBy: staff.userId, updatedBy: staff.userId };
    await repo.updateResult(
      tx,
      result.id,
      body.decision === 'accept'
        ? { ...decided, correctionStatus: 'accepted', staffReply: body.reply ?? null }
        : {
            ...decided,
            correctionStatus: 'open',
            staffReply: body.reply ?? null,
            ...(body.dueDate ? { correctionDueDate: checkedDueDate(ctx, body.dueDate) } : {}),
          },
    );
    await writeAudit(tx, caller.actor, {
      action: 'home_assessment.correction_decided',
      objectType: 'home_assessment_item',
      objectId: ids.itemKey,
      familyId: ids.familyId,
      details: { itemName: type.name, decision: body.decision },
    });
    return true;
  });
  return outcome(ctx, ids, written);
}

/** The caseworker's sign-off: only when no item is open (409 naming them); the assessment is then locked. */
export async function completeAssessment(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
): Promise<StaffHomeAssessment> {
  const staff = requireStaffPermission(caller, 'manage_families');
  await requireFamilyExists(ctx.db, familyId);
  await ctx.db.transaction(async (tx) => {
    const assessment = await repo.lockAssessment(tx, familyId);
    if (!assessment) throw new AppError('CONFLICT', { message: 'The home assessment has not been started.' });
    if (assessment.completedAt) throw completedError();
    const view = assessmentView(await rowsOf(tx, familyId), familyId);
    const open = openItems(
      view.items.map((item) => ({ ...item, correctionStatus: item.correction?.status ?? null })),
    );
    if (open.length > 0)
      throw new AppError('CONFLICT', { message: openItemsSentence(open.map((item) => item.name)) });
    await repo.markCompleted(tx, assessment.id, staff.userId, ctx.now());
    await writeAudit(tx, caller.actor, {
      action: 'home_assessment.completed',
      objectType: 'home_assessment',
      objectId: assessment.id,
      familyId,
      details: { items: view.items.length },
    });
  });
  return getAssessment(ctx, caller, familyId);
}

/** The family's view: the assessment's state and the corrections it is asked for, with its own photos. */
export async function familyAssessment(ctx: AppContext, caller: Caller): Promise<FamilyHomeAssessment> {
  const { familyId } = requireFamily(caller);
  const rows = await rowsOf(ctx.db, familyId);
  const names = new Map(rows.types.map((type) => [type.key, type]));
  return {
    status: statusOf(rows.assessment),
    completedAt: rows.assessment?.completedAt?.toISOString() ?? null,
    corrections: rows.results
      .filter((row) => row.result === 'needs_correction' && row.correctionStatus && row.correctionDueDate)
      .sort((a, b) => (names.get(a.itemKey)?.position ?? 0) - (names.get(b.itemKey)?.position ?? 0))
      .map((row) => ({
        itemKey: row.itemKey,
        name: names.get(row.itemKey)?.name ?? row.itemKey,
        guidance: names.get(row.itemKey)?.guidance ?? '',
        note: row.note,
        dueDate: row.correctionDueDate ?? '',
        status: row.correctionStatus ?? 'open',
        staffReply: row.staffReply,
        familyNote: row.familyNote,
        answeredAt: row.answeredAt?.toISOString() ?? null,
        photos: rows.photos
          .filter((photo) => photo.itemKey === row.itemKey && photo.source === 'family')
          .map((photo) => photoView(photo, FAMILY_PHOTO_BASE)),
      })),
  };
}
