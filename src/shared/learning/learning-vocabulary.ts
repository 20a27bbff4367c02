/**
 * The learning enumerations (spec 01 §5, spec 02 §5, §9), zod-free so forms, the database schema and the
 * API share one list.
 */

export const COURSE_AUDIENCES = [
  'prospective_parents',
  'new_parents',
  'experienced_parents',
  'kinship_caregivers',
  'all_caregivers',
] as const;
export type CourseAudience = (typeof COURSE_AUDIENCES)[number];

/** How staff pages word an audience; a course without one shows 'All'. */
export const COURSE_AUDIENCE_LABELS: Record<CourseAudience, string> = {
  prospective_parents: 'Prospective Parents',
  new_parents: 'New Parents',
  experienced_parents: 'Experienced Parents',
  kinship_caregivers: 'Kinship Caregivers',
  all_caregivers: 'All Caregivers',
};

export const DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

export const CONTENT_TYPES = ['text', 'interactive', 'mixed'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const LESSON_TYPES = ['text', 'interactive', 'quiz', 'video'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

export const ENROLLMENT_STATUSES = ['enrolled', 'in_progress', 'completed'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const LESSON_PROGRESS_STATUSES = ['in_progress', 'completed'] as const;
export type LessonProgressStatus = (typeof LESSON_PROGRESS_STATUSES)[number];

/** course_imports.import_status: pending while the package is read, then completed or failed. */
export const IMPORT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** A family's request to join a course (issue 14), decided by staff with assign_courses. */
export const ENROLLMENT_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type EnrollmentRequestStatus = (typeof ENROLLMENT_REQUEST_STATUSES)[number];

/** Where generated lessons came from: the curated offline library or the configured LLM endpoint. */
export const GENERATION_SOURCES = ['library', 'llm'] as const;
export type GenerationSource = (typeof GENERATION_SOURCES)[number];

/** The Course Management filter (spec 02 §2): All Courses, Published, Draft. */
export const COURSE_STATUS_FILTERS = ['all', 'published', 'draft'] as const;
export type CourseStatusFilter = (typeof COURSE_STATUS_FILTERS)[number];

/** Video lessons accept these containers (checked by their bytes). */
export const LESSON_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export type LessonVideoType = (typeof LESSON_VIDEO_TYPES)[number];
