import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  HOUSEHOLD_CHANGE_KINDS,
  HOUSEHOLD_CHANGE_STATUSES,
  type HouseholdChangeKind,
  type HouseholdChangeStatus,
} from '../../../shared/household-changes/household-changes.limits';
import type { HouseholdChangeDetails } from '../../../shared/household-changes/household-changes.schema';
import { users } from './auth';
import { createdAt, oneOf, ts } from './columns';
import { families } from './families';

/**
 * A change to the household the family proposed (issue 44): someone moving in or out, or a new address. It waits
 * as 'proposed' until staff accept it (the change is then made in the same transaction) or decline it (with a
 * note the family reads), or the family withdraws it. `details` are the kind's fields as proposed; a removal
 * keeps the member's name, so the record still reads after the member is gone.
 */
export const householdChanges = pgTable(
  'household_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<HouseholdChangeKind>().notNull(),
    details: jsonb('details').$type<HouseholdChangeDetails>().notNull(),
    /** The family's own words with the proposal. */
    note: text('note'),
    status: text('status').$type<HouseholdChangeStatus>().notNull().default('proposed'),
    proposedBy: uuid('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Staff who accepted or declined it, or the family user who withdrew it. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    decisionNote: text('decision_note'),
  },
  (t) => [
    index('household_changes_family_idx').on(t.familyId, t.createdAt.desc()),
    check('household_changes_kind_check', oneOf(t.kind, HOUSEHOLD_CHANGE_KINDS)),
    check('household_changes_status_check', oneOf(t.status, HOUSEHOLD_CHANGE_STATUSES)),
    check('household_changes_details_check', sql`jsonb_typeof(${t.details}) = 'object'`),
    // Only a waiting proposal is undecided; every other status says when it was settled.
    check('household_changes_decided_check', sql`(${t.status} = 'proposed') = (${t.decidedAt} is null)`),
    // The family reads why a change was not accepted.
    check(
      'household_changes_declined_note_check',
      sql`${t.status} <> 'declined' or ${t.decisionNote} is not null`,
    ),
  ],
);
