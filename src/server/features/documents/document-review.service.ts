import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describeAuditEvent } from '@shared/audit/audit-events';
import { expiringSoonBy, expiryDate, isoDate } from '@shared/documents/expiry';
import { checkIdName, type IdNameCheck } from '@shared/documents/id-name-check';
import type {
  DocumentHistoryEntry,
  ReviewDocumentBody,
  StaffDocument,
  StaffDocumentDetail,
  StaffDocumentPage,
  StaffDocumentListFilters,
} from '@shared/documents/documents.schema';
import { preparedStatement, type Tx } from '../../db/client';
import { findStaffName } from '../../db/family-scope';
import { isoOf, rowsOf } from '../../db/json';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { readAsStaff, requireStaffSession, type StaffRead, staffRead } from '../auth/session-reads.service';
import { enqueueDocumentProcessing } from '../document-processing/document-processing.service';
import { notifyFamily } from '../notifications/notify-family';
import * as forms from '../signing/staff-forms.service';
import { fileAndReview, serveDocumentFile, type FileVariant, viewOfRow } from './document-files';
import * as repo from './documents.repository';
import * as list from './staff-document-list.repository';

function toStaffDocument(view: repo.StaffDocumentJson): StaffDocument {
  return {
    id: view.id,
    familyId: view.familyId,
    familyName: view.familyName,
    caseNumber: view.caseNumber,
    memberName: view.memberName,
    stepId: view.stepId,
    documentName: view.documentName,
    documentType: view.documentType,
    status: view.status,
    validityMonths: view.validityMonths,
    processingStatus: view.processingStatus,
    classification: view.classification,
    classificationConfidence: view.classificationConfidence,
    mismatch: view.mismatch,
    ...fileAndReview(view),
  };
}

const MANAGE_DOCUMENTS = ['manage_documents'] as const;
type PageValues = Partial<Record<keyof list.StaffPageShape, unknown>> & { limit: number; offset: number };
type PageJson = { total: number; rows: repo.StaffDocumentTuple[]; caseworkerName: string | null };
const pageReads = new Map<string, StaffRead<PageJson, PageValues>>();

/** The one-statement read of a list shape, made on first use (one prepared statement per shape). */
function pageRead(shape: list.StaffPageShape) {
  const filters = Object.entries(shape).flatMap(([filter, used]) => (used ? [filter] : []));
  const name = ['staff_documents', ...filters].join('_');
  let read = pageReads.get(name);
  if (!read) {
    read = staffRead(name, list.StaffDocumentPageJsonSchema, list.staffDocumentPageJson(shape), 'generic');
    pageReads.set(name, read);
  }
  return read;
}

export async function listStaffDocuments(
  ctx: AppContext,
  caller: Caller,
  { expiring, ...rest }: StaffDocumentListFilters,
): Promise<StaffDocumentPage> {
  const query: list.StaffListFilters = {
    ...rest,
    ...(expiring === 'soon' ? { expiringBefore: expiringSoonBy(ctx.now()) } : {}),
  };
  const paging = { page: query.page, pageSize: query.pageSize };
  if (query.search) {
    await requireStaffSession(ctx, caller, MANAGE_DOCUMENTS);
    const [{ rows, total, totalIsCapped }, caseworkerName] = await Promise.all([
      list.listStaffDocuments(ctx.db, query),
      query.caseworker ? findStaffName(ctx.db, query.caseworker) : null,
    ]);
    return {
      items: rows.map((row) => toStaffDocument(staffViewOf(row))),
      total,
      totalIsCapped,
      caseworkerName,
      ...paging,
    };
  }
  const { search: _search, page, pageSize, ...filters } = query;
  const shape: list.StaffPageShape = {
    status: filters.status !== undefined,
    processingStatus: filters.processingStatus !== undefined,
    familyId: filters.familyId !== undefined,
    stepId: filters.stepId !== undefined,
    flagged: filters.flagged !== undefined,
    expiringBefore: filters.expiringBefore !== undefined,
    caseworker: filters.caseworker !== undefined,
    applicantType: filters.applicantType !== undefined,
  };
  const { data } = await readAsStaff(ctx, caller, MANAGE_DOCUMENTS, pageRead(shape), {
    ...filters,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    items: rowsOf(repo.staffViewFields, data?.rows ?? []).map(toStaffDocument),
    total: data?.total ?? 0,
    totalIsCapped: false,
    caseworkerName: data?.caseworkerName ?? null,
    ...paging,
  };
}

/** A row of the search path (Drizzle) as the JSON view the other reads return. */
function staffViewOf({
  document,
  familyName,
  caseNumber,
  memberName,
}: repo.StaffDocumentRow): repo.StaffDocumentJson {
  return { ...viewOfRow(document), familyName, caseNumber, memberName };
}

function toHistoryEntry(row: repo.HistoryJson): DocumentHistoryEntry {
  const details = row.details as { reason?: unknown } | null;
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    action: row.action,
    actorEmail: row.actorEmail,
    description: describeAuditEvent(row),
    reason: typeof details?.reason === 'string' ? details.reason : null,
  };
}

