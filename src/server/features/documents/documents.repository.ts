import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../lib/contains-pattern';
import { auditLog, familyDocuments, families } from '../../db/schema';

type Conn = Db | Tx;
export type DocumentRow = typeof familyDocuments.$inferSelect;
/** The columns an upload sets; everything processing produced earlier is cleared. */
export type UploadValues = Pick<
  typeof familyDocuments.$inferInsert,
  'storageKey' | 'fileUrl' | 'mimeType' | 'sizeBytes' | 'pageCount' | 'submittedAt'
>;

/** Slots an upload may fill: an upload item not handed in yet, or rejected. */
const OPEN_SLOT = and(
  eq(familyDocuments.documentType, 'upload'),
  inArray(familyDocuments.status, ['pending', 'rejected']),
);

export async function listFamilyDocuments(db: Conn, familyId: string) {
  return db
    .select()
    .from(familyDocuments)
    .where(eq(familyDocuments.familyId, familyId))
    .orderBy(
      desc(sql`coalesce(${familyDocuments.submittedAt}, ${familyDocuments.createdAt})`),
      asc(familyDocuments.stepId),
      asc(familyDocuments.id),
    );
}

export async function findFamilyDocument(
  db: Conn,
  familyId: string,
  documentId: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(familyDocuments)
    .where(and(eq(familyDocuments.id, documentId), eq(familyDocuments.familyId, familyId)))
    .limit(1);
  return row;
}

/** An open slot with exactly this step and name, so an upload without a documentId still fills it. */
export async function findOpenSlotByName(db: Conn, familyId: string, stepId: number, documentName: string) {
  const [row] = await db
    .select()
    .from(familyDocuments)
    .where(
      and(
        eq(familyDocuments.familyId, familyId),
        eq(familyDocuments.stepId, stepId),
        eq(familyDocuments.documentName, documentName),
        // A slot that belongs to a household member is only filled when chosen by id.
        isNull(familyDocuments.householdMemberId),
        OPEN_SLOT,
      ),
    )
    .orderBy(asc(familyDocuments.createdAt))
    .limit(1);
  return row;
}

const CLEARED = {
  status: 'submitted',
  processingStatus: 'pending',
  approvedAt: null,
  rejectedAt: null,
  rejectionReason: null,
  thumbnailKey: null,
  ocrText: null,
  classification: null,
  classificationConfidence: null,
  expectedClassification: null,
  mismatch: false,
  processingError: null,
  processedAt: null,
} as const;

export async function insertUpload(
  db: Conn,
  row: UploadValues & { id: string; familyId: string; stepId: number; documentName: string },
): Promise<DocumentRow> {
  const [inserted] = await db
    .insert(familyDocuments)
    .values({ ...row, ...CLEARED, documentType: 'upload', required: false })
    .returning();
  if (!inserted) throw new Error('document insert returned nothing');
  return inserted;
}

/** Fills an open slot; undefined when it is no longer open (a concurrent upload or review won). */
export async function fillSlot(
  db: Conn,
  familyId: string,
  documentId: string,
  values: UploadValues,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(familyDocuments)
    .set({ ...values, ...CLEARED })
    .where(and(eq(familyDocuments.id, documentId), eq(familyDocuments.familyId, familyId), OPEN_SLOT))
    .returning();
  return row;
}

export interface StaffListFilters {
  status?: DocumentRow['status'];
  processingStatus?: DocumentRow['processingStatus'];
  familyId?: string;
  stepId?: number;
  flagged?: boolean;
  search?: string;
  page: number;
  pageSize: number;
}

const familyName = sql<string>`coalesce(${families.familyName}, ${families.primaryContactName})`;

const staffColumns = {
  document: familyDocuments,
  familyName,
  caseNumber: families.caseNumber,
};

/**
 * Documents whose name matches (trigram index) united with the documents of matching families (families
 * are few; their documents come through the family_id index): two index scans instead of one full scan.
 */
function searchMatches(db: Conn, pattern: string) {
  const matchingFamilies = db
    .select({ id: families.id })
    .from(families)
    .where(or(ilike(familyName, pattern), ilike(families.caseNumber, pattern)));
  return union(
    db.select({ id: familyDocuments.id }).from(familyDocuments).where(ilike(familyDocuments.documentName, pattern)),
    db.select({ id: familyDocuments.id }).from(familyDocuments).where(inArray(familyDocuments.familyId, matchingFamilies)),
  );
}

/** The staff review list: uploads only, newest submitted first (family_documents_submitted_idx). */
export async function listStaffDocuments(db: Conn, filters: StaffListFilters) {
  const pattern = filters.search ? containsPattern(filters.search) : undefined;
  const conditions: (SQL | undefined)[] = [
    eq(familyDocuments.documentType, 'upload'),
    // Without a status filter, slots nobody has uploaded to yet are not review work.
    filters.status ? eq(familyDocuments.status, filters.status) : isNotNull(familyDocuments.submittedAt),
    filters.processingStatus ? eq(familyDocuments.processingStatus, filters.processingStatus) : undefined,
    filters.familyId ? eq(familyDocuments.familyId, filters.familyId) : undefined,
    filters.stepId ? eq(familyDocuments.stepId, filters.stepId) : undefined,
    filters.flagged === undefined ? undefined : eq(familyDocuments.mismatch, filters.flagged),
    pattern ? inArray(familyDocuments.id, searchMatches(db, pattern)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select(staffColumns)
      .from(familyDocuments)
      .innerJoin(families, eq(families.id, familyDocuments.familyId))
      .where(where)
      .orderBy(sql`${familyDocuments.submittedAt} desc nulls last`, asc(familyDocuments.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db.select({ total: count() }).from(familyDocuments).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findStaffDocument(db: Conn, documentId: string) {
  const [row] = await db
    .select(staffColumns)
    .from(familyDocuments)
    .innerJoin(families, eq(families.id, familyDocuments.familyId))
    .where(eq(familyDocuments.id, documentId))
    .limit(1);
  return row;
}

/** Audit rows about one document, oldest first (audit_log_family_idx narrows them to its family). */
export async function documentHistory(db: Conn, familyId: string, documentId: string) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorEmail: auditLog.actorEmail,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.familyId, familyId),
        eq(auditLog.objectType, 'document'),
        eq(auditLog.objectId, documentId),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}

/** Locks the document for a review or a reprocess request. */
export async function lockDocument(db: Tx, documentId: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(familyDocuments)
    .where(eq(familyDocuments.id, documentId))
    .for('update')
    .limit(1);
  return row;
}

export async function updateDocument(
  db: Conn,
  documentId: string,
  values: Partial<typeof familyDocuments.$inferInsert>,
) {
  await db.update(familyDocuments).set(values).where(eq(familyDocuments.id, documentId));
}
