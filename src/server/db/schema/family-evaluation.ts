import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  INTERVIEW_STATUSES,
  type InterviewStatus,
} from '../../../shared/family-evaluation/family-evaluation.limits';
import type {
  InterviewSections,
  PresentMember,
} from '../../../shared/family-evaluation/family-evaluation.schema';
import { users } from './auth';
import { createdAt, oneOf, ts, updatedAt } from './columns';
import { families, householdMembers } from './families';

/**
 * One interview of the family evaluation (issue 43) with one household member. What it says lives in its
 * versions: `version` is the current one. A finalised interview is locked.
 */
export const familyInterviews = pgTable(
  'family_interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    /** Null once the member has left the household; the record keeps their name. */
    memberId: uuid('member_id').references(() => householdMembers.id, { onDelete: 'set null' }),
    memberName: text('member_name').notNull(),
    status: text('status').$type<InterviewStatus>().notNull().default('draft'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    finalisedAt: ts('finalised_at'),
    finalisedBy: uuid('finalised_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('family_interviews_family_idx').on(t.familyId, t.createdAt),
    check('family_interviews_status_check', oneOf(t.status, INTERVIEW_STATUSES)),
    check('family_interviews_version_check', sql`${t.version} >= 1`),
    check('family_interviews_final_check', sql`(${t.status} = 'final') = (${t.finalisedAt} is not null)`),
  ],
);

/** Every saved version of an interview, the current one included: earlier ones stay readable. */
export const familyInterviewVersions = pgTable(
  'family_interview_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => familyInterviews.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    interviewDate: date('interview_date', { mode: 'string' }).notNull(),
    /** The household members present, with their names as they were at the save. */
    present: jsonb('present').$type<PresentMember[]>().notNull(),
    presentOthers: text('present_others').notNull().default(''),
    /** Each section's sanitised HTML. */
    sections: jsonb('sections').$type<InterviewSections>().notNull(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: createdAt(),
  },
  (t) => [uniqueIndex('family_interview_versions_key').on(t.interviewId, t.version)],
);
