import { describeAuditEvent } from '@shared/audit/audit-events';
import type {
  DocumentHistoryEntry,
  ReviewDocumentBody,
  StaffDocument,
  StaffDocumentDetail,
  StaffDocumentPage,
} from '@shared/documents/documents.schema';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { enqueueDocumentProcessing } from '../document-processing/document-processing.service';
import { fileAndReview, iso, serveDocumentFile, type FileVariant } from './document-files';
import * as repo from './documents.repository';

type StaffRow = NonNullable<Awaited<ReturnType<typeof repo.findStaffDocument>>>;

function toStaffDocument({ document: row, familyName, caseNumber }: StaffRow): StaffDocument {
  return {
    id: row.id,
    familyId: row.familyId,
    familyName,
    caseNumber,
    stepId: row.stepId,
    documentName: row.documentName,
    status: row.status,
    processingStatus: row.processingStatus,
    classification: row.classification,
    classificationConfidence: row.classificationConfidence,
    mismatch: row.mismatch,
    ...fileAndReview(row),
  };
}

export async function listStaffDocuments(
  ctx: AppContext,
  caller: Caller,
  query: repo.StaffListFilters,
): Promise<StaffDocumentPage> {
  requireStaffPermission(caller, 'manage_documents');
  const { rows, total, totalIsCapped } = await repo.listStaffDocuments(ctx.db, query);
  return {
    items: rows.map(toStaffDocument),
    total,
    totalIsCapped,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function toHistoryEntry(row: Awaited<ReturnType<typeof repo.documentHistory>>[number]): DocumentHistoryEntry {
  const reason = row.details?.reason;
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actorEmail: row.actorEmail,
    description: describeAuditEvent(row),
    reason: typeof reason === 'string' ? reason : null,
  };
}

async function staffDetail(ctx: AppContext, documentId: string): Promise<StaffDocumentDetail> {
  const found = await repo.findStaffDocument(ctx.db, documentId);
  if (!found) throw new AppError('NOT_FOUND', { message: 'No document with this id.' });
  const row = found.document;
  const history = await repo.documentHistory(ctx.db, row.familyId, row.id);
  return {
    ...toStaffDocument(found),
    expectedClassification: row.expectedClassification,
    ocrText: row.ocrText,
    pageCount: row.pageCount,
    processingError: row.processingError,
    processedAt: iso(row.processedAt),
    history: history.map(toHistoryEntry),
  };
}

export async function getStaffDocument(ctx: AppContext, caller: Caller, documentId: string) {
  requireStaffPermission(caller, 'manage_documents');
  return staffDetail(ctx, documentId);
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

/** Approve (approved_at) or reject with a reason (rejected_at, rejection_reason); a later decision replaces an earlier one. */
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
    if (row.documentType !== 'upload' || !REVIEWABLE.includes(row.status)) {
      throw new AppError('CONFLICT', {
        message: 'Only uploaded documents that were handed in can be reviewed.',
      });
    }
    const now = ctx.now();
    await repo.updateDocument(
      tx,
      documentId,
      body.decision === 'approve'
        ? { status: 'approved', approvedAt: now, rejectedAt: null, rejectionReason: null }
        : { status: 'rejected', rejectedAt: now, rejectionReason: body.reason, approvedAt: null },
    );
    await writeAudit(tx, caller.actor, {
      action: body.decision === 'approve' ? 'document.approved' : 'document.rejected',
      objectType: 'document',
      objectId: documentId,
      familyId: row.familyId,
      details: {
        documentName: row.documentName,
        ...(body.decision === 'reject' ? { reason: body.reason } : {}),
      },
    });
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
