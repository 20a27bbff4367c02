import {
  and,
  asc,
  count,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client';
import { jsonArray, jsonObject, type JsonRow } from '../../db/json';
import { containsPattern } from '../../lib/contains-pattern';
import { auditLog, familyDocuments, families, profiles } from '../../db/schema';

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

/** What the family's and the staff's views of a document show, as JSON; storage keys stay in the database. */
const documentViewFields = {
  id: familyDocuments.id,
  familyId: familyDocuments.familyId,
  stepId: familyDocuments.stepId,
  documentName: familyDocuments.documentName,
  documentType: familyDocuments.documentType,
  required: familyDocuments.required,
  status: familyDocuments.status,
  processingStatus: familyDocuments.processingStatus,
  classification: familyDocuments.classification,
  classificationConfidence: familyDocuments.classificationConfidence,
  mismatch: familyDocuments.mismatch,
  mimeType: familyDocuments.mimeType,
  sizeBytes: familyDocuments.sizeBytes,
  hasFile: sql<boolean>`${familyDocuments.storageKey} is not null`,
  hasThumbnail: sql<boolean>`${familyDocuments.thumbnailKey} is not null`,
  submittedAt: familyDocuments.submittedAt,
  approvedAt: familyDocuments.approvedAt,
  rejectedAt: familyDocuments.rejectedAt,
  rejectionReason: familyDocuments.rejectionReason,
  createdAt: familyDocuments.createdAt,
};
export type DocumentViewJson = JsonRow<typeof documentViewFields>;

/** The family's documents, newest first, as one JSON array (`DocumentViewJson[]`). */
export function familyDocumentsJson(familyId: SQL): SQL {
  return jsonArray(
    documentViewFields,
    sql`from ${familyDocuments} where ${familyDocuments.familyId} = ${familyId}`,
    sql`coalesce(${familyDocuments.submittedAt}, ${familyDocuments.createdAt}) desc, ${familyDocuments.stepId}, ${familyDocuments.id}`,
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

/** A search counts its matches only up to here; past it the total is "more than this". */
const SEARCH_TOTAL_CAP = 1000;
/** A search matching more families than this is broad on the family side (see searchConditions). */
const FAMILY_IDS_MAX = 500;

const familyName = sql<string>`coalesce(${families.familyName}, ${families.primaryContactName})`;

const staffColumns = {
  document: familyDocuments,
  familyName,
  caseNumber: families.caseNumber,
};

interface SearchConditions {
  all: SQL;
  known: SQL;
  broad: boolean;
}

/**
 * Documents with a matching name or of a family whose name or case number matches. The families are looked
 * up first (their trigram indexes) and passed as a constant array, so the planner sees how many documents
 * they bring: for a narrow search it unites two index lookups (family_documents_review_family_idx and the
 * name trigram index), for a broad one it walks the list order and stops after the page. The family test
 * comes first, so a family match skips the ILIKE on the name.
 *
 * When more than FAMILY_IDS_MAX families match, `all` tests each row's family instead (a walk in list order
 * meets a match every few rows); `known`, the documents of the first families found, is then a subset that
 * is cheap to count and usually reaches the cap on its own.
 */
async function searchConditions(db: Conn, pattern: string): Promise<SearchConditions> {
  const familyMatches = or(ilike(familyName, pattern), ilike(families.caseNumber, pattern));
  const found = await db
    .select({ id: families.id })
    .from(families)
    .where(familyMatches)
    .limit(FAMILY_IDS_MAX + 1);
  const nameMatches = ilike(familyDocuments.documentName, pattern);
  const ids = found.map((row) => row.id);
  const known = ids.length
    ? sql`(${familyDocuments.familyId} = any(${sql.param(ids)}::uuid[]) or ${nameMatches})`
    : nameMatches;
  if (ids.length <= FAMILY_IDS_MAX) return { all: known, known, broad: false };
  const ofMatchingFamily = db
    .select({ one: sql`1` })
    .from(families)
    .where(and(eq(families.id, familyDocuments.familyId), familyMatches));
  return { all: sql`(${exists(ofMatchingFamily)} or ${nameMatches})`, known, broad: true };
}

/** How many rows match, counting no further than SEARCH_TOTAL_CAP + 1. */
async function countToCap(db: Conn, where: SQL | undefined): Promise<number> {
  const matches = db
    .select({ id: familyDocuments.id })
    .from(familyDocuments)
    .where(where)
    .limit(SEARCH_TOTAL_CAP + 1)
    .as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  return row?.total ?? 0;
}

/** The list's total: exact without a search (an index-only count), up to the cap with one. */
async function countStaffDocuments(
  db: Conn,
  filtered: SQL | undefined,
  search: SearchConditions | undefined,
) {
  if (!search) {
    const [row] = await db.select({ total: count() }).from(familyDocuments).where(filtered);
    return { total: row?.total ?? 0, totalIsCapped: false };
  }
  let total = await countToCap(db, and(filtered, search.known));
  if (total <= SEARCH_TOTAL_CAP && search.broad) total = await countToCap(db, and(filtered, search.all));
  return total > SEARCH_TOTAL_CAP
    ? { total: SEARCH_TOTAL_CAP, totalIsCapped: true }
    : { total, totalIsCapped: false };
}

/**
 * The staff review list: uploads only, newest submitted first, the id breaking ties (the
 * family_documents_review_* indexes). The page's ids are found first (without a search, by an index-only
 * scan) and only then its rows and families read, so a deep page skips index entries, not rows. Totals are
 * exact, but a search (whose matches no index can count) counts to SEARCH_TOTAL_CAP and says when it
 * stopped there.
 */
export async function listStaffDocuments(db: Conn, filters: StaffListFilters) {
  const filtered = and(
    eq(familyDocuments.documentType, 'upload'),
    // Without a status filter, slots nobody has uploaded to yet are not review work.
    filters.status ? eq(familyDocuments.status, filters.status) : isNotNull(familyDocuments.submittedAt),
    filters.processingStatus ? eq(familyDocuments.processingStatus, filters.processingStatus) : undefined,
    filters.familyId ? eq(familyDocuments.familyId, filters.familyId) : undefined,
    filters.stepId ? eq(familyDocuments.stepId, filters.stepId) : undefined,
    filters.flagged === undefined ? undefined : eq(familyDocuments.mismatch, filters.flagged),
  );
  const search = filters.search ? await searchConditions(db, containsPattern(filters.search)) : undefined;
  const page = db
    .select({ id: familyDocuments.id, submittedAt: familyDocuments.submittedAt })
    .from(familyDocuments)
    .where(and(filtered, search?.all))
    .orderBy(sql`${familyDocuments.submittedAt} desc nulls last`, asc(familyDocuments.id))
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize)
    .as('page');
  const [rows, totals] = await Promise.all([
    db
      .select(staffColumns)
      .from(page)
      .innerJoin(familyDocuments, eq(familyDocuments.id, page.id))
      .innerJoin(families, eq(families.id, familyDocuments.familyId))
      .orderBy(sql`${page.submittedAt} desc nulls last`, asc(page.id)),
    countStaffDocuments(db, filtered, search),
  ]);
  return { rows, ...totals };
}

const staffViewFields = { ...documentViewFields, familyName, caseNumber: families.caseNumber };
export type StaffDocumentJson = JsonRow<typeof staffViewFields>;

/** Which filters a staff list page without a search has; each shape is its own prepared statement. */
export type StaffPageShape = Record<
  'status' | 'processingStatus' | 'familyId' | 'stepId' | 'flagged',
  boolean
>;

/**
 * A page of the staff review list without a search and its exact total, as one JSON value (`{ total, rows:
 * StaffDocumentJson[] }`), from the placeholders of the filters the shape has, `limit` and `offset`. The same
 * order and index use as `listStaffDocuments`: the page's ids first, then their rows.
 */
export function staffDocumentPageJson(shape: StaffPageShape): SQL {
  const placeholder = (name: keyof StaffPageShape, type: string) =>
    sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  const filtered = and(
    eq(familyDocuments.documentType, 'upload'),
    shape.status
      ? sql`${familyDocuments.status} = ${placeholder('status', 'text')}`
      : isNotNull(familyDocuments.submittedAt),
    shape.processingStatus
      ? sql`${familyDocuments.processingStatus} = ${placeholder('processingStatus', 'text')}`
      : undefined,
    shape.familyId ? sql`${familyDocuments.familyId} = ${placeholder('familyId', 'uuid')}` : undefined,
    shape.stepId ? sql`${familyDocuments.stepId} = ${placeholder('stepId', 'int')}` : undefined,
    shape.flagged ? sql`${familyDocuments.mismatch} = ${placeholder('flagged', 'boolean')}` : undefined,
  );
  return sql`select json_build_object(
    'total', (select count(*) from ${familyDocuments} where ${filtered}),
    'rows', (select coalesce(json_agg(listed.item), '[]'::json) from (
      select ${jsonObject(staffViewFields)} as item
      from (select ${familyDocuments.id} as id, ${familyDocuments.submittedAt} as submitted_at
            from ${familyDocuments} where ${filtered}
            order by ${familyDocuments.submittedAt} desc nulls last, ${familyDocuments.id}
            limit ${sql.placeholder('limit')}::int offset ${sql.placeholder('offset')}::int) page
      join ${familyDocuments} on ${familyDocuments.id} = page.id
      join ${families} on ${families.id} = ${familyDocuments.familyId}
      order by page.submitted_at desc nulls last, page.id) listed))`;
}

const historyFields = {
  id: auditLog.id,
  at: auditLog.at,
  action: auditLog.action,
  actorEmail: auditLog.actorEmail,
  actorName: sql<string | null>`coalesce(${profiles.displayName}, ${auditLog.actorEmail})`,
  details: auditLog.details,
};
export type HistoryJson = JsonRow<typeof historyFields>;
export type StaffDocumentDetailJson = StaffDocumentJson & {
  expectedClassification: DocumentRow['expectedClassification'];
  ocrText: string | null;
  pageCount: number | null;
  processingError: string | null;
  processedAt: string | null;
  history: HistoryJson[];
};

/**
 * One document as the staff review page shows it, with its audit history oldest first (audit_log_family_idx
 * narrows it to the family), as one JSON value (`StaffDocumentDetailJson`) for the `documentId` placeholder.
 */
export function staffDocumentDetailJson(): SQL {
  const history = jsonArray(
    historyFields,
    sql`from ${auditLog} left join ${profiles} on ${profiles.id} = ${auditLog.actorUserId}
      where ${auditLog.familyId} = ${familyDocuments.familyId} and ${auditLog.objectType} = 'document'
        and ${auditLog.objectId} = ${familyDocuments.id}::text`,
    sql`${auditLog.at}, ${auditLog.id}`,
  );
  return sql`select ${jsonObject({
    ...staffViewFields,
    expectedClassification: familyDocuments.expectedClassification,
    ocrText: familyDocuments.ocrText,
    pageCount: familyDocuments.pageCount,
    processingError: familyDocuments.processingError,
    processedAt: familyDocuments.processedAt,
    history,
  })}
    from ${familyDocuments} join ${families} on ${families.id} = ${familyDocuments.familyId}
    where ${familyDocuments.id} = ${sql.placeholder('documentId')}::uuid`;
}

export type StaffDocumentRow = Awaited<ReturnType<typeof listStaffDocuments>>['rows'][number];

export async function findStaffDocument(db: Conn, documentId: string) {
  const [row] = await db
    .select(staffColumns)
    .from(familyDocuments)
    .innerJoin(families, eq(families.id, familyDocuments.familyId))
    .where(eq(familyDocuments.id, documentId))
    .limit(1);
  return row;
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
