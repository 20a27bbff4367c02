import { sql } from 'drizzle-orm';
import {
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
import { users } from './auth';
import { createdAt, oneOf, ts, updatedAt } from './columns';
import { families } from './families';

export const COURSE_AUDIENCES = [
  'prospective_parents',
  'new_parents',
  'experienced_parents',
  'kinship_caregivers',
  'all_caregivers',
] as const;
export type CourseAudience = (typeof COURSE_AUDIENCES)[number];
export const DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];
export const CONTENT_TYPES = ['text', 'interactive', 'mixed'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const LESSON_TYPES = ['text', 'interactive', 'quiz', 'video'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];
export const ENROLLMENT_STATUSES = ['enrolled', 'in_progress', 'completed'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];
export const LESSON_PROGRESS_STATUSES = ['in_progress', 'completed'] as const;
export const IMPORT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;

/** A quiz question stored on a quiz lesson; correctAnswer is the index into options. */
export interface QuizQuestion {
  id: string;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
}

/** Draft while is_published is false; learners only ever see published courses. */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    learningObjectives: text('learning_objectives')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** null shows as 'All'. */
    audience: text('audience').$type<CourseAudience>(),
    difficultyLevel: text('difficulty_level').$type<DifficultyLevel>().notNull().default('beginner'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    contentType: text('content_type').$type<ContentType>().notNull().default('mixed'),
    isPublished: boolean('is_published').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_created_idx').on(t.createdAt.desc()),
    index('courses_published_idx').on(t.isPublished, t.createdAt.desc()),
    check('courses_title_check', sql`length(trim(${t.title})) > 0`),
    check('courses_audience_check', sql`${t.audience} is null or ${oneOf(t.audience, COURSE_AUDIENCES)}`),
    check('courses_difficulty_check', oneOf(t.difficultyLevel, DIFFICULTY_LEVELS)),
    check('courses_content_type_check', oneOf(t.contentType, CONTENT_TYPES)),
    check('courses_duration_check', sql`${t.durationMinutes} between 0 and 480`),
  ],
);

export const courseLessons = pgTable(
  'course_lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitized HTML (sanitized on save and again on render). */
    content: text('content').notNull().default(''),
    lessonType: text('lesson_type').$type<LessonType>().notNull().default('text'),
    /** Questions of a quiz lesson; null for other lesson types. */
    quizQuestions: jsonb('quiz_questions').$type<QuizQuestion[]>(),
    durationMinutes: integer('duration_minutes').notNull().default(10),
    /** 1..n; not unique, so a reorder can rewrite the rows one by one inside a transaction. */
    orderIndex: integer('order_index').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_lessons_course_idx').on(t.courseId, t.orderIndex),
    check('course_lessons_title_check', sql`length(trim(${t.title})) > 0`),
    check('course_lessons_type_check', oneOf(t.lessonType, LESSON_TYPES)),
    check('course_lessons_duration_check', sql`${t.durationMinutes} between 1 and 60`),
    check('course_lessons_order_check', sql`${t.orderIndex} >= 1`),
  ],
);

export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    status: text('status').$type<EnrollmentStatus>().notNull().default('enrolled'),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    currentLessonId: uuid('current_lesson_id').references(() => courseLessons.id, { onDelete: 'set null' }),
    startedAt: ts('started_at'),
    completedAt: ts('completed_at'),
    enrolledAt: ts('enrolled_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('course_enrollments_family_course_key').on(t.familyId, t.courseId),
    index('course_enrollments_family_idx').on(t.familyId, t.enrolledAt.desc()),
    index('course_enrollments_course_idx').on(t.courseId, t.status),
    index('course_enrollments_completed_idx').on(t.completedAt),
    check('course_enrollments_status_check', oneOf(t.status, ENROLLMENT_STATUSES)),
    check('course_enrollments_progress_check', sql`${t.progressPercentage} between 0 and 100`),
    check(
      'course_enrollments_completed_check',
      sql`${t.status} <> 'completed' or ${t.completedAt} is not null`,
    ),
  ],
);

export const courseAssignments = pgTable(
  'course_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Staff user who assigned it (the demo recorded the text 'admin'). */
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }),
    isRequired: boolean('is_required').notNull().default(true),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_assignments_family_course_key').on(t.familyId, t.courseId),
    index('course_assignments_family_idx').on(t.familyId, t.assignedAt.desc()),
    index('course_assignments_course_idx').on(t.courseId),
  ],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => courseEnrollments.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    status: text('status').$type<(typeof LESSON_PROGRESS_STATUSES)[number]>().notNull().default('completed'),
    completedAt: ts('completed_at'),
    timeSpentMinutes: integer('time_spent_minutes').notNull().default(0),
    /** Quiz score percent; null for other lesson types. */
    score: integer('score'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lesson_progress_enrollment_lesson_key').on(t.enrollmentId, t.lessonId),
    index('lesson_progress_lesson_idx').on(t.lessonId),
    check('lesson_progress_status_check', oneOf(t.status, LESSON_PROGRESS_STATUSES)),
    check('lesson_progress_time_check', sql`${t.timeSpentMinutes} >= 0`),
    check('lesson_progress_score_check', sql`${t.score} is null or ${t.score} between 0 and 100`),
  ],
);

export const courseImports = pgTable(
  'course_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    importType: text('import_type').notNull(),
    fileUrl: text('file_url'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    importStatus: text('import_status')
      .$type<(typeof IMPORT_STATUSES)[number]>()
      .notNull()
      .default('pending'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_imports_course_idx').on(t.courseId, t.createdAt.desc()),
    check('course_imports_status_check', oneOf(t.importStatus, IMPORT_STATUSES)),
  ],
);
