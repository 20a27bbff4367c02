import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DocumentClassification } from '@shared/documents/classification';
import type { Conn } from '../../db/client';
import { families, familyDocumentPages, familyDocuments, householdMembers, users } from '../../db/schema';

export async function findDocument(db: Conn, documentId: string) {
  const [row] = await db
    .select({
      id: familyDocuments.id,
      familyId: familyDocuments.familyId,
      documentName: familyDocuments.documentName,
      mimeType: familyDocuments.mimeType,
      storageKey: familyDocuments.storageKey,
      thumbnailKey: familyDocuments.thumbnailKey,
      pageCount: familyDocuments.pageCount,
      submittedAt: familyDocuments.submittedAt,
    })
    .from(familyDocuments)
    .where(eq(familyDocuments.id, documentId))
    .limit(1);
  return row;
}

/** Every write is conditional on the file the job was queued for: a replacement upload makes the job moot. */
const sameFile = (documentId: string, storageKey: string) =>
  and(eq(familyDocuments.id, documentId), eq(familyDocuments.storageKey, storageKey));

export async function setProcessingStatus(
  db: Conn,
  documentId: string,
  storageKey: string,
  status: 'pending' | 'processing' | 'failed',
  error: string | null,
) {
  const rows = await db
    .update(familyDocuments)
    .set({ processingStatus: status, processingError: error })
    .where(sameFile(documentId, storageKey))
    .returning({ familyId: familyDocuments.familyId, documentName: familyDocuments.documentName });
  return rows[0];
}

export interface ProcessingResult {
  storageKey: string;
  sizeBytes: number;
  thumbnailKey: string | null;
  ocrText: string | null;
  pageCount: number | null;
  classification: DocumentClassification;
  classificationConfidence: number;
  expectedClassification: DocumentClassification | null;
  mismatch: boolean;
  processedAt: Date;
}

/** A rendered page, stored under its own key. */
export interface StoredPage {
  pageNumber: number;
  imageKey: string;
  width: number;
  height: number;
}

/**
 * The document's pages become `pages`; returns the image keys of the pages they replace (re-processing), for
 * removing their files after the commit.
 */
export async function replacePages(db: Conn, documentId: string, pages: StoredPage[]): Promise<string[]> {
  const removed = await db
    .delete(familyDocumentPages)
    .where(eq(familyDocumentPages.documentId, documentId))
    .returning({ imageKey: familyDocumentPages.imageKey });
  if (pages.length)
    await db.insert(familyDocumentPages).values(pages.map((page) => ({ ...page, documentId })));
  return removed.map((page) => page.imageKey);
}

/** Stores the results; false when the document changed meanwhile (then the caller discards its files). */
export async function saveResult(
  db: Conn,
  documentId: string,
  queuedKey: string,
  result: ProcessingResult,
): Promise<boolean> {
  const rows = await db
    .update(familyDocuments)
    .set({
      ...result,
      processingStatus: 'completed',
      processingError: null,
    })
    .where(sameFile(documentId, queuedKey))
    .returning({ id: familyDocuments.id });
  return rows.length > 0;
}

/** Handed-in documents without a file (only seeded ones can be), with what their sample file shows. */
export async function findHandedInWithoutFile(db: Conn, limit: number) {
  return db
    .select({
      id: familyDocuments.id,
      familyId: familyDocuments.familyId,
      documentName: familyDocuments.documentName,
      submittedAt: familyDocuments.submittedAt,
      status: familyDocuments.status,
      memberName: sql<string | null>`coalesce(${householdMembers.name}, ${familyDocuments.formerMemberName})`,
      familyName: sql<string>`coalesce(${families.familyName}, ${families.primaryContactName})`,
      caseNumber: families.caseNumber,
      stepId: familyDocuments.stepId,
      /** Who handed it in: the family's portal account, else its primary contact's address. */
      uploaderId: sql<
        string | null
      >`(select ${users.id} from ${users} where ${users.familyId} = ${families.id}
        and ${users.householdMemberId} is null order by ${users.createdAt} limit 1)`,
      uploaderEmail: sql<string | null>`coalesce((select ${users.email} from ${users}
        where ${users.familyId} = ${families.id} and ${users.householdMemberId} is null
        order by ${users.createdAt} limit 1), ${families.primaryContactEmail})`,
    })
    .from(familyDocuments)
    .innerJoin(families, eq(families.id, familyDocuments.familyId))
    .leftJoin(householdMembers, eq(householdMembers.id, familyDocuments.householdMemberId))
    .where(and(isNotNull(familyDocuments.submittedAt), isNull(familyDocuments.storageKey)))
    .orderBy(familyDocuments.submittedAt, familyDocuments.id)
    .limit(limit);
}

/**
 * Gives a seeded document its sample file as if the family had uploaded it (processing pending); false when it
 * got a file meanwhile.
 */
export async function attachSampleUpload(
  db: Conn,
  documentId: string,
  file: { storageKey: string; mimeType: string; fileUrl: string; sizeBytes: number },
): Promise<boolean> {
  const rows = await db
    .update(familyDocuments)
    .set({ ...file, processingStatus: 'pending', processingError: null })
    .where(and(eq(familyDocuments.id, documentId), isNull(familyDocuments.storageKey)))
    .returning({ id: familyDocuments.id });
  return rows.length > 0;
}

/** Gives a seeded document its sample file and results; false when it got a file meanwhile. */
export async function attachSampleFile(
  db: Conn,
  documentId: string,
  file: { mimeType: string; fileUrl: string } & ProcessingResult,
): Promise<boolean> {
  const rows = await db
    .update(familyDocuments)
    .set({ ...file, processingStatus: 'completed', processingError: null })
    .where(and(eq(familyDocuments.id, documentId), isNull(familyDocuments.storageKey)))
    .returning({ id: familyDocuments.id });
  return rows.length > 0;
}
