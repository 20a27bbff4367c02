import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DOCUMENT_CLASSIFICATIONS,
  type DocumentClassification,
} from '../../../shared/documents/classification';
import {
  DOCUMENT_STATUSES,
  PROCESSING_STATUSES,
  type DocumentStatus,
  type ProcessingStatus,
} from '../../../shared/documents/documents.schema';
import { DOCUMENT_SOURCES, type DocumentSource } from '../../../shared/requirements/requirement-rules';
import { users } from './auth';
import { createdAt, oneOf, ts, updatedAt } from './columns';
import { families, householdMembers } from './families';
import { documentRequirements } from './requirements';

export { DOCUMENT_STATUSES, PROCESSING_STATUSES, type DocumentStatus, type ProcessingStatus };

export const DOCUMENT_TYPES = ['upload', 'form', 'e-sign'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** One required or submitted item of a family's journey (spec 01 §3, spec 02 §3). */
export const familyDocuments = pgTable(
  'family_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    /** Whose document it is; step 1 groups by Primary Applicant / Co-Applicant / Other Adult. */
    householdMemberId: uuid('household_member_id').references(() => householdMembers.id, {
      onDelete: 'set null',
    }),
    /** The member's name when they left the household; the document stays, named after them. */
    formerMemberName: text('former_member_name'),
    /** The checklist item it was made from; null for one-off items and unrequested uploads. */
    requirementId: uuid('requirement_id').references(() => documentRequirements.id, {
      onDelete: 'set null',
    }),
    source: text('source').$type<DocumentSource>().notNull().default('family'),
    /** Staff who added a one-off item. */
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    stepId: integer('step_id').notNull().default(1),
    documentName: text('document_name').notNull(),
    documentType: text('document_type').$type<DocumentType>().notNull().default('upload'),
    required: boolean('required').notNull().default(true),
    status: text('status').$type<DocumentStatus>().notNull().default('pending'),
    processingStatus: text('processing_status').$type<ProcessingStatus>().notNull().default('pending'),
    /** Internal object-store key. Never serialized to a client; files go through authorized routes. */
    storageKey: text('storage_key'),
    fileUrl: text('file_url'),
    /** Staff who handed in the current file for the family (an upload or a filed e-mail); null when the family did. */
    fileAddedBy: uuid('file_added_by').references(() => users.id, { onDelete: 'set null' }),
    mimeType: text('mime_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** When the item is due (the journey step's "days remaining"). */
    dueDate: date('due_date', { mode: 'string' }),
    submittedAt: ts('submitted_at'),
    approvedAt: ts('approved_at'),
    rejectedAt: ts('rejected_at'),
    rejectionReason: text('rejection_reason'),
    waivedAt: ts('waived_at'),
    waivedBy: uuid('waived_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why staff excused the item; shown to the family. */
    waivedReason: text('waived_reason'),
    /** How long an approved copy stays valid (from the checklist item); null means no expiry. */
    validityMonths: integer('validity_months'),
    /** The last day the approved copy is valid. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** The last expiry reminder sent for the current copy (60, then 30 days ahead); null when none yet. */
    expiryReminderDays: integer('expiry_reminder_days'),
    /** Object-store key of the processed thumbnail; internal like storage_key. */
    thumbnailKey: text('thumbnail_key'),
    ocrText: text('ocr_text'),
    pageCount: integer('page_count'),
    /** What processing recognised the document as, with a 0..1 confidence. */
    classification: text('classification').$type<DocumentClassification>(),
    classificationConfidence: numeric('classification_confidence', {
      precision: 4,
      scale: 3,
      mode: 'number',
    }),
    /** What the slot asks for, derived from document_name at processing time. */
    expectedClassification: text('expected_classification').$type<DocumentClassification>(),
    /** Likely not what was requested; staff filter on it. */
    mismatch: boolean('mismatch').notNull().default(false),
    /** Why processing failed; staff only, the family sees a generic status. */
    processingError: text('processing_error'),
    processedAt: ts('processed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('family_documents_family_step_idx').on(t.familyId, t.stepId),
    index('family_documents_family_created_idx').on(t.familyId, t.createdAt.desc()),
    index('family_documents_family_type_idx').on(t.familyId, t.documentType, t.createdAt.desc()),
    index('family_documents_status_idx').on(t.status, t.createdAt),
    index('family_documents_processing_idx').on(t.processingStatus),
    index('family_documents_member_idx').on(t.householdMemberId),
    uniqueIndex('family_documents_storage_key_key').on(t.storageKey),
    // One document per checklist item and member (the household's own items have no member).
    uniqueIndex('family_documents_requirement_key')
      .on(
        t.familyId,
        t.requirementId,
        sql`coalesce(${t.householdMemberId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.requirementId} is not null`),
    // The daily expiry scan and the staff "Expiring soon" filter.
    index('family_documents_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.expiresOn} is not null and ${t.status} = 'approved'`),
    uniqueIndex('family_documents_thumbnail_key_key').on(t.thumbnailKey),
    // The staff review list: what families handed in (any kind), newest submitted first, the id breaking ties; unfiltered and by each
    // filter, so a page is a short index-only scan in list order and a total an index-only count.
    index('family_documents_review_idx')
      .on(t.submittedAt.desc().nullsLast(), t.id)
      .where(sql`${t.submittedAt} is not null`),
    index('family_documents_review_status_idx')
      .on(t.status, t.submittedAt.desc().nullsLast(), t.id)
      .where(sql`${t.submittedAt} is not null`),
    index('family_documents_review_processing_idx')
      .on(t.processingStatus, t.submittedAt.desc().nullsLast(), t.id)
      .where(sql`${t.submittedAt} is not null`),
    index('family_documents_review_step_idx')
      .on(t.stepId, t.submittedAt.desc().nullsLast(), t.id)
      .where(sql`${t.submittedAt} is not null`),
    index('family_documents_review_mismatch_idx')
      .on(t.mismatch, t.submittedAt.desc().nullsLast(), t.id)
      .where(sql`${t.submittedAt} is not null`),
    // Also serves a search's family matches: their documents come from here in list order.
    index('family_documents_review_family_idx')
      .on(t.familyId, t.submittedAt.desc().nullsLast(), t.id)
      .where(sql`${t.submittedAt} is not null`),
    // Staff Analytics: hand-ins of a range by family (the family filters), and hand-in to decision of the documents
    // decided in a range, read from the index alone.
    index('family_documents_submitted_family_idx')
      .on(t.submittedAt, t.familyId)
      .where(sql`${t.submittedAt} is not null`),
    index('family_documents_approved_idx')
      .on(t.approvedAt, t.submittedAt, t.familyId)
      .where(sql`${t.status} = 'approved' and ${t.approvedAt} is not null`),
    index('family_documents_rejected_idx')
      .on(t.rejectedAt, t.submittedAt, t.familyId)
      .where(sql`${t.status} = 'rejected' and ${t.rejectedAt} is not null`),
    check('family_documents_step_check', sql`${t.stepId} between 1 and 8`),
    check('family_documents_type_check', oneOf(t.documentType, DOCUMENT_TYPES)),
    check('family_documents_source_check', oneOf(t.source, DOCUMENT_SOURCES)),
    check(
      'family_documents_waived_check',
      sql`${t.status} <> 'waived' or (${t.waivedAt} is not null and ${t.waivedReason} is not null)`,
    ),
    check('family_documents_validity_check', sql`${t.validityMonths} is null or ${t.validityMonths} >= 1`),
    check('family_documents_status_check', oneOf(t.status, DOCUMENT_STATUSES)),
    check('family_documents_processing_check', oneOf(t.processingStatus, PROCESSING_STATUSES)),
    check(
      'family_documents_classification_check',
      sql`${t.classification} is null or ${oneOf(t.classification, DOCUMENT_CLASSIFICATIONS)}`,
    ),
    check(
      'family_documents_expected_classification_check',
      sql`${t.expectedClassification} is null or ${oneOf(t.expectedClassification, DOCUMENT_CLASSIFICATIONS)}`,
    ),
    check(
      'family_documents_confidence_check',
      sql`${t.classificationConfidence} is null or ${t.classificationConfidence} between 0 and 1`,
    ),
    check('family_documents_page_count_check', sql`${t.pageCount} is null or ${t.pageCount} >= 0`),
    check('family_documents_size_check', sql`${t.sizeBytes} is null or ${t.sizeBytes} >= 0`),
    check(
      'family_documents_approved_at_check',
      sql`${t.status} <> 'approved' or ${t.approvedAt} is not null`,
    ),
    check(
      'family_documents_rejected_at_check',
      sql`${t.status} <> 'rejected' or ${t.rejectedAt} is not null`,
    ),
  ],
);

/**
 * Agency-wide document counts for the staff dashboard, kept exact by a trigger on family_documents in the
 * same transaction as each change (migration 0007), and split over 16 shards (`abs(hashtext(family_id)) % 16`) so concurrent uploads and reviews
 * of different families rarely wait on the same row. Reading sums 16 rows instead of counting every document.
 */
export const documentCounters = pgTable('document_counters', {
  shard: smallint('shard').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  submitted: bigint('submitted', { mode: 'number' }).notNull().default(0),
  failed: bigint('failed', { mode: 'number' }).notNull().default(0),
  /** Files families handed in (submitted_at set), every kind: the staff Documents page and card count these. */
  handedIn: bigint('handed_in', { mode: 'number' }).notNull().default(0),
});

/**
 * The 16 shards' rows, read through the primary key. A bulk load updates them thousands of times in one
 * transaction and leaves the table hundreds of pages long; a sequential scan would read every page for 16 rows.
 */
export const everyDocumentCounterShard = sql`${documentCounters.shard} between 0 and 15`;
