import { downloadFilename, fileKindOfMime } from '@shared/documents/file-kinds';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import type { ServedFile } from '../../lib/http/send-file';
import { StorageNotFoundError } from '../../lib/storage/storage';
import { isoOf } from '../../db/json';
import type * as repo from './documents.repository';

export const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A stored row as the JSON view the reads return (`DocumentViewJson`), for answers built from a row. */
export function viewOfRow(row: repo.DocumentRow): repo.DocumentViewJson {
  return {
    id: row.id,
    familyId: row.familyId,
    stepId: row.stepId,
    documentName: row.documentName,
    documentType: row.documentType,
    required: row.required,
    status: row.status,
    processingStatus: row.processingStatus,
    classification: row.classification,
    classificationConfidence: row.classificationConfidence,
    mismatch: row.mismatch,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    hasFile: row.storageKey !== null,
    hasThumbnail: row.thumbnailKey !== null,
    submittedAt: iso(row.submittedAt),
    approvedAt: iso(row.approvedAt),
    rejectedAt: iso(row.rejectedAt),
    rejectionReason: row.rejectionReason,
    waivedReason: row.waivedReason,
    validityMonths: row.validityMonths,
    expiresOn: row.expiresOn,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The file and review fields that the family's and the staff's view of a document share. */
export function fileAndReview(view: repo.DocumentViewJson) {
  return {
    mimeType: view.mimeType,
    sizeBytes: view.sizeBytes,
    hasFile: view.hasFile,
    hasThumbnail: view.hasThumbnail,
    submittedAt: isoOf(view.submittedAt),
    approvedAt: isoOf(view.approvedAt),
    rejectedAt: isoOf(view.rejectedAt),
    rejectionReason: view.rejectionReason,
    waivedReason: view.waivedReason,
    expiresOn: view.expiresOn,
  };
}

export type FileVariant = 'file' | 'thumbnail';

/** A stored object to send: its key, what it is served as, and the name a download gets. */
export interface StoredFile {
  key: string;
  contentType: string;
  filename: string;
}

/** Reads a stored object for sending; a key whose object is gone answers 404. */
export async function serveStoredFile(ctx: AppContext, file: StoredFile): Promise<ServedFile> {
  const object = await ctx.storage.get(file.key).catch((error: unknown) => {
    throw error instanceof StorageNotFoundError
      ? new AppError('NOT_FOUND', { message: 'The file is missing.', cause: error })
      : error;
  });
  return { ...object, contentType: file.contentType, filename: file.filename };
}

export async function serveDocumentFile(
  ctx: AppContext,
  row: repo.DocumentRow | undefined,
  variant: FileVariant,
): Promise<ServedFile> {
  const key = variant === 'file' ? row?.storageKey : row?.thumbnailKey;
  if (!row || !key)
    throw new AppError('NOT_FOUND', {
      message: variant === 'file' ? 'This document has no file.' : 'This document has no thumbnail.',
    });
  const thumbnail = variant === 'thumbnail';
  return serveStoredFile(ctx, {
    key,
    contentType: thumbnail ? 'image/webp' : (row.mimeType ?? 'application/octet-stream'),
    filename: thumbnail
      ? downloadFilename(`${row.documentName} thumbnail`, 'webp')
      : downloadFilename(row.documentName, fileKindOfMime(row.mimeType)),
  });
}