/** A photo ID (recognised or asked for as one) is checked against the household once its text is read. */
function nameCheckOf(view: repo.StaffDocumentDetailJson): IdNameCheck | null {
  const isPhotoId = view.classification === 'photo_id' || view.expectedClassification === 'photo_id';
  if (!isPhotoId || view.processedAt === null) return null;
  return checkIdName(view.ocrText, view.householdNames);
}

function toStaffDetail(view: repo.StaffDocumentDetailJson | null | undefined): StaffDocumentDetail {
  if (!view) throw new AppError('NOT_FOUND', { message: 'No document with this id.' });
  return {
    ...toStaffDocument(view),
    expectedClassification: view.expectedClassification,
    ocrText: view.ocrText,
    pageCount: view.pageCount,
    processingError: view.processingError,
    processedAt: isoOf(view.processedAt),
    processingRetryAt: isoOf(view.processingRetryAt),
    addedByName: view.addedByName,
    nameCheck: nameCheckOf(view),
    history: view.history.map(toHistoryEntry),
    versions: view.versions.map((version) => ({
      ...version,
      submittedAt: isoOf(version.submittedAt),
      rejectedAt: isoOf(version.rejectedAt),
      replacedAt: new Date(version.replacedAt).toISOString(),
    })),
    pages: view.pages,
  };
}

const detailRead = staffRead<repo.StaffDocumentDetailJson, { documentId: string }>(
  'staff_document',
  repo.StaffDocumentDetailJsonSchema,
  repo.staffDocumentDetailJson(),
);
/** The same read after a change made by this request, whose session is already checked. */
const detail = preparedStatement<{ view: repo.StaffDocumentDetailJson | null }, { documentId: string }>(
  'staff_document_after_change',
  z.object({ view: repo.StaffDocumentDetailJsonSchema.nullable() }),
  sql`select (${repo.staffDocumentDetailJson()}) as view`,
);

async function staffDetail(ctx: AppContext, documentId: string): Promise<StaffDocumentDetail> {
  const [row] = await detail(ctx.db, { documentId });
  return toStaffDetail(row?.view);
}

export async function getStaffDocument(ctx: AppContext, caller: Caller, documentId: string) {
  const { data } = await readAsStaff(ctx, caller, MANAGE_DOCUMENTS, detailRead, { documentId });
  return toStaffDetail(data);
}

export async function getStaffDocumentFile(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  variant: FileVariant,
) {
  requireStaffPermission(caller, 'manage_documents');
  return serveDocumentFile(ctx, (await repo.findStaffDocument(ctx.db, documentId))?.document, variant);
}

const REVIEWABLE: readonly repo.DocumentRow['status'][] = ['submitted', 'approved', 'rejected'];

type Decision<D extends ReviewDocumentBody['decision']> = Extract<ReviewDocumentBody, { decision: D }>;

/**
 * The last day an approved copy is valid: the date staff entered (after today), else the date the family read
 * off the copy when it handed it in (still after today), else the approval date plus the item's validity
 * period, else none.
 */
function expiryOnApproval(row: repo.DocumentRow, body: Decision<'approve'>, now: Date): string | null {
  if (body.expiresOn) {
    if (body.expiresOn <= isoDate(now))
      throw new AppError('VALIDATION_FAILED', { message: 'The expiry date must be after today.' });
    return body.expiresOn;
  }
  if (row.expiresOn) {
    if (row.expiresOn <= isoDate(now))
      throw new AppError('VALIDATION_FAILED', {
        message: 'The expiry date the family entered has passed; enter the date on the document.',
      });
    return row.expiresOn;
  }
  return row.validityMonths ? expiryDate(now, row.validityMonths) : null;
}

