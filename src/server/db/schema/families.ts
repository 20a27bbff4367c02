import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LanguageCode } from '../../../shared/i18n/languages';
import { APPLICATION_STEPS } from '../../../shared/journey/journey-steps';
import { createdAt, oneOf, ts, updatedAt } from './columns';

/**
 * The name All Families shows, in SQL (`familyDisplayName`): the stored family name, else the last word of the
 * primary contact's name and " Family", else "Your Family". One expression for the sort and its index.
 */
export function familyDisplayNameSql(t: { familyName: AnyPgColumn; primaryContactName: AnyPgColumn }): SQL {
  return sql`coalesce(nullif(btrim(${t.familyName}), ''), nullif(regexp_replace(btrim(${t.primaryContactName}), ${sql.raw("'^.*\\s'")}, ''), '') || ' Family', 'Your Family')`;
}

/** Languages the assistant and the portal handle (spec 01 §1). */

export const FAMILY_STATUSES = ['active', 'on_hold', 'approved', 'withdrawn', 'denied', 'rescinded'] as const;

/** A resource family going through the 8-step approval journey (spec 01 §3). */
export const families = pgTable(
  'families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseNumber: text('case_number').notNull(),
    /** Greeting name, e.g. 'Martinez Family'; null means derive it from the primary contact. */
    familyName: text('family_name'),
    primaryContactName: text('primary_contact_name').notNull(),
    primaryContactEmail: text('primary_contact_email'),
    /** What the ApplicantType tile shows. */
    applicantType: text('applicant_type').notNull().default('Specialized Foster Care'),
    /**
     * The home address as staff last accepted it from the family's proposal (issue 44), one line; null until
     * then (the address was never recorded before).
     */
    homeAddress: text('home_address'),
    preferredLanguage: text('preferred_language').$type<LanguageCode>().notNull().default('en'),
    timezone: text('timezone').notNull().default('America/Los_Angeles'),
    lastLogin: ts('last_login'),
    status: text('status').$type<(typeof FAMILY_STATUSES)[number]>().notNull().default('active'),
    currentStep: integer('current_step').notNull().default(1),
    stepName: text('step_name').notNull().default('Dream'),
    totalSteps: integer('total_steps').notNull().default(8),
    startDate: date('start_date', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    estimatedCompletion: date('estimated_completion', { mode: 'string' }),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('families_case_number_key').on(t.caseNumber),
    index('families_name_idx').on(t.primaryContactName),
    index('families_display_name_idx').on(familyDisplayNameSql(t), t.id),
    index('families_step_idx').on(t.currentStep, t.startDate),
    index('families_status_idx').on(t.status, t.createdAt),
    index('families_created_at_idx').on(t.createdAt.desc()),
    // Applications (families.repository applicationPageJson): a page in order, without sorting every candidate.
    index('families_applications_idx')
      .on(t.startDate, t.createdAt, t.id)
      .where(sql`${t.status} = 'active' and ${t.currentStep} in (${sql.raw(APPLICATION_STEPS.join(', '))})`),
    check('families_language_check', sql`${t.preferredLanguage} in ('en', 'es', 'zh', 'vi', 'tl')`),
    check('families_status_check', oneOf(t.status, FAMILY_STATUSES)),
    check('families_current_step_check', sql`${t.currentStep} between 1 and ${t.totalSteps}`),
    check('families_total_steps_check', sql`${t.totalSteps} = 8`),
    check('families_progress_check', sql`${t.progressPercentage} between 0 and 100`),
  ],
);

/**
 * Normalised household roles. The spec matches free text case-insensitively (primary / co_applicant /
 * child / anything else = adult); storing the four outcomes keeps that rule in one place.
 */
export const HOUSEHOLD_ROLES = ['primary_applicant', 'co_applicant', 'adult', 'child'] as const;
export const HOUSEHOLD_MEMBER_STATUSES = ['complete', 'nearly_complete', 'in_progress'] as const;

