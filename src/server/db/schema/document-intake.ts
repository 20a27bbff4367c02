import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  INTAKE_ATTACHMENT_STATUSES,
  type IntakeAttachmentStatus,
} from '../../../shared/document-intake/document-intake.schema';
import { users } from './auth';
import { createdAt, oneOf, ts, updatedAt } from './columns';
import { familyDocuments } from './documents';
import { families } from './families';

/**
 * One attachment of an e-mail sent to the agency's intake address (issue 50), waiting in the staff queue until
 * staff file it to a family's checklist item or discard it. Mail whose subject names no family's case number
 * waits with no family.
 */
export const documentIntakeAttachments = pgTable(
  'document_intake_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The attachments of one message share it. */
    messageId: uuid('message_id').notNull(),
    receivedAt: ts('received_at').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    /** The family whose case number the subject names; null when none (or no known one) does. */
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'set null' }),
    /** The attachment's own name (as sent; only ever shown, never used as a path). */
    filename: text('filename').notNull(),
    /** The type its bytes are (magic bytes); null for a refused attachment. */
    mimeType: text('mime_type'),
    sizeBytes: integer('size_bytes').notNull(),
    status: text('status').$type<IntakeAttachmentStatus>().notNull(),
    /** Why the upload checks refused it (their message); set when status is 'refused'. */
    refusedReason: text('refused_reason'),
    /** Internal object-store key; null for a refused attachment and once it is filed or discarded. */
    storageKey: text('storage_key'),
    /** The checklist item it was filed to. */
    documentId: uuid('document_id').references(() => familyDocuments.id, { onDelete: 'set null' }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: ts('handled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The queue: what still waits (and what was refused), newest first.
    index('document_intake_status_received_idx').on(t.status, t.receivedAt.desc(), t.id),
    uniqueIndex('document_intake_storage_key_key').on(t.storageKey),
    check('document_intake_status_check', oneOf(t.status, INTAKE_ATTACHMENT_STATUSES)),
    check('document_intake_refused_check', sql`${t.status} <> 'refused' or ${t.refusedReason} is not null`),
  ],
);
