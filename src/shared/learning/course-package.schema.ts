import { z } from 'zod';
import { PaginationQuerySchema, pageOf } from '../pagination';
import { safeText } from '../text/safe-text';
import {
  ContentTypeSchema,
  CourseAudienceSchema,
  CreateCourseBodySchema,
  DifficultyLevelSchema,
  StaffCourseSchema,
} from './courses.schema';
import { COURSE_DURATION_MAX, IMPORT_FILE_NAME_MAX, LESSONS_PER_COURSE_MAX } from './learning.limits';
import { GENERATION_SOURCES, IMPORT_STATUSES } from './learning-vocabulary';
import { LessonBodySchema, StaffLessonListSchema, StaffLessonSchema } from './lessons.schema';

/**
 * Courses that travel: the JSON package of export and import (agencies share courses), and the content a
 * generator produces (the offline library or an OpenAI-compatible endpoint; both must fit one contract).
 */

/** The package format's name and version; an import refuses any other. */
export const COURSE_PACKAGE_FORMAT = 'haven.course';
export const COURSE_PACKAGE_VERSION = 1;

/** A lesson as it travels: the lesson form's fields (quiz questions keep their ids). Video files stay home. */
export const PackageLessonSchema = LessonBodySchema;
export type PackageLesson = z.input<typeof PackageLessonSchema>;

export const CoursePackageSchema = z.object({
  format: z.literal(COURSE_PACKAGE_FORMAT),
  version: z.literal(COURSE_PACKAGE_VERSION),
  exportedAt: z.iso.datetime(),
  course: CreateCourseBodySchema.extend({
    audience: CourseAudienceSchema.nullable(),
    difficultyLevel: DifficultyLevelSchema,
    contentType: ContentTypeSchema,
    // A course made before the wizard's limits may be shorter than 5 minutes; it still travels.
    durationMinutes: z.number().int().min(0).max(COURSE_DURATION_MAX),
  }),
  lessons: z.array(PackageLessonSchema).max(LESSONS_PER_COURSE_MAX),
});
export type CoursePackage = z.input<typeof CoursePackageSchema>;

/**
 * GET …/export: the package exactly as Haven writes it (a reply is serialized without the defaults and
 * trimming that reading one applies). Every document of this shape passes CoursePackageSchema.
 */
export const CoursePackageDocumentSchema = z.object({
  format: z.literal(COURSE_PACKAGE_FORMAT),
  version: z.literal(COURSE_PACKAGE_VERSION),
  exportedAt: z.iso.datetime(),
  course: StaffCourseSchema.pick({
    title: true,
    description: true,
    learningObjectives: true,
    audience: true,
    difficultyLevel: true,
    durationMinutes: true,
    contentType: true,
  }),
  lessons: z.array(
    StaffLessonSchema.pick({
      title: true,
      lessonType: true,
      durationMinutes: true,
      content: true,
      quiz: true,
    }),
  ),
});
export type CoursePackageDocument = z.infer<typeof CoursePackageDocumentSchema>;

// ---- POST /api/staff/learning/imports ---------------------------------------------------------------

/**
 * The package is read by the server, not by the route's schema, so that a package that does not fit is
 * recorded as a failed import with the reason (and answered 400).
 */
export const ImportCourseBodySchema = z.object({
  fileName: safeText({ max: IMPORT_FILE_NAME_MAX }).nullable().default(null),
  package: z.unknown(),
});
export type ImportCourseBody = z.input<typeof ImportCourseBodySchema>;

export const CourseImportSchema = z.object({
  id: z.uuid(),
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string().nullable(),
  /** The draft course the import created; null when it failed. */
  courseId: z.uuid().nullable(),
  /** The package's course title, when it could be read. */
  courseTitle: z.string().nullable(),
  lessonCount: z.number().int().nullable(),
  /** Why a failed import failed. */
  errorMessage: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type CourseImport = z.infer<typeof CourseImportSchema>;

/** GET /api/staff/learning/imports: newest first. */
export const ListCourseImportsQuerySchema = PaginationQuerySchema;
export const CourseImportPageSchema = pageOf(CourseImportSchema);
export type CourseImportPage = z.infer<typeof CourseImportPageSchema>;

// ---- POST /api/staff/learning/courses/:courseId/generate ------------------------------------------------

/**
 * What a generator returns (spec 02 §7 generate-course-content): an introduction, one lesson per objective
 * and a knowledge-check quiz. An LLM's JSON answer is checked against this very schema.
 */
export const GeneratedCourseContentSchema = z.object({
  lessons: z.array(PackageLessonSchema).min(1).max(LESSONS_PER_COURSE_MAX),
});
export type GeneratedCourseContent = z.output<typeof GeneratedCourseContentSchema>;

/**
 * The course's own title, description, objectives, audience, difficulty, duration and content type are the
 * input; refused with 409 when the course already has lessons.
 */
export const GenerateCourseContentResultSchema = z.object({
  lessonsCreated: z.number().int(),
  /** 'llm' when LLM_BASE_URL answered with valid content, 'library' for the offline generator. */
  source: z.enum(GENERATION_SOURCES),
  lessons: StaffLessonListSchema,
});
export type GenerateCourseContentResult = z.infer<typeof GenerateCourseContentResultSchema>;
