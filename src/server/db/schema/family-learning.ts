import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  TRAINING_ENTRY_SOURCES,
  type TrainingEntrySource,
} from '../../../shared/family-learning/family-learning-rules';
import { users } from './auth';
import { createdAt, oneOf, ts, updatedAt } from './columns';
import { families } from './families';
import { courseEnrollments } from './learning';

/**
 * The certificate of a completed course (issue 14). Its public id is 'CERT-' + the first 8 characters of the
 * enrollment id in upper case (spec 02 §3); the unique index keeps that id pointing at one enrollment.
 */
export const courseCertificates = pgTable(
  'course_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    certificateId: text('certificate_id').notNull(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => courseEnrollments.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    recipientName: text('recipient_name').notNull(),
    /** The course title when it was issued: renaming the course later does not rewrite a certificate. */
    courseTitle: text('course_title').notNull(),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('course_certificates_certificate_id_key').on(t.certificateId),
    uniqueIndex('course_certificates_enrollment_key').on(t.enrollmentId),
    index('course_certificates_family_idx').on(t.familyId),
    check('course_certificates_recipient_check', sql`length(trim(${t.recipientName})) > 0`),
  ],
);

/**
 * The family's training ledger: one row per completed course (its hours) and per outside training staff
 * recorded with its certificate file. family_training.completed_hours is kept as the running total.
 */
export const familyTrainingEntries = pgTable(
  'family_training_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    source: text('source').$type<TrainingEntrySource>().notNull(),
    /** Set for course entries: one entry per enrollment, so completing twice cannot count twice. */
    enrollmentId: uuid('enrollment_id').references(() => courseEnrollments.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    hours: numeric('hours', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    /** An outside training's certificate (generated key, never sent to a client). */
    fileStorageKey: text('file_storage_key'),
    fileMimeType: text('file_mime_type'),
    fileSizeBytes: integer('file_size_bytes'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('family_training_entries_family_idx').on(t.familyId, t.completedOn.desc()),
    uniqueIndex('family_training_entries_enrollment_key').on(t.enrollmentId),
    check('family_training_entries_source_check', oneOf(t.source, TRAINING_ENTRY_SOURCES)),
    check('family_training_entries_hours_check', sql`${t.hours} > 0`),
    check('family_training_entries_title_check', sql`length(trim(${t.title})) > 0`),
    check(
      'family_training_entries_file_check',
      sql`(${t.fileStorageKey} is null) = (${t.fileMimeType} is null)`,
    ),
  ],
);
