import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CourseIdParamsSchema,
  CourseStatsSchema,
  CreateCourseBodySchema,
  DeleteCourseResultSchema,
  ListCoursesQuerySchema,
  StaffCoursePageSchema,
  UpdateCourseBodySchema,
} from '@shared/learning/courses.schema';
import {
  LessonBodySchema,
  LessonIdParamsSchema,
  ReorderLessonsBodySchema,
  StaffCourseDetailSchema,
  StaffLessonListSchema,
  StaffLessonSchema,
} from '@shared/learning/lessons.schema';
import {
  CourseTranslationsViewSchema,
  SaveCourseTranslationsBodySchema,
} from '@shared/learning/course-translations';
import { LESSON_CONTENT_MAX, LESSON_VIDEO_MAX_BYTES } from '@shared/learning/learning.limits';
import { readUpload } from '../../lib/http/read-upload';
import { privateFileCaching, sendRangedFile } from '../../lib/http/send-file';
import * as translations from './course-translations.service';
import * as courses from './courses.service';
import * as videos from './lesson-video.service';
import * as lessons from './lessons.service';

const tags = ['learning'];
const manageCourses = { auth: 'staff', permission: 'manage_courses' } as const;
/** A lesson's HTML may be up to LESSON_CONTENT_MAX characters, more bytes than the API-wide JSON limit. */
const lessonBodyLimit = 4 * LESSON_CONTENT_MAX;

