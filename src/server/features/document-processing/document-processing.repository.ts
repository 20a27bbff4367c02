import { and, eq } from 'drizzle-orm';
import type { DocumentClassification } from '@shared/documents/classification';
import type { Conn } from '../../db/client';
import { familyDocuments } from '../../db/schema';

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
