import type { DocumentPage, DocumentVersion } from '@shared/documents/documents.schema';
import { downloadFilename, FILE_KIND_INFO, fileKindOfMime } from '@shared/documents/file-kinds';
import { AppError } from '../../lib/app-error';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { iso, serveStoredFile } from './document-files';
import * as files from './document-files.repository';
import * as repo from './documents.repository';

/** Staff who review documents see their earlier files and rendered pages; the family sees neither. */
const REVIEW_PERMISSION = 'manage_documents';

async function requireDocument(ctx: AppContext, documentId: string) {
  if (!(await repo.findStaffDocument(ctx.db, documentId)))
    throw new AppError('NOT_FOUND', { message: 'No document with this id.' });
}

/** A document's earlier files, oldest first. */
export async function listDocumentVersions(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
): Promise<DocumentVersion[]> {
  requireStaffPermission(caller, REVIEW_PERMISSION);
  await requireDocument(ctx, documentId);
  const rows = await files.listVersions(ctx.db, documentId);
  return rows.map((row) => ({
    version: row.version,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    pageCount: row.pageCount,
    submittedAt: iso(row.submittedAt),
    rejectedAt: iso(row.rejectedAt),
    rejectionReason: row.rejectionReason,
    expiredOn: row.expiredOn,
    replacedAt: row.createdAt.toISOString(),
  }));
}

export async function getDocumentVersionFile(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  version: number,
) {
  requireStaffPermission(caller, REVIEW_PERMISSION);
  const found = await files.findVersion(ctx.db, documentId, version);
  if (!found) throw new AppError('NOT_FOUND', { message: 'This document has no such version.' });
  return serveStoredFile(ctx, {
    key: found.version.storageKey,
    contentType: found.version.mimeType,
    filename: downloadFilename(
      `${found.documentName} version ${version}`,
      fileKindOfMime(found.version.mimeType),
    ),
  });
}

/** The current file's rendered pages, in order. */
export async function listDocumentPages(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
): Promise<DocumentPage[]> {
  requireStaffPermission(caller, REVIEW_PERMISSION);
  await requireDocument(ctx, documentId);
  const rows = await files.listPages(ctx.db, documentId);
  return rows.map(({ pageNumber, width, height }) => ({ pageNumber, width, height }));
}

export async function getDocumentPageImage(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  pageNumber: number,
) {
  requireStaffPermission(caller, REVIEW_PERMISSION);
  const found = await files.findPage(ctx.db, documentId, pageNumber);
  if (!found) throw new AppError('NOT_FOUND', { message: 'This document has no such page.' });
  // Processing renders pages as WebP; the demo's drawn samples are their own PNG page.
  const kind = found.page.imageKey.endsWith('.png') ? 'png' : 'webp';
  return serveStoredFile(ctx, {
    key: found.page.imageKey,
    contentType: FILE_KIND_INFO[kind].mimeType,
    filename: downloadFilename(`${found.documentName} page ${pageNumber}`, kind),
  });
}
