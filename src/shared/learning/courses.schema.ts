import { z } from 'zod';
import { PaginationQuerySchema, pageOf } from '../pagination';
import { safeText, searchText } from '../text/safe-text';
import {
  COURSE_DESCRIPTION_MAX,
  COURSE_DURATION_DEFAULT,
  COURSE_DURATION_MAX,
  COURSE_DURATION_MIN,
  COURSE_TITLE_MAX,
  OBJECTIVE_MAX,
  OBJECTIVES_MAX,
} from './learning.limits';
import {
  CONTENT_TYPES,
  COURSE_AUDIENCES,
  COURSE_STATUS_FILTERS,
  DIFFICULTY_LEVELS,
} from './learning-vocabulary';

/** Courses on the staff side (/api/staff/learning/courses*, permission manage_courses). */

export const CourseAudienceSchema = z.enum(COURSE_AUDIENCES);
export const DifficultyLevelSchema = z.enum(DIFFICULTY_LEVELS);
export const ContentTypeSchema = z.enum(CONTENT_TYPES);

/** The wizard's step 3 hint (spec 01 §5), also the API's message when no objective is left. */
export const OBJECTIVES_REQUIRED_MESSAGE = 'Add at least one to continue';

export const CourseIdParamsSchema = z.object({ courseId: z.uuid() });

const title = safeText({ min: 1, max: COURSE_TITLE_MAX });
const description = safeText({ max: COURSE_DESCRIPTION_MAX, multiline: true })
  .nullable()
  .transform((text) => (text ? text : null));
/** Objectives are trimmed and empty ones ignored (spec 01 §5); at least one must remain. */
const objectives = z
  .array(safeText({ max: OBJECTIVE_MAX }))
  .max(OBJECTIVES_MAX)
  .transform((list) => list.filter((objective) => objective.length > 0))
  .refine((list) => list.length > 0, OBJECTIVES_REQUIRED_MESSAGE);
const duration = z.number().int().min(COURSE_DURATION_MIN).max(COURSE_DURATION_MAX);

// ---- POST /api/staff/learning/courses (the Create New Course wizard) -------------------------------

export const CreateCourseBodySchema = z.object({
  title,
  description: description.optional().default(null),
  learningObjectives: objectives,
  audience: CourseAudienceSchema,
  difficultyLevel: DifficultyLevelSchema.default('beginner'),
  durationMinutes: duration.default(COURSE_DURATION_DEFAULT),
  contentType: ContentTypeSchema.default('mixed'),
});
export type CreateCourseBody = z.input<typeof CreateCourseBodySchema>;

// ---- PATCH /api/staff/learning/courses/:courseId (the Edit Course dialog) -------------------------

/** Only the fields sent change; at least one must be sent. */
export const UpdateCourseBodySchema = z
  .object({
    title,
    description,
    learningObjectives: objectives,
    audience: CourseAudienceSchema,
    difficultyLevel: DifficultyLevelSchema,
    durationMinutes: duration,
    contentType: ContentTypeSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type UpdateCourseBody = z.input<typeof UpdateCourseBodySchema>;

// ---- GET /api/staff/learning/courses ---------------------------------------------------------------

export const ListCoursesQuerySchema = PaginationQuerySchema.extend({
  /** Title or description containing the text, any case. */
  search: searchText,
  status: z.enum(COURSE_STATUS_FILTERS).default('all'),
});
export type ListCoursesQuery = z.input<typeof ListCoursesQuerySchema>;

/** A course as the staff card grid and dialogs show it (archived courses never appear). */
export const StaffCourseSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** null shows as 'No description available'. */
  description: z.string().nullable(),
  learningObjectives: z.array(z.string()),
  /** null shows as 'All'. */
  audience: CourseAudienceSchema.nullable(),
  difficultyLevel: DifficultyLevelSchema,
  durationMinutes: z.number().int(),
  contentType: ContentTypeSchema,
  isPublished: z.boolean(),
  createdByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  lessonCount: z.number().int(),
  /** Enrollments of any status. */
  enrolledCount: z.number().int(),
  completedCount: z.number().int(),
});
export type StaffCourse = z.infer<typeof StaffCourseSchema>;

/** Newest first. */
export const StaffCoursePageSchema = pageOf(StaffCourseSchema);
export type StaffCoursePage = z.infer<typeof StaffCoursePageSchema>;

// ---- GET /api/staff/learning/stats (the four header cards) ------------------------------------------

export const CourseStatsSchema = z.object({
  totalCourses: z.number().int(),
  publishedCourses: z.number().int(),
  draftCourses: z.number().int(),
  /** Enrollments enrolled or in progress, on courses that are not archived. */
  activeEnrollments: z.number().int(),
  /** Completed enrollments / all enrollments, percent to 1 decimal (0 with no enrollments). */
  completionRate: z.number(),
  /** Enrollments completed since the first of this month (UTC). */
  completionsThisMonth: z.number().int(),
});
export type CourseStats = z.infer<typeof CourseStatsSchema>;

// ---- DELETE /api/staff/learning/courses/:courseId ---------------------------------------------------

/**
 * 'archived' when the course had enrollments or issued certificates: it is hidden everywhere, families keep
 * their history and certificates stay verifiable. 'deleted' otherwise.
 */
export const DeleteCourseResultSchema = z.object({ outcome: z.enum(['deleted', 'archived']) });
export type DeleteCourseResult = z.infer<typeof DeleteCourseResultSchema>;
