import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REFERENCE_REQUESTERS, type ReferenceRequester } from '../../../shared/references/references.limits';
import type { FormData } from '../../../shared/signing/form-rules';
import { users } from './auth';
import { createdAt, oneOf, ts } from './columns';
import { families } from './families';
import { documentTemplates, type TemplateFormField } from './templates';

/**
 * A reference asked of someone outside the household (issue 44). The questionnaire is the agency's reference
 * template as it stood when asked (its fields are kept here, like a started form keeps its version). The status
 * is worked out from the dates (shared/references/references.limits.ts). Once completed the row holds the answers,
 * the drawn signature and its evidence, and the sealed PDF's storage key and hashes; the family never reads them.
 */
export const familyReferences = pgTable(
  'family_references',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    referenceName: text('reference_name').notNull(),
    email: text('email').notNull(),
    relationship: text('relationship').notNull(),
    /** The family's language when asked: the e-mails' and the questionnaire's. */
    language: text('language').notNull(),
    requestedByKind: text('requested_by_kind').$type<ReferenceRequester>().notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    templateId: uuid('template_id').references(() => documentTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name').notNull(),
    templateVersion: integer('template_version').notNull(),
    formFields: jsonb('form_fields').$type<TemplateFormField[]>().notNull(),
    createdAt: createdAt(),
    /** When the newest link went out (the request, a reminder or a resend) and when it stops working. */
    lastSentAt: ts('last_sent_at').notNull(),
    linkExpiresAt: ts('link_expires_at').notNull(),
    remindersSent: integer('reminders_sent').notNull().default(0),
    openedAt: ts('opened_at'),
    cancelledAt: ts('cancelled_at'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    completedAt: ts('completed_at'),
    answers: jsonb('answers').$type<FormData>(),
    signatureData: text('signature_data'),
    ipAddress: inet('ip_address'),
    userAgent: text('user_agent'),
    consent: boolean('consent'),
    /** The sealed PDF (private storage) and what verification answers from. */
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    sealedSha256: text('sealed_sha256'),
    verificationCode: text('verification_code'),
  },
  (t) => [
    index('family_references_family_idx').on(t.familyId, t.createdAt.desc()),
    // The reminder scan reads the open requests only.
    index('family_references_open_idx')
      .on(t.createdAt)
      .where(sql`${t.completedAt} is null and ${t.cancelledAt} is null`),
    uniqueIndex('family_references_code_key').on(t.verificationCode),
    uniqueIndex('family_references_sha_key').on(t.sealedSha256),
    check('family_references_requester_check', oneOf(t.requestedByKind, REFERENCE_REQUESTERS)),
    check('family_references_settled_check', sql`${t.completedAt} is null or ${t.cancelledAt} is null`),
    // A completed reference has every part of its evidence and its seal.
    check(
      'family_references_completed_check',
      sql`(${t.completedAt} is null) = (${t.answers} is null)
        and (${t.completedAt} is null) = (${t.signatureData} is null)
        and (${t.completedAt} is null) = (${t.storageKey} is null)
        and (${t.completedAt} is null) = (${t.sealedSha256} is null)
        and (${t.completedAt} is null) = (${t.verificationCode} is null)`,
    ),
  ],
);

/**
 * The links e-mailed for a reference: each reminder or resend sends a fresh one and the earlier ones keep working
 * until they expire, so an older e-mail still opens the questionnaire. All stop once it is completed or cancelled.
 */
export const referenceLinks = pgTable(
  'reference_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referenceId: uuid('reference_id')
      .notNull()
      .references(() => familyReferences.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('reference_links_token_key').on(t.tokenHash),
    index('reference_links_reference_idx').on(t.referenceId),
  ],
);
