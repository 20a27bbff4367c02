import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CORRECTION_STATUSES,
  ITEM_RESULTS,
  PHOTO_SOURCES,
  type CorrectionStatus,
  type ItemResult,
  type PhotoSource,
} from '../../../shared/home-assessment/home-assessment-rules';
import { users } from './auth';
import { createdAt, oneOf, ts, updatedAt } from './columns';
import { families } from './families';

/** The agency's home-safety checklist (System Configuration), seeded with the usual items (migration 0039). */
export const homeAssessmentItems = pgTable('home_assessment_items', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  /** What a photo of the item should show: the family's guided photo reads it. */
  guidance: text('guidance').notNull().default(''),
  /** An item the agency no longer uses keeps its recorded results but is not asked in a new assessment. */
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A family's home environment assessment (issue 43): started by the first result, locked once completed. */
export const homeAssessments = pgTable(
  'home_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: ts('started_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('home_assessments_family_key').on(t.familyId)],
);

/**
 * One checklist item's result. An item that needs correction carries the correction: its due date, its status,
 * the family's answer and the caseworker's reply. `version` rises with every change, so a save based on an
 * older one is refused instead of erasing it.
 */
export const homeAssessmentResults = pgTable(
  'home_assessment_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => homeAssessments.id, { onDelete: 'cascade' }),
    itemKey: text('item_key')
      .notNull()
      .references(() => homeAssessmentItems.key, { onUpdate: 'cascade' }),
    result: text('result').$type<ItemResult>().notNull(),
    note: text('note').notNull().default(''),
    correctionDueDate: date('correction_due_date', { mode: 'string' }),
    correctionStatus: text('correction_status').$type<CorrectionStatus>(),
    familyNote: text('family_note'),
    answeredAt: ts('answered_at'),
    staffReply: text('staff_reply'),
    decidedAt: ts('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('home_assessment_results_item_key').on(t.assessmentId, t.itemKey),
    check('home_assessment_results_result_check', oneOf(t.result, ITEM_RESULTS)),
    check(
      'home_assessment_results_correction_check',
      sql`(${t.result} = 'needs_correction') = (${t.correctionStatus} is not null and ${t.correctionDueDate} is not null)`,
    ),
    check(
      'home_assessment_results_correction_status_check',
      sql`${t.correctionStatus} is null or ${oneOf(t.correctionStatus, CORRECTION_STATUSES)}`,
    ),
  ],
);

/**
 * A photo of one item: the caseworker's from the visit, or the family's answering a correction. Stored
 * re-encoded (location data and other metadata gone) with a thumbnail, under the family's storage prefix.
 */
export const homeAssessmentPhotos = pgTable(
  'home_assessment_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => homeAssessments.id, { onDelete: 'cascade' }),
    itemKey: text('item_key')
      .notNull()
      .references(() => homeAssessmentItems.key, { onUpdate: 'cascade' }),
    source: text('source').$type<PhotoSource>().notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('home_assessment_photos_item_idx').on(t.assessmentId, t.itemKey, t.createdAt),
    check('home_assessment_photos_source_check', oneOf(t.source, PHOTO_SOURCES)),
  ],
);