/** Courses and their lessons (spec 02 §2, §7): Manage Courses and the Lesson Builder. */
export const learningCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.get(
    '/staff/learning/stats',
    { config: manageCourses, schema: { tags, response: { 200: CourseStatsSchema } } },
    async (req) => courses.getCourseStats(app.ctx, req.caller),
  );

  app.get(
    '/staff/learning/courses',
    {
      config: manageCourses,
      schema: { tags, querystring: ListCoursesQuerySchema, response: { 200: StaffCoursePageSchema } },
    },
    async (req) => courses.listCourses(app.ctx, req.caller, req.query),
  );

  app.post(
    '/staff/learning/courses',
    {
      config: manageCourses,
      schema: { tags, body: CreateCourseBodySchema, response: { 201: StaffCourseDetailSchema } },
    },
    async (req, reply) => reply.code(201).send(await courses.createCourse(app.ctx, req.caller, req.body)),
  );

  app.get(
    '/staff/learning/courses/:courseId',
    {
      config: manageCourses,
      schema: { tags, params: CourseIdParamsSchema, response: { 200: StaffCourseDetailSchema } },
    },
    async (req) => courses.getCourse(app.ctx, req.caller, req.params.courseId),
  );

  app.patch(
    '/staff/learning/courses/:courseId',
    {
      config: manageCourses,
      schema: {
        tags,
        params: CourseIdParamsSchema,
        body: UpdateCourseBodySchema,
        response: { 200: StaffCourseDetailSchema },
      },
    },
    async (req) => courses.updateCourse(app.ctx, req.caller, req.params.courseId, req.body),
  );

  for (const [action, isPublished] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/staff/learning/courses/:courseId/${action}`,
      {
        config: manageCourses,
        schema: { tags, params: CourseIdParamsSchema, response: { 200: StaffCourseDetailSchema } },
      },
      async (req) => courses.setCoursePublished(app.ctx, req.caller, req.params.courseId, isPublished),
    );
  }

  app.delete(
    '/staff/learning/courses/:courseId',
    {
      config: manageCourses,
      schema: { tags, params: CourseIdParamsSchema, response: { 200: DeleteCourseResultSchema } },
    },
    async (req) => courses.deleteCourse(app.ctx, req.caller, req.params.courseId),
  );

  app.get(
    '/staff/learning/courses/:courseId/translations',
    {
      config: manageCourses,
      schema: { tags, params: CourseIdParamsSchema, response: { 200: CourseTranslationsViewSchema } },
    },
    async (req) => translations.getCourseTranslations(app.ctx, req.caller, req.params.courseId),
  );

  app.put(
    '/staff/learning/courses/:courseId/translations',
    {
      config: manageCourses,
      bodyLimit: lessonBodyLimit * 4,
      schema: {
        tags,
        params: CourseIdParamsSchema,
        body: SaveCourseTranslationsBodySchema,
        response: { 200: CourseTranslationsViewSchema },
      },
    },
    async (req) => translations.saveCourseTranslations(app.ctx, req.caller, req.params.courseId, req.body),
  );

  app.get(
    '/staff/learning/courses/:courseId/lessons',
    {
      config: manageCourses,
      schema: { tags, params: CourseIdParamsSchema, response: { 200: StaffLessonListSchema } },
    },
    async (req) => lessons.listLessons(app.ctx, req.caller, req.params.courseId),
  );

  app.post(
    '/staff/learning/courses/:courseId/lessons',
    {
      config: manageCourses,
      bodyLimit: lessonBodyLimit,
      schema: {
        tags,
        params: CourseIdParamsSchema,
        body: LessonBodySchema,
        response: { 201: StaffLessonSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await lessons.createLesson(app.ctx, req.caller, req.params.courseId, req.body)),
  );

  app.put(
    '/staff/learning/courses/:courseId/lessons/order',
    {
      config: manageCourses,
      schema: {
        tags,
        params: CourseIdParamsSchema,
        body: ReorderLessonsBodySchema,
        response: { 200: StaffLessonListSchema },
      },
    },
    async (req) => lessons.reorderLessons(app.ctx, req.caller, req.params.courseId, req.body),
  );

  app.put(
    '/staff/learning/courses/:courseId/lessons/:lessonId',
    {
      config: manageCourses,
      bodyLimit: lessonBodyLimit,
      schema: {
        tags,
        params: LessonIdParamsSchema,
        body: LessonBodySchema,
        response: { 200: StaffLessonSchema },
      },
    },
    async (req) =>
      lessons.updateLesson(app.ctx, req.caller, req.params.courseId, req.params.lessonId, req.body),
  );

  app.delete(
    '/staff/learning/courses/:courseId/lessons/:lessonId',
    {
      config: manageCourses,
      schema: { tags, params: LessonIdParamsSchema, response: { 200: StaffLessonListSchema } },
    },
    async (req) => lessons.deleteLesson(app.ctx, req.caller, req.params.courseId, req.params.lessonId),
  );

  app.post(
    '/staff/learning/courses/:courseId/lessons/:lessonId/review',
    {
      config: manageCourses,
      schema: { tags, params: LessonIdParamsSchema, response: { 200: StaffLessonSchema } },
    },
    async (req) => lessons.markLessonReviewed(app.ctx, req.caller, req.params.courseId, req.params.lessonId),
  );

  app.post(
    '/staff/learning/courses/:courseId/lessons/:lessonId/video',
    {
      config: manageCourses,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data: one part named "file", an MP4 or WebM video.',
        params: LessonIdParamsSchema,
        response: { 200: StaffLessonSchema },
      },
    },
    async (req) => {
      const upload = await readUpload(req, { maxBytes: LESSON_VIDEO_MAX_BYTES, fieldsSchema: z.object({}) });
      const [file] = upload.files;
      if (!file) throw new Error('readUpload returned no file');
      return videos.uploadLessonVideo(app.ctx, req.caller, req.params.courseId, req.params.lessonId, file);
    },
  );

  app.get(
    '/staff/learning/courses/:courseId/lessons/:lessonId/video',
    {
      config: manageCourses,
      schema: {
        tags,
        params: LessonIdParamsSchema,
        response: { 200: z.any().describe('The video bytes'), 206: z.any().describe('A range of them') },
      },
      ...privateFileCaching,
    },
    async (req, reply) =>
      sendRangedFile(
        req,
        reply,
        await videos.getLessonVideo(app.ctx, req.caller, req.params.courseId, req.params.lessonId),
      ),
  );
};
