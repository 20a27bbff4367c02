import { downloadFilename, fileKindOfMime } from '@shared/documents/file-kinds';
import { AppError } from '../../lib/app-error';
import type { AppContext } from '../../lib/context';
import type { ServedFile } from '../../lib/http/send-file';
import { StorageNotFoundError } from '../../lib/storage/storage';
import type * as repo from './documents.repository';

export const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The file and review fields that the family's and the staff's view of a document share. */
export function fileAndReview(row: repo.DocumentRow) {
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

export type FileVariant = 'file' | 'thumbnail';

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
      : downloadFilename(row.documentName, fileKindOfMime(row.mimeType)),
  };
}