export const householdMembers = pgTable(
  'household_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').$type<(typeof HOUSEHOLD_ROLES)[number]>().notNull(),
    /** Free-text relationship shown in the member dialog, e.g. 'Grandmother'. */
    relationship: text('relationship'),
    age: integer('age'),
    avatarUrl: text('avatar_url'),
    filesSubmitted: integer('files_submitted').notNull().default(0),
    filesRequired: integer('files_required').notNull().default(0),
    completionRate: integer('completion_rate').notNull().default(0),
    /** Lived outside the state in the last five years: the out-of-state registry check applies (issue 43). */
    livedOutOfState: boolean('lived_out_of_state').notNull().default(false),
    /** Will drive children in care: the DMV record check applies. */
    drivesChildren: boolean('drives_children').notNull().default(false),
    status: text('status')
      .$type<(typeof HOUSEHOLD_MEMBER_STATUSES)[number]>()
      .notNull()
      .default('in_progress'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('household_members_family_idx').on(t.familyId, t.createdAt),
    check('household_members_role_check', oneOf(t.role, HOUSEHOLD_ROLES)),
    check('household_members_status_check', oneOf(t.status, HOUSEHOLD_MEMBER_STATUSES)),
    check('household_members_age_check', sql`${t.age} is null or ${t.age} between 0 and 120`),
    check('household_members_files_check', sql`${t.filesSubmitted} >= 0 and ${t.filesRequired} >= 0`),
    check('household_members_completion_check', sql`${t.completionRate} between 0 and 100`),
  ],
);

/** Training hours toward the required total (spec default 40); one row per family. */
export const familyTraining = pgTable(
  'family_training',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    requiredHours: numeric('required_hours', { precision: 5, scale: 1, mode: 'number' })
      .notNull()
      .default(40),
    completedHours: numeric('completed_hours', { precision: 5, scale: 1, mode: 'number' })
      .notNull()
      .default(0),
    currentModule: text('current_module').notNull().default('Getting Started'),
    nextSessionDate: ts('next_session_date'),
    moduleProgress: integer('module_progress').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('family_training_family_key').on(t.familyId),
    index('family_training_next_session_idx').on(t.nextSessionDate),
    check('family_training_hours_check', sql`${t.requiredHours} > 0 and ${t.completedHours} >= 0`),
    check('family_training_module_progress_check', sql`${t.moduleProgress} between 0 and 100`),
  ],
);

/** The spec shows 'scheduled'; a visit also ends up completed, cancelled or missed. */
export const APPOINTMENT_STATUSES = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;

export const familyAppointments = pgTable(
  'family_appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    appointmentType: text('appointment_type').notNull(),
    scheduledDate: ts('scheduled_date').notNull(),
    status: text('status').$type<(typeof APPOINTMENT_STATUSES)[number]>().notNull().default('scheduled'),
    location: text('location'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('family_appointments_family_idx').on(t.familyId, t.scheduledDate),
    index('family_appointments_date_idx').on(t.scheduledDate),
    check('family_appointments_status_check', oneOf(t.status, APPOINTMENT_STATUSES)),
  ],
);

/**
 * How many families are at each (status, step), kept exact by a trigger on `families` (migration 0010,
 * decision 010): the staff dashboard's cards and the All Families totals add up at most 32 rows instead of
 * counting every family.
 */
export const familyCounts = pgTable(
  'family_counts',
  {
    status: text('status').notNull(),
    currentStep: integer('current_step').notNull(),
    families: bigint('families', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.currentStep] })],
);

/**
 * Each family's stays, kept by triggers from its `family.step_moved` audit rows and its start date (migration
 * 0021, decision 020), so Staff Analytics reads the stays of a range instead of windowing the whole history.
 * `seq` 0 is the stay from the start date (midnight in the agency's zone) on the first move's `from` step, or,
 * before any move, on the step the family was created on; `seq` n is the time after the n-th move (by `at`, then
 * audit id) on its `to` step. `left_at` is the next move (null: the current stay, one per family). `approval`:
 * the move was the approval, so the time after it is not a stay on a step.
 */
export const familyStepStays = pgTable(
  'family_step_stays',
  {
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    step: integer('step').notNull(),
    approval: boolean('approval').notNull().default(false),
    enteredAt: ts('entered_at').notNull(),
    leftAt: ts('left_at'),
  },
  (t) => [
    primaryKey({ columns: [t.familyId, t.seq] }),
    // Days per step: the stays that ended within a range, with everything the figure reads.
    index('family_step_stays_left_idx')
      .on(t.leftAt, t.step, t.enteredAt, t.familyId)
      .where(sql`${t.leftAt} is not null and not ${t.approval}`),
    // Days to approval: the approvals of a range.
    index('family_step_stays_approval_idx')
      .on(t.enteredAt, t.familyId)
      .where(sql`${t.approval}`),
    // Stuck: the current stays, oldest first.
    index('family_step_stays_current_idx')
      .on(t.enteredAt, t.familyId)
      .where(sql`${t.leftAt} is null`),
  ],
);
