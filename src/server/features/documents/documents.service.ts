import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  downloadFilename,
  FILE_KIND_INFO,
  UPLOAD_FILE_KINDS,
  type UploadFileKind,
} from '@shared/documents/file-kinds';
import type {
  DocumentHistoryEntry,
  FamilyDocument,
  ReviewDocumentBody,
  StaffDocument,
  StaffDocumentDetail,
  StaffDocumentPage,
  UploadDocumentFields,
  UploadDocumentResponse,
} from '@shared/documents/documents.schema';
import { AppError } from '../../lib/app-error';
import { writeAudit, type Actor } from '../../lib/audit';
import type { AppContext } from '../../lib/context';
import { requireFamily, requireStaffPermission, type Principal } from '../../lib/principal';
import { StorageKeyExistsError, StorageNotFoundError } from '../../lib/storage/storage';
import { documentStorageKey } from '../../lib/storage/storage-key';
import { enqueueDocumentProcessing } from '../document-processing/document-processing.service';
import * as repo from './documents.repository';
import { inspectUpload } from './file-inspection';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Spec 01 §7: the family is not told about processing failures; for them the upload is received. */
function familyProcessingStatus(
  status: repo.DocumentRow['processingStatus'],
): FamilyDocument['processingStatus'] {
  return status === 'failed' ? 'completed' : status;
}

/** The file and review fields that the family's and the staff's view of a document share. */
function fileAndReview(row: repo.DocumentRow) {
  return {
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    hasFile: row.storageKey !== null,
    hasThumbnail: row.thumbnailKey !== null,
    submittedAt: iso(row.submittedAt),
    approvedAt: iso(row.approvedAt),
    rejectedAt: iso(row.rejectedAt),
    rejectionReason: row.rejectionReason,
  };
}

function toFamilyDocument(row: repo.DocumentRow): FamilyDocument {
  return {
    id: row.id,
    stepId: row.stepId,
    documentName: row.documentName,
    documentType: row.documentType,
    required: row.required,
    status: row.status,
    processingStatus: familyProcessingStatus(row.processingStatus),
    ...fileAndReview(row),
    createdAt: row.createdAt.toISOString(),
  };
}

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

export interface UploadInput {
  fields: UploadDocumentFields;
  filename: string;
  bytes: Buffer;
}

async function findSlot(ctx: AppContext, familyId: string, fields: UploadDocumentFields) {
  if (!fields.documentId)
    return repo.findOpenSlotByName(ctx.db, familyId, fields.stepId, fields.documentName);
  const slot = await repo.findFamilyDocument(ctx.db, familyId, fields.documentId);
  if (!slot) throw new AppError('NOT_FOUND', { message: 'No document with this id.' });
  if (slot.documentType !== 'upload')
    throw new AppError('CONFLICT', { message: 'This item is a form or an e-signature, not a file upload.' });
  if (slot.status !== 'pending' && slot.status !== 'rejected') {
    throw new AppError('CONFLICT', {
      message: 'This document has already been handed in. It can be replaced if staff reject it.',
    });
  }
  return slot;
}

/**
 * A family hands in a file: the file is written first, then the row and its processing job in one
 * transaction; if the transaction fails the file is removed, so either both remain or neither.
 */
export async function uploadDocument(
  ctx: AppContext,
  principal: Principal | null,
  actor: Actor,
  input: UploadInput,
): Promise<UploadDocumentResponse> {
  const { familyId } = requireFamily(principal);
  const slot = await findSlot(ctx, familyId, input.fields);
  const inspection = await inspectUpload(input.bytes, input.filename);
  if ('rejected' in inspection)
    throw new AppError(inspection.rejected.code, { message: inspection.rejected.message });
  const { mimeType, extension, pageCount } = inspection.accepted;

  const documentId = slot?.id ?? randomUUID();
  const at = ctx.now();
  const storageKey = documentStorageKey({ familyId, documentId, at, extension });
  await ctx.storage.put(storageKey, input.bytes, mimeType).catch((error: unknown) => {
    if (error instanceof StorageKeyExistsError)
      throw new AppError('CONFLICT', {
        message: 'This document is being uploaded already. Please try again.',
        cause: error,
      });
    throw error;
  });
  const values = {
    storageKey,
    fileUrl: `/api/family/documents/${documentId}/file`,
    mimeType,
    sizeBytes: input.bytes.length,
    pageCount,
    submittedAt: at,
  };
  const documentName = slot?.documentName ?? input.fields.documentName;
  let saved: repo.DocumentRow;
  try {
    saved = await ctx.db.transaction(async (tx) => {
      const row = slot
        ? await repo.fillSlot(tx, familyId, slot.id, values)
        : await repo.insertUpload(tx, {
            ...values,
            id: documentId,
            familyId,
            stepId: input.fields.stepId,
            documentName,
          });
      if (!row)
        throw new AppError('CONFLICT', {
          message: 'This document changed while uploading. Please try again.',
        });
      await enqueueDocumentProcessing(tx, { documentId, storageKey }, at);
      await writeAudit(tx, actor, {
        action: 'document.uploaded',
        objectType: 'document',
        objectId: documentId,
        familyId,
        details: {
          documentName,
          stepId: row.stepId,
          mimeType,
          sizeBytes: input.bytes.length,
          replacement: slot?.status === 'rejected',
        },
      });
      return row;
    });
  } catch (error) {
    await Promise.allSettled([ctx.storage.delete(storageKey)]);
    throw error;
  }
  // A replacement supersedes the rejected file and its thumbnail.
  const superseded = [slot?.storageKey, slot?.thumbnailKey].filter((key) => typeof key === 'string');
  await Promise.allSettled(superseded.map((key) => ctx.storage.delete(key)));
  return { document: toFamilyDocument(saved) };
}

