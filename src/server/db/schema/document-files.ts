import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, ts } from './columns';
import { familyDocuments } from './documents';

/**
 * Earlier files of a document: replacing a rejected or expired copy moves the current file here, with the
 * decision it had, so staff keep the history. Version numbers start at 1 for the first file handed in.
 */
export const familyDocumentVersions = pgTable(
  'family_document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => familyDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Internal object-store key; served only through authorized routes. */
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    pageCount: integer('page_count'),
    submittedAt: ts('submitted_at'),
    rejectedAt: ts('rejected_at'),
    rejectionReason: text('rejection_reason'),
    /** Set when the file was retired because its validity ran out. */
    expiredOn: date('expired_on', { mode: 'string' }),
    /** Who handed in the replacement that retired this file. */
    replacedBy: uuid('replaced_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('family_document_versions_document_key').on(t.documentId, t.version),
    uniqueIndex('family_document_versions_storage_key_key').on(t.storageKey),
    check('family_document_versions_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * The rendered pages of a document's current file, in order (processing writes them): several photos handed
 * in for one item become one PDF, and staff review every page, not only the first.
 */
export const familyDocumentPages = pgTable(
  'family_document_pages',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => familyDocuments.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    /** Internal object-store key of the page image (PNG or WebP). */
    imageKey: text('image_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.pageNumber] }),
    uniqueIndex('family_document_pages_image_key_key').on(t.imageKey),
    index('family_document_pages_document_idx').on(t.documentId),
    check('family_document_pages_number_check', sql`${t.pageNumber} >= 1`),
  ],
);
