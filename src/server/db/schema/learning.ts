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
import type { CourseTranslations, LessonTranslations } from '../../../shared/learning/course-translations';
import type { GeneratedFrom } from '../../../shared/learning/lessons.schema';
import {
  CONTENT_TYPES,
  COURSE_AUDIENCES,
  DIFFICULTY_LEVELS,
  ENROLLMENT_REQUEST_STATUSES,
  ENROLLMENT_STATUSES,
  IMPORT_STATUSES,
  LESSON_PROGRESS_STATUSES,
  LESSON_TYPES,
  LESSON_VIDEO_TYPES,
  type ContentType,
  type CourseAudience,
  type DifficultyLevel,
  type EnrollmentRequestStatus,
  type EnrollmentStatus,
  type ImportStatus,
  type LessonType,
  type LessonVideoType,
} from '../../../shared/learning/learning-vocabulary';
import { createdAt, oneOf, ts, updatedAt } from './columns';
import { families } from './families';

export {
  CONTENT_TYPES,
  COURSE_AUDIENCES,
  DIFFICULTY_LEVELS,
  ENROLLMENT_STATUSES,
  IMPORT_STATUSES,
  LESSON_PROGRESS_STATUSES,
  LESSON_TYPES,
};
export type { ContentType, CourseAudience, DifficultyLevel, EnrollmentStatus, LessonType };

/** A quiz question stored on a quiz lesson; correctAnswer is the index into options. */
export interface QuizQuestion {
  /** Stable across edits: attempts and analytics point at it. */
  id: string;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
}

/** One answer of a stored quiz attempt. */
export interface QuizAttemptAnswer {
  questionId: string;
  /** Index into the question's options as stored (not as shuffled on screen). */
  selectedIndex: number;
  correct: boolean;
}

/**
 * Draft while is_published is false; learners only ever see published courses. A course deleted while it has
 * enrollments is archived instead (archived_at set): hidden everywhere, its enrollments and certificates kept.
 */
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
    /** Its title, description and objectives in the family languages (issue 50); English is the row itself. */
    translations: jsonb('translations').$type<CourseTranslations>().notNull().default({}),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: ts('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_created_idx').on(t.createdAt.desc()),
    index('courses_live_idx')
      .on(t.isPublished, t.createdAt.desc())
      .where(sql`${t.archivedAt} is null`),
    index('courses_published_idx').on(t.isPublished, t.createdAt.desc()),
    check('courses_title_check', sql`length(trim(${t.title})) > 0`),
    check('courses_audience_check', sql`${t.audience} is null or ${oneOf(t.audience, COURSE_AUDIENCES)}`),
    check('courses_difficulty_check', oneOf(t.difficultyLevel, DIFFICULTY_LEVELS)),
    check('courses_content_type_check', oneOf(t.contentType, CONTENT_TYPES)),
    check('courses_duration_check', sql`${t.durationMinutes} between 0 and 480`),
    check('courses_translations_check', sql`jsonb_typeof(${t.translations}) = 'object'`),
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
    /** Percent needed to pass a quiz; null: any score lets the learner continue. */
    quizPassMark: integer('quiz_pass_mark'),
    /** Attempts allowed at a quiz; null: unlimited. */
    quizAttemptLimit: integer('quiz_attempt_limit'),
    quizShuffleOptions: boolean('quiz_shuffle_options').notNull().default(false),
    /** Its title, content and quiz questions in the family languages (issue 50). */
    translations: jsonb('translations').$type<LessonTranslations>().notNull().default({}),
    /** What a generated draft came from; cleared when staff save the lesson. */
    generatedFrom: jsonb('generated_from').$type<GeneratedFrom>(),
    /** A video lesson's private file (generated key, never sent to a client). */
    videoStorageKey: text('video_storage_key'),
    videoMimeType: text('video_mime_type').$type<LessonVideoType>(),
    videoSizeBytes: integer('video_size_bytes'),
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
    check('course_lessons_translations_check', sql`jsonb_typeof(${t.translations}) = 'object'`),
    check(
      'course_lessons_pass_mark_check',
      sql`${t.quizPassMark} is null or ${t.quizPassMark} between 1 and 100`,
    ),
    check(
      'course_lessons_attempt_limit_check',
      sql`${t.quizAttemptLimit} is null or ${t.quizAttemptLimit} >= 1`,
    ),
    check(
      'course_lessons_video_check',
      sql`(${t.videoStorageKey} is null) = (${t.videoMimeType} is null) and (${t.videoMimeType} is null or ${oneOf(t.videoMimeType, LESSON_VIDEO_TYPES)})`,
    ),
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
    // Staff Analytics' overdue assignments: is the course completed, from the index alone.
    index('course_enrollments_family_completed_idx')
      .on(t.familyId, t.courseId)
      .where(sql`${t.status} = 'completed'`),
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
    // Staff Analytics' overdue assignments: the required ones due before a day, from the index alone.
    index('course_assignments_required_due_idx')
      .on(t.dueDate, t.courseId, t.familyId)
      .where(sql`${t.isRequired}`),
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

/**
 * One import of a course package: pending while it is read, then completed (course_id is the new draft) or
 * failed (error_message says why; no course).
 */
export const courseImports = pgTable(
  'course_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The record of an import outlives the course it made.
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'set null' }),
    importType: text('import_type').notNull(),
    fileUrl: text('file_url'),
    /** The package's course title and lesson count, when they could be read. */
    metadata: jsonb('metadata')
      .$type<{ fileName?: string | null; courseTitle?: string; lessonCount?: number }>()
      .notNull()
      .default({}),
    importStatus: text('import_status').$type<ImportStatus>().notNull().default('pending'),
    errorMessage: text('error_message'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_imports_course_idx').on(t.courseId, t.createdAt.desc()),
    index('course_imports_created_idx').on(t.createdAt.desc()),
    check('course_imports_status_check', oneOf(t.importStatus, IMPORT_STATUSES)),
  ],
);

/**
 * Every submitted quiz attempt (issue 14 writes them, graded on the server): the score and each answer, so the
 * attempt limit can be enforced and analytics can tell which question learners miss.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => courseEnrollments.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    /** 1 for the first attempt of this enrollment at this lesson. */
    attemptNumber: integer('attempt_number').notNull(),
    /** Rounded percent correct. */
    score: integer('score').notNull(),
    answers: jsonb('answers').$type<QuizAttemptAnswer[]>().notNull(),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quiz_attempts_enrollment_lesson_number_key').on(t.enrollmentId, t.lessonId, t.attemptNumber),
    index('quiz_attempts_lesson_idx').on(t.lessonId, t.attemptNumber),
    check('quiz_attempts_number_check', sql`${t.attemptNumber} >= 1`),
    check('quiz_attempts_score_check', sql`${t.score} between 0 and 100`),
  ],
);

/** A family's request to join a published course (issue 14); staff approve it (an assignment) or decline it. */
export const courseEnrollmentRequests = pgTable(
  'course_enrollment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    status: text('status').$type<EnrollmentRequestStatus>().notNull().default('pending'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
  },
  (t) => [
    // One open request per family and course; decided ones stay as history.
    uniqueIndex('course_enrollment_requests_pending_key')
      .on(t.familyId, t.courseId)
      .where(sql`${t.status} = 'pending'`),
    index('course_enrollment_requests_status_idx').on(t.status, t.requestedAt),
    check('course_enrollment_requests_status_check', oneOf(t.status, ENROLLMENT_REQUEST_STATUSES)),
    check(
      'course_enrollment_requests_decided_check',
      sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`,
    ),
  ],
);