/** The family's own documents, newest first. */
export async function listFamilyDocuments(
  ctx: AppContext,
  principal: Principal | null,
): Promise<FamilyDocument[]> {
  const { familyId } = requireFamily(principal);
  return (await repo.listFamilyDocuments(ctx.db, familyId)).map(toFamilyDocument);
}

export type FileVariant = 'file' | 'thumbnail';

export interface ServedFile {
  body: Readable;
  size: number;
  contentType: string;
  filename: string;
}

function kindOfMime(mimeType: string | null): UploadFileKind | null {
  return UPLOAD_FILE_KINDS.find((kind) => FILE_KIND_INFO[kind].mimeType === mimeType) ?? null;
}

async function serve(
  ctx: AppContext,
  row: repo.DocumentRow | undefined,
  variant: FileVariant,
): Promise<ServedFile> {
  const key = variant === 'file' ? row?.storageKey : row?.thumbnailKey;
  if (!row || !key)
    throw new AppError('NOT_FOUND', {
      message: variant === 'file' ? 'This document has no file.' : 'This document has no thumbnail.',
    });
  const object = await ctx.storage.get(key).catch((error: unknown) => {
    throw error instanceof StorageNotFoundError
      ? new AppError('NOT_FOUND', { message: 'The file is missing.', cause: error })
      : error;
  });
  const thumbnail = variant === 'thumbnail';
  return {
    ...object,
    contentType: thumbnail ? 'image/webp' : (row.mimeType ?? 'application/octet-stream'),
    filename: thumbnail
      ? downloadFilename(`${row.documentName} thumbnail`, 'webp')
      : downloadFilename(row.documentName, kindOfMime(row.mimeType)),
  };
}

/** Only the owning family; another family's document is 404. */
export async function getFamilyDocumentFile(
  ctx: AppContext,
  principal: Principal | null,
  documentId: string,
  variant: FileVariant,
) {
  const { familyId } = requireFamily(principal);
  return serve(ctx, await repo.findFamilyDocument(ctx.db, familyId, documentId), variant);
}

export async function listStaffDocuments(
  ctx: AppContext,
  principal: Principal | null,
  query: repo.StaffListFilters,
): Promise<StaffDocumentPage> {
  requireStaffPermission(principal, 'manage_documents');
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

export async function getStaffDocument(ctx: AppContext, principal: Principal | null, documentId: string) {
  requireStaffPermission(principal, 'manage_documents');
  return staffDetail(ctx, documentId);
}

export async function getStaffDocumentFile(
  ctx: AppContext,
  principal: Principal | null,
  documentId: string,
  variant: FileVariant,
) {
  requireStaffPermission(principal, 'manage_documents');
  return serve(ctx, (await repo.findStaffDocument(ctx.db, documentId))?.document, variant);
}

const REVIEWABLE: readonly repo.DocumentRow['status'][] = ['submitted', 'approved', 'rejected'];

/** Approve (approved_at) or reject with a reason (rejected_at, rejection_reason); a later decision replaces an earlier one. */
export async function reviewDocument(
  ctx: AppContext,
  principal: Principal | null,
  actor: Actor,
  documentId: string,
  body: ReviewDocumentBody,
) {
  requireStaffPermission(principal, 'manage_documents');
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
    await writeAudit(tx, actor, {
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
export async function reprocessDocument(
  ctx: AppContext,
  principal: Principal | null,
  actor: Actor,
  documentId: string,
) {
  requireStaffPermission(principal, 'manage_documents');
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
    await writeAudit(tx, actor, {
      action: 'document.reprocess_requested',
      objectType: 'document',
      objectId: documentId,
      familyId: row.familyId,
      details: { documentName: row.documentName },
    });
  });
  return staffDetail(ctx, documentId);
}
