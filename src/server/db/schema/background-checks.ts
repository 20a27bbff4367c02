import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CHECK_APPLIES_TO,
  CHECK_STATUSES,
  type CheckAppliesTo,
  type CheckStatus,
} from '../../../shared/background-checks/background-check-rules';
import { users } from './auth';
import { createdAt, oneOf, ts, updatedAt } from './columns';
import { familyDocuments } from './documents';
import { families, householdMembers } from './families';

/** The agency's kinds of check (System Configuration), seeded with DOJ, FBI, CACI, out-of-state and DMV. */
export const backgroundCheckTypes = pgTable(
  'background_check_types',
  {
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    appliesTo: text('applies_to').$type<CheckAppliesTo>().notNull().default('every_adult'),
    /** A type the agency no longer uses keeps its recorded checks but asks nobody for a new one. */
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('background_check_types_applies_check', oneOf(t.appliesTo, CHECK_APPLIES_TO))],
);

/**
 * One check of one adult (issue 43). An adult's check that has no row is "not started". `note` is
 * criminal-history detail: only holders of `view_background_checks` read it. `version` rises with every change,
 * so a save based on an older one is refused instead of erasing it.
 */
export const backgroundChecks = pgTable(
  'background_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => householdMembers.id, { onDelete: 'cascade' }),
    checkType: text('check_type')
      .notNull()
      .references(() => backgroundCheckTypes.key, { onUpdate: 'cascade' }),
    status: text('status').$type<CheckStatus>().notNull().default('not_started'),
    submittedDate: date('submitted_date', { mode: 'string' }),
    expectedDate: date('expected_date', { mode: 'string' }),
    resultDate: date('result_date', { mode: 'string' }),
    note: text('note'),
    /** The Live Scan receipt (LIC 9163) the family or staff uploaded. */
    receiptDocumentId: uuid('receipt_document_id').references(() => familyDocuments.id, {
      onDelete: 'set null',
    }),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('background_checks_member_type_key').on(t.memberId, t.checkType),
    index('background_checks_family_idx').on(t.familyId, t.createdAt),
    index('background_checks_status_idx').on(t.status, t.submittedDate),
    check('background_checks_status_check', oneOf(t.status, CHECK_STATUSES)),
  ],
);

export const EXEMPTION_DECISIONS = ['granted', 'denied'] as const;

/**
 * An exemption asked for a check that needs one: the offence category, the documents considered, and the
 * decision of a holder of `approve_exemptions`. A check can need a second one later; the latest is current.
 */
export const backgroundCheckExemptions = pgTable(
  'background_check_exemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checkId: uuid('check_id')
      .notNull()
      .references(() => backgroundChecks.id, { onDelete: 'cascade' }),
    offenceCategory: text('offence_category').notNull(),
    documentsConsidered: text('documents_considered').notNull(),
    requestNote: text('request_note'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    decision: text('decision').$type<(typeof EXEMPTION_DECISIONS)[number]>(),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('background_check_exemptions_check_idx').on(t.checkId, t.requestedAt),
    check(
      'background_check_exemptions_decision_check',
      sql`${t.decision} is null or ${oneOf(t.decision, EXEMPTION_DECISIONS)}`,
    ),
    check(
      'background_check_exemptions_decided_check',
      sql`(${t.decision} is null) = (${t.decidedAt} is null)`,
    ),
  ],
);
