import { type AnyColumn, and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { PROCESS_DOCUMENT_JOB } from '@shared/documents/processing-jobs';
import type { Conn, Tx } from '../../db/client';
import { jsonArray, jsonObject, type JsonRow, type JsonTuple } from '../../db/json';
import { jsonRowSchema, jsonTupleSchema } from '../../db/json-schema';
import { staffNameOf } from '../../db/family-scope';
import {
  auditLog,
  familyDocumentPages,
  familyDocumentVersions,
  familyDocuments,
  families,
  householdMembers,
  jobs,
  profiles,
} from '../../db/schema';

export type DocumentRow = typeof familyDocuments.$inferSelect;
/**
 * The columns an upload sets (expires_on: the date the family read off the copy, else null); everything
 * processing or a review produced earlier is cleared.
 */
export type UploadValues = Pick<
  typeof familyDocuments.$inferInsert,
  | 'storageKey'
  | 'fileUrl'
  | 'mimeType'
  | 'sizeBytes'
  | 'pageCount'
  | 'submittedAt'
  | 'expiresOn'
  | 'fileAddedBy'
>;

/** Statuses whose file a new upload may replace: not handed in yet, rejected, or no longer valid. */
export const REPLACEABLE_STATUSES = ['pending', 'rejected', 'expired'] as const;

/** Slots an upload may fill. */
const OPEN_SLOT = and(
  eq(familyDocuments.documentType, 'upload'),
  inArray(familyDocuments.status, [...REPLACEABLE_STATUSES]),
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
  waivedReason: familyDocuments.waivedReason,
  validityMonths: familyDocuments.validityMonths,
  expiresOn: familyDocuments.expiresOn,
  createdAt: familyDocuments.createdAt,
};
export type DocumentViewJson = JsonRow<typeof documentViewFields>;
const documentViewSqlSchemas = { hasFile: z.boolean(), hasThumbnail: z.boolean() };
export const DocumentViewJsonSchema = jsonRowSchema(documentViewFields, documentViewSqlSchemas);

/** The family's view adds whether staff handed the current file in for them ("Added by staff"). */
const familyViewFields = {
  ...documentViewFields,
  addedByStaff: sql<boolean>`${familyDocuments.fileAddedBy} is not null`,
};
export type FamilyDocumentViewJson = JsonRow<typeof familyViewFields>;
export const FamilyDocumentViewJsonSchema = jsonRowSchema(familyViewFields, {
  ...documentViewSqlSchemas,
  addedByStaff: z.boolean(),
});

/** The family's documents, newest first, as one JSON array (`FamilyDocumentViewJson[]`). */
export function familyDocumentsJson(familyId: SQL): SQL {
  return jsonArray(
    familyViewFields,
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
  expiresOn: null,
  expiryReminderDays: null,
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
    .values({ ...CLEARED, ...row, documentType: 'upload', required: false })
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
    .set({ ...CLEARED, ...values })
    .where(and(eq(familyDocuments.id, documentId), eq(familyDocuments.familyId, familyId), OPEN_SLOT))
    .returning();
  return row;
}

export const familyName = sql<string>`coalesce(${families.familyName}, ${families.primaryContactName})`;
/** Whose document it is: the member's name, or the name they had when they left; null for the household's own. */
export const memberName = sql<
  string | null
>`coalesce(${householdMembers.name}, ${familyDocuments.formerMemberName})`;

export const staffColumns = {
  document: familyDocuments,
  familyName,
  caseNumber: families.caseNumber,
  memberName,
};

export const staffViewFields = {
  ...documentViewFields,
  familyName,
  caseNumber: families.caseNumber,
  memberName,
};
export type StaffDocumentJson = JsonRow<typeof staffViewFields>;
/** A staff list row as `jsonTuple(staffViewFields)` yields it; `rowsOf(staffViewFields, …)` reads it. */
export type StaffDocumentTuple = JsonTuple<typeof staffViewFields>;
const staffViewSqlSchemas = {
  ...documentViewSqlSchemas,
  familyName: z.string(),
  memberName: z.string().nullable(),
};
export const StaffDocumentTupleSchema = jsonTupleSchema(staffViewFields, staffViewSqlSchemas);

const historyFields = {
  id: auditLog.id,
  at: auditLog.at,
  action: auditLog.action,
  actorEmail: auditLog.actorEmail,
  actorName: sql<string | null>`coalesce(${profiles.displayName}, ${auditLog.actorEmail})`,
  details: auditLog.details,
};
export type HistoryJson = JsonRow<typeof historyFields>;
const HistoryJsonSchema = jsonRowSchema(historyFields, { actorName: z.string().nullable() });

const versionFields = {
  version: familyDocumentVersions.version,
  mimeType: familyDocumentVersions.mimeType,
  sizeBytes: familyDocumentVersions.sizeBytes,
  pageCount: familyDocumentVersions.pageCount,
  submittedAt: familyDocumentVersions.submittedAt,
  rejectedAt: familyDocumentVersions.rejectedAt,
  rejectionReason: familyDocumentVersions.rejectionReason,
  expiredOn: familyDocumentVersions.expiredOn,
  replacedAt: familyDocumentVersions.createdAt,
};
export type VersionJson = JsonRow<typeof versionFields>;
const VersionJsonSchema = jsonRowSchema(versionFields);

const pageFields = {
  pageNumber: familyDocumentPages.pageNumber,
  width: familyDocumentPages.width,
  height: familyDocumentPages.height,
};
export type PageJson = JsonRow<typeof pageFields>;
const PageJsonSchema = jsonRowSchema(pageFields);

/** A document's earlier files, oldest first (`VersionJson[]`). */
export function versionsJson(documentId: SQL | AnyColumn): SQL {
  return jsonArray(
    versionFields,
    sql`from ${familyDocumentVersions} where ${familyDocumentVersions.documentId} = ${documentId}`,
    sql`${familyDocumentVersions.version}`,
  );
}

/** The rendered pages of a document's current file, in order (`PageJson[]`). */
export function pagesJson(documentId: SQL | AnyColumn): SQL {
  return jsonArray(
    pageFields,
    sql`from ${familyDocumentPages} where ${familyDocumentPages.documentId} = ${documentId}`,
    sql`${familyDocumentPages.pageNumber}`,
  );
}

/**
 * When processing tries again after a failed attempt (a queued process_document job with an error), else null:
 * the review page says "retrying at …" rather than "processing".
 */
const processingRetryAt = sql<string | null>`(select ${jobs.runAt} from ${jobs}
  where ${jobs.kind} = ${PROCESS_DOCUMENT_JOB} and ${jobs.status} = 'queued' and ${jobs.lastError} is not null
    and ${jobs.payload}->>'documentId' = ${familyDocuments.id}::text
  order by ${jobs.runAt} limit 1)`;

/** What the staff review page shows of a document besides its list row. */
const detailColumns = {
  expectedClassification: familyDocuments.expectedClassification,
  ocrText: familyDocuments.ocrText,
  pageCount: familyDocuments.pageCount,
  processingError: familyDocuments.processingError,
  processedAt: familyDocuments.processedAt,
  addedByName: staffNameOf(sql`${familyDocuments.fileAddedBy}`),
  /** Everyone in the household, for the photo ID's name check (the subquery's own household_members, not the joined member). */
  householdNames: sql<
    string[]
  >`(select coalesce(json_agg(${householdMembers.name} order by ${householdMembers.createdAt}), '[]'::json)
    from ${householdMembers} where ${householdMembers.familyId} = ${familyDocuments.familyId})`,
};
export type StaffDocumentDetailJson = StaffDocumentJson &
  JsonRow<typeof detailColumns> & {
    history: HistoryJson[];
    versions: VersionJson[];
    pages: PageJson[];
    processingRetryAt: string | null;
  };
export const StaffDocumentDetailJsonSchema: z.ZodType<StaffDocumentDetailJson> = z.intersection(
  jsonRowSchema(staffViewFields, staffViewSqlSchemas),
  z.intersection(
    jsonRowSchema(detailColumns, { addedByName: z.string().nullable(), householdNames: z.array(z.string()) }),
    z.object({
      history: z.array(HistoryJsonSchema),
      versions: z.array(VersionJsonSchema),
      pages: z.array(PageJsonSchema),
      processingRetryAt: z.string().nullable(),
    }),
  ),
);

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
    ...detailColumns,
    history,
    versions: versionsJson(familyDocuments.id),
    pages: pagesJson(familyDocuments.id),
    processingRetryAt,
  })}
    from ${familyDocuments} join ${families} on ${families.id} = ${familyDocuments.familyId}
      left join ${householdMembers} on ${householdMembers.id} = ${familyDocuments.householdMemberId}
    where ${familyDocuments.id} = ${sql.placeholder('documentId')}::uuid`;
}

export type StaffDocumentRow = NonNullable<Awaited<ReturnType<typeof findStaffDocument>>>;

export async function findStaffDocument(db: Conn, documentId: string) {
  const [row] = await db
    .select(staffColumns)
    .from(familyDocuments)
    .innerJoin(families, eq(families.id, familyDocuments.familyId))
    .leftJoin(householdMembers, eq(householdMembers.id, familyDocuments.householdMemberId))
    .where(eq(familyDocuments.id, documentId))
    .limit(1);
  return row;
}

/** The family's items a file can be handed in for, by step and name (staff's upload and intake filing). */
export async function listOpenSlots(db: Conn, familyId: string) {
  return db
    .select({
      id: familyDocuments.id,
      stepId: familyDocuments.stepId,
      documentName: familyDocuments.documentName,
      memberName,
      status: familyDocuments.status,
    })
    .from(familyDocuments)
    .leftJoin(householdMembers, eq(householdMembers.id, familyDocuments.householdMemberId))
    .where(and(eq(familyDocuments.familyId, familyId), OPEN_SLOT))
    .orderBy(asc(familyDocuments.stepId), asc(familyDocuments.documentName), asc(familyDocuments.id));
}

export async function familyExists(db: Conn, familyId: string): Promise<boolean> {
  const [row] = await db.select({ id: families.id }).from(families).where(eq(families.id, familyId));
  return row !== undefined;
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
