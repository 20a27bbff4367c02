import { and, eq, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { familyDocumentPages, familyDocumentVersions, familyDocuments } from '../../db/schema';
import type { DocumentRow } from './documents.repository';

/**
 * Keeps the current file of a document as its next earlier version, with the decision it had, before a
 * replacement takes its place. Nothing to keep when no file was handed in yet.
 */
export async function keepAsVersion(db: Conn, row: DocumentRow, replacedBy: string | null): Promise<void> {
  if (!row.storageKey || !row.mimeType) return;
  await db.insert(familyDocumentVersions).values({
    documentId: row.id,
    version: sql`(select coalesce(max(${familyDocumentVersions.version}), 0) + 1 from ${familyDocumentVersions} where ${familyDocumentVersions.documentId} = ${row.id})`,
    storageKey: row.storageKey,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes ?? 0,
    pageCount: row.pageCount,
    submittedAt: row.submittedAt,
    rejectedAt: row.rejectedAt,
    rejectionReason: row.rejectionReason,
    expiredOn: row.status === 'expired' ? row.expiresOn : null,
    replacedBy,
  });
}

/** Removes the rows of a document's rendered pages; returns their image keys, for removing the files after commit. */
export async function deletePages(db: Conn, documentId: string): Promise<string[]> {
  const rows = await db
    .delete(familyDocumentPages)
    .where(eq(familyDocumentPages.documentId, documentId))
    .returning({ imageKey: familyDocumentPages.imageKey });
  return rows.map((row) => row.imageKey);
}

export async function listVersions(db: Conn, documentId: string) {
  return db
    .select()
    .from(familyDocumentVersions)
    .where(eq(familyDocumentVersions.documentId, documentId))
    .orderBy(familyDocumentVersions.version);
}

export async function findVersion(db: Conn, documentId: string, version: number) {
  const [row] = await db
    .select({ version: familyDocumentVersions, documentName: familyDocuments.documentName })
    .from(familyDocumentVersions)
    .innerJoin(familyDocuments, eq(familyDocuments.id, familyDocumentVersions.documentId))
    .where(
      and(eq(familyDocumentVersions.documentId, documentId), eq(familyDocumentVersions.version, version)),
    )
    .limit(1);
  return row;
}

export async function listPages(db: Conn, documentId: string) {
  return db
    .select()
    .from(familyDocumentPages)
    .where(eq(familyDocumentPages.documentId, documentId))
    .orderBy(familyDocumentPages.pageNumber);
}

export async function findPage(db: Conn, documentId: string, pageNumber: number) {
  const [row] = await db
    .select({ page: familyDocumentPages, documentName: familyDocuments.documentName })
    .from(familyDocumentPages)
    .innerJoin(familyDocuments, eq(familyDocuments.id, familyDocumentPages.documentId))
    .where(
      and(eq(familyDocumentPages.documentId, documentId), eq(familyDocumentPages.pageNumber, pageNumber)),
    )
    .limit(1);
  return row;
}
