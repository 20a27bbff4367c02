import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, ts, updatedAt } from './columns';
import { families, householdMembers } from './families';

export const DOCUMENT_TYPES = ['upload', 'form', 'e-sign'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** pending -> submitted (upload) -> approved | rejected; forms and e-sign documents end 'completed'. */
export const DOCUMENT_STATUSES = ['pending', 'submitted', 'completed', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const PROCESSING_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

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
    stepId: integer('step_id').notNull().default(1),
    documentName: text('document_name').notNull(),
    documentType: text('document_type').$type<DocumentType>().notNull().default('upload'),
    required: boolean('required').notNull().default(true),
    status: text('status').$type<DocumentStatus>().notNull().default('pending'),
    processingStatus: text('processing_status').$type<ProcessingStatus>().notNull().default('pending'),
    /** Internal object-store key. Never serialized to a client; files go through authorized routes. */
    storageKey: text('storage_key'),
    fileUrl: text('file_url'),
    mimeType: text('mime_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** When the item is due (the journey step's "days remaining"). */
    dueDate: date('due_date', { mode: 'string' }),
    submittedAt: ts('submitted_at'),
    approvedAt: ts('approved_at'),
    rejectedAt: ts('rejected_at'),
    rejectionReason: text('rejection_reason'),
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
    check('family_documents_step_check', sql`${t.stepId} between 1 and 8`),
    check('family_documents_type_check', oneOf(t.documentType, DOCUMENT_TYPES)),
    check('family_documents_status_check', oneOf(t.status, DOCUMENT_STATUSES)),
    check('family_documents_processing_check', oneOf(t.processingStatus, PROCESSING_STATUSES)),
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