async function approve(tx: Tx, caller: Caller, row: repo.DocumentRow, body: Decision<'approve'>, now: Date) {
  const expiresOn = expiryOnApproval(row, body, now);
  await repo.updateDocument(tx, row.id, {
    status: 'approved',
    approvedAt: now,
    rejectedAt: null,
    rejectionReason: null,
    expiresOn,
    expiryReminderDays: null,
  });
  const subject = { objectType: 'document', objectId: row.id, familyId: row.familyId } as const;
  await writeAudit(tx, caller.actor, {
    action: 'document.approved',
    ...subject,
    details: { documentName: row.documentName },
  });
  if (expiresOn)
    await writeAudit(tx, caller.actor, {
      action: 'document.expiry_set',
      ...subject,
      details: { documentName: row.documentName, expiresOn },
    });
}

/** The family hears of a rejection in its bell (and by e-mail), in the transaction of the decision. */
async function reject(tx: Tx, caller: Caller, row: repo.DocumentRow, body: Decision<'reject'>, now: Date) {
  await repo.updateDocument(tx, row.id, {
    status: 'rejected',
    rejectedAt: now,
    rejectionReason: body.reason,
    approvedAt: null,
    expiresOn: null,
    expiryReminderDays: null,
  });
  await writeAudit(tx, caller.actor, {
    action: 'document.rejected',
    objectType: 'document',
    objectId: row.id,
    familyId: row.familyId,
    details: { documentName: row.documentName, reason: body.reason },
  });
  await notifyFamily(
    tx,
    {
      kind: 'document_rejected',
      familyId: row.familyId,
      documentId: row.id,
      documentName: row.documentName,
      reason: body.reason,
    },
    now,
  );
}

/** A signed form's states staff decide on: submitted (completed) or approved. */
const FORM_REVIEWABLE: readonly repo.DocumentRow['status'][] = ['completed', 'approved'];

/**
 * A form or e-signature document is reviewed like an upload once it was signed and submitted: approving it is
 * the same decision; rejecting it hands the form back to the family as a draft to correct and sign again.
 */
async function reviewForm(
  ctx: AppContext,
  tx: Tx,
  caller: Caller,
  row: repo.DocumentRow,
  body: ReviewDocumentBody,
) {
  if (!FORM_REVIEWABLE.includes(row.status) || !(await forms.isSubmittedForm(tx, row.id))) {
    throw new AppError('CONFLICT', { message: 'Only forms that were signed and submitted can be reviewed.' });
  }
  if (body.decision === 'approve') await approve(tx, caller, row, body, ctx.now());
  else await forms.returnSubmittedForm(ctx, tx, caller, row.id, body.reason);
}

/**
 * Approve (approved_at, and expires_on for an item with a validity period or a date staff entered) or reject
 * with a reason (rejected_at, rejection_reason, a notice to the family); a later decision replaces an earlier
 * one; signed forms are reviewed the same way (reviewForm). A "Likely mismatch" flag does not block approval:
 * the review page asks staff to confirm it.
 */
export async function reviewDocument(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  body: ReviewDocumentBody,
) {
  requireStaffPermission(caller, 'manage_documents');
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockDocument(tx, documentId);
    if (!row) throw new AppError('NOT_FOUND', { message: 'No document with this id.' });
    if (row.documentType !== 'upload') return reviewForm(ctx, tx, caller, row, body);
    if (!REVIEWABLE.includes(row.status)) {
      throw new AppError('CONFLICT', {
        message: 'Only uploaded documents that were handed in can be reviewed.',
      });
    }
    if (body.decision === 'approve') await approve(tx, caller, row, body, ctx.now());
    else await reject(tx, caller, row, body, ctx.now());
  });
  return staffDetail(ctx, documentId);
}

/** Queues processing again after it failed for good. */
export async function reprocessDocument(ctx: AppContext, caller: Caller, documentId: string) {
  requireStaffPermission(caller, 'manage_documents');
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockDocument(tx, documentId);
    if (!row) throw new AppError('NOT_FOUND', { message: 'No document with this id.' });
    if (row.processingStatus !== 'failed' || !row.storageKey) {
      throw new AppError('CONFLICT', {
        message: 'Only documents whose processing failed can be processed again.',
      });
    }
    await repo.updateDocument(tx, documentId, { processingStatus: 'pending', processingError: null });
    await enqueueDocumentProcessing(tx, { documentId, storageKey: row.storageKey }, ctx.now());
    await writeAudit(tx, caller.actor, {
      action: 'document.reprocess_requested',
      objectType: 'document',
      objectId: documentId,
      familyId: row.familyId,
      details: { documentName: row.documentName },
    });
  });
  return staffDetail(ctx, documentId);
}
