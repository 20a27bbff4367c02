import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { createdAt, oneOf, ts, updatedAt } from './columns';
import { familyDocuments } from './documents';
import {
  SIGNED_VIA,
  SIGNER_ROLES,
  SIGNING_ORDERS,
  type SignedVia,
  type SignerRole,
  type SigningOrder,
} from '../../../shared/signing/signers';
import { users } from './auth';
import { families, householdMembers } from './families';
import { documentTemplates, type TemplateFormField } from './templates';

export const SUBMISSION_STATUSES = ['draft', 'submitted'] as const;
export const SIGNATURE_STATUSES = ['pending', 'completed'] as const;

/** The filled-in form of one e-sign family document (one per document). */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => familyDocuments.id, { onDelete: 'cascade' }),
    /** Templates are deactivated, never deleted, while submissions use them. */
    templateId: uuid('template_id')
      .notNull()
      .references(() => documentTemplates.id, { onDelete: 'restrict' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    /** The template version this document was started with, and its fields and signers at that version. */
    templateVersion: integer('template_version').notNull().default(1),
    formFields: jsonb('form_fields').$type<TemplateFormField[]>().notNull().default([]),
    requiredSignatures: text('required_signatures')
      .array()
      .$type<SignerRole[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    signingOrder: text('signing_order').$type<SigningOrder>().notNull().default('parallel'),
    /** The template's fillable PDF at the version this document started with (null: Haven draws the form). */
    sourcePdfKey: text('source_pdf_key'),
    formData: jsonb('form_data').$type<Record<string, string | boolean>>().notNull().default({}),
    submissionStatus: text('submission_status')
      .$type<(typeof SUBMISSION_STATUSES)[number]>()
      .notNull()
      .default('draft'),
    submittedAt: ts('submitted_at'),
    /** The last reminder to finish signing (3 days after starting, then every REMINDER interval). */
    remindedAt: ts('reminded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('form_submissions_document_key').on(t.documentId),
    index('form_submissions_family_idx').on(t.familyId),
    index('form_submissions_template_idx').on(t.templateId),
    check('form_submissions_status_check', oneOf(t.submissionStatus, SUBMISSION_STATUSES)),
    check(
      'form_submissions_submitted_at_check',
      sql`${t.submissionStatus} <> 'submitted' or ${t.submittedAt} is not null`,
    ),
    check('form_submissions_form_data_check', sql`jsonb_typeof(${t.formData}) = 'object'`),
    check('form_submissions_signing_order_check', oneOf(t.signingOrder, SIGNING_ORDERS)),
  ],
);

/** A drawn signature (PNG data URL) with where it was made from; one per signer role per document. */
export const documentSignatures = pgTable(
  'document_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => familyDocuments.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    signerName: text('signer_name').notNull(),
    signerRole: text('signer_role').$type<SignerRole>().notNull(),
    signatureData: text('signature_data').notNull(),
    signatureStatus: text('signature_status')
      .$type<(typeof SIGNATURE_STATUSES)[number]>()
      .notNull()
      .default('completed'),
    /** How the signer proved who they were (issue 44); the family's session for every signature before it. */
    signedVia: text('signed_via').$type<SignedVia>().notNull().default('family_session'),
    /** The address a link signer's code went to; the staff user who countersigned. */
    signerEmail: text('signer_email'),
    signerUserId: uuid('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Taken from the request on the server; null when unknown. */
    ipAddress: inet('ip_address'),
    userAgent: text('user_agent'),
    signedAt: ts('signed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_signatures_document_role_key').on(t.documentId, t.signerRole),
    index('document_signatures_document_idx').on(t.documentId, t.signedAt),
    index('document_signatures_family_idx').on(t.familyId),
    check('document_signatures_role_check', oneOf(t.signerRole, SIGNER_ROLES)),
    check('document_signatures_status_check', oneOf(t.signatureStatus, SIGNATURE_STATUSES)),
    check('document_signatures_via_check', oneOf(t.signedVia, SIGNED_VIA)),
    // '_' stands for the ';' of 'data:image/png;base64,': drizzle-kit cuts CHECK text at semicolons.
    check('document_signatures_data_check', sql`${t.signatureData} like 'data:image/png_base64,%'`),
  ],
);

/**
 * Each sealed PDF of a document (a returned form signed again is sealed again; every version is kept). The
 * file is private storage; verification answers from this row: the file's hash or the short code.
 */
export const sealedDocuments = pgTable(
  'sealed_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => familyDocuments.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    templateName: text('template_name').notNull(),
    /** Printed on the certificate page and in its QR code. */
    verificationCode: text('verification_code').notNull(),
    /** Internal object-store key; served only through authorized routes. */
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** SHA-256 (hex) of the sealed file as served: an uploaded copy is intact when its hash is this. */
    sealedSha256: text('sealed_sha256').notNull(),
    formDataSha256: text('form_data_sha256').notNull(),
    /** Of the rendered document before the certificate page and the seal. */
    unsealedSha256: text('unsealed_sha256').notNull(),
    /** The document's audit chain head when it was sealed. */
    chainHash: text('chain_hash').notNull(),
    /** Who signed, as role, name and time: what verification may show. */
    signers: jsonb('signers')
      .$type<{ role: SignerRole; name: string; signedAt: string; signedVia?: SignedVia }[]>()
      .notNull(),
    sealedAt: ts('sealed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sealed_documents_document_version_key').on(t.documentId, t.version),
    uniqueIndex('sealed_documents_code_key').on(t.verificationCode),
    uniqueIndex('sealed_documents_sha_key').on(t.sealedSha256),
    uniqueIndex('sealed_documents_storage_key_key').on(t.storageKey),
    check('sealed_documents_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * What is known of one signer of a document beyond their signature (decision 041): whom their one-time link
 * went to and when they opened it, and a decline with its reason (kept until they sign). Whose turn it is is
 * worked out from the template's order and the signatures, never stored.
 */
export const documentSigners = pgTable(
  'document_signers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => familyDocuments.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    signerRole: text('signer_role').$type<SignerRole>().notNull(),
    /** The household member a member signer is. */
    householdMemberId: uuid('household_member_id').references(() => householdMembers.id, {
      onDelete: 'set null',
    }),
    email: text('email'),
    linkSentAt: ts('link_sent_at'),
    openedAt: ts('opened_at'),
    declinedAt: ts('declined_at'),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('document_signers_document_role_key').on(t.documentId, t.signerRole),
    index('document_signers_family_idx').on(t.familyId),
    check('document_signers_role_check', oneOf(t.signerRole, SIGNER_ROLES)),
    check('document_signers_decline_check', sql`(${t.declinedAt} is null) = (${t.declineReason} is null)`),
  ],
);

/**
 * A one-time signing link (decision 041): only the token's SHA-256 is kept; valid until `expires_at`, used once
 * (`used_at`), bound to one signer. The six-digit code e-mailed before signing is kept hashed with its expiry
 * and the wrong tries; the fifth wrong try locks the link. The right code gives a short-lived pass.
 */
export const signingLinks = pgTable(
  'signing_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => documentSigners.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /** A newer link for the same signer replaces this one. */
    revokedAt: ts('revoked_at'),
    codeHash: text('code_hash'),
    codeExpiresAt: ts('code_expires_at'),
    codesSent: integer('codes_sent').notNull().default(0),
    wrongCodes: integer('wrong_codes').notNull().default(0),
    lockedAt: ts('locked_at'),
    passHash: text('pass_hash'),
    passExpiresAt: ts('pass_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('signing_links_token_key').on(t.tokenHash),
    index('signing_links_signer_idx').on(t.signerId),
    check('signing_links_tries_check', sql`${t.wrongCodes} >= 0 and ${t.codesSent} >= 0`),
  ],
);
