import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DECISION_KINDS,
  type DecisionKind,
  type Recommendation,
  RECOMMENDATIONS,
  REPORT_STATUSES,
  type ReportStatus,
} from '../../../shared/decisions/decision-rules';
import type { Capacity, DecisionReason, ReportSections } from '../../../shared/decisions/decisions.schema';
import type { FamilyStatus } from '../../../shared/families/families.limits';
import type { LanguageCode } from '../../../shared/i18n/languages';
import { users } from './auth';
import { createdAt, oneOf, ts, updatedAt } from './columns';
import { families, FAMILY_STATUSES } from './families';

/** A staff signature on the report: the drawn image and the evidence the sealed report prints. */
export interface ReportSignature {
  userId: string;
  name: string;
  email: string;
  signedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  /** The drawn signature, a PNG data URL. */
  signatureData: string;
}

/**
 * The caseworker's written report (RFA 05, issue 45): staff-only, never a family document. At most one report of
 * a family is open (draft, submitted or returned); an approved one stays as the decision's evidence.
 */
export const approvalReports = pgTable(
  'approval_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReportStatus>().notNull().default('draft'),
    version: integer('version').notNull().default(1),
    /** Each section's sanitised HTML. */
    sections: jsonb('sections').$type<ReportSections>().notNull(),
    recommendation: text('recommendation').$type<Recommendation>(),
    capacity: jsonb('capacity').$type<Capacity>(),
    reviewComments: text('review_comments'),
    caseworkerSignature: jsonb('caseworker_signature').$type<ReportSignature>(),
    supervisorSignature: jsonb('supervisor_signature').$type<ReportSignature>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: ts('submitted_at'),
    approvedAt: ts('approved_at'),
    /** The sealed report, once approved. */
    sealedDocumentId: uuid('sealed_document_id').references((): AnyPgColumn => issuedDocuments.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('approval_reports_family_idx').on(t.familyId, t.createdAt),
    uniqueIndex('approval_reports_open_key')
      .on(t.familyId)
      .where(sql`${t.status} <> 'approved'`),
    // The supervisors' Reviews queue: the submitted reports, oldest first.
    index('approval_reports_review_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'submitted'`),
    check('approval_reports_status_check', oneOf(t.status, REPORT_STATUSES)),
    check(
      'approval_reports_recommendation_check',
      sql`${t.recommendation} is null or ${oneOf(t.recommendation, RECOMMENDATIONS)}`,
    ),
    check('approval_reports_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * A sealed PDF Haven issued about a family (the approved report, a certificate of approval, a notice of action,
 * an approval packet): stored privately, verifiable at /verify by its short code or its bytes.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'report' | 'certificate' | 'notice' | 'packet'>().notNull(),
    name: text('name').notNull(),
    language: text('language').$type<LanguageCode>().notNull(),
    verificationCode: text('verification_code').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sealedSha256: text('sealed_sha256').notNull(),
    /** Who vouches for it on /verify: the staff who signed or decided, with their role. */
    signers: jsonb('signers')
      .$type<{ role: 'caseworker' | 'supervisor'; name: string; signedAt: string }[]>()
      .notNull(),
    /** A packet's table of contents (what /verify lists); empty for a single document. */
    contents: jsonb('contents').$type<string[]>().notNull().default([]),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('issued_documents_code_key').on(t.verificationCode),
    index('issued_documents_sha_idx').on(t.sealedSha256),
    index('issued_documents_family_idx').on(t.familyId, t.issuedAt),
    check('issued_documents_kind_check', oneOf(t.kind, ['report', 'certificate', 'notice', 'packet'])),
  ],
);

/**
 * The family's decisions, append-only: a decision is never edited, a later one supersedes it. The document it
 * issued (certificate or notice) is written in the same transaction: a failed seal leaves no decision.
 */
export const familyDecisions = pgTable(
  'family_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DecisionKind>().notNull(),
    fromStatus: text('from_status').$type<FamilyStatus>().notNull(),
    toStatus: text('to_status').$type<FamilyStatus>().notNull(),
    reasons: jsonb('reasons').$type<DecisionReason[]>().notNull().default([]),
    text: text('text').notNull().default(''),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    appealDeadline: date('appeal_deadline', { mode: 'string' }),
    /** The approved report an approval rests on (its capacity is the certificate's). */
    reportId: uuid('report_id').references(() => approvalReports.id, { onDelete: 'set null' }),
    documentId: uuid('document_id').references(() => issuedDocuments.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name').notNull(),
    decidedAt: createdAt(),
  },
  (t) => [
    index('family_decisions_family_idx').on(t.familyId, t.decidedAt),
    // Analytics' time to approval: the approvals in a range.
    index('family_decisions_approved_idx')
      .on(t.effectiveDate)
      .where(sql`${t.kind} = 'approve'`),
    check('family_decisions_kind_check', oneOf(t.kind, DECISION_KINDS)),
    check('family_decisions_from_check', oneOf(t.fromStatus, FAMILY_STATUSES)),
    check('family_decisions_to_check', oneOf(t.toStatus, FAMILY_STATUSES)),
  ],
);

/** The agency's reasons for a decision (System Configuration), seeded with six; a seeded one is switched off, never removed. */
export const decisionReasons = pgTable('decision_reasons', {
  key: text('key').primaryKey(),
  label: text('label').notNull(),
  seeded: boolean('seeded').notNull().default(false),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});
