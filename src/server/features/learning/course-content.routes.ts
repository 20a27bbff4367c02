import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LearningAnalyticsSchema } from '@shared/learning/analytics.schema';
import {
  CourseImportPageSchema,
  CourseImportSchema,
  CoursePackageDocumentSchema,
  GenerateCourseContentResultSchema,
  ImportCourseBodySchema,
  ListCourseImportsQuerySchema,
} from '@shared/learning/course-package.schema';
import { CourseIdParamsSchema } from '@shared/learning/courses.schema';
import { COURSE_PACKAGE_MAX_BYTES } from '@shared/learning/learning.limits';
import { getLearningAnalytics } from './analytics.service';
import { generateCourseContent } from './generation.service';
import * as packages from './import-export.service';

const tags = ['learning'];
const manageCourses = { auth: 'staff', permission: 'manage_courses' } as const;

/** Generated lessons, course packages (export and import) and the Analytics tab: manage_courses. */
export const learningContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/staff/learning/courses/:courseId/generate',
    {
      config: manageCourses,
      schema: { tags, params: CourseIdParamsSchema, response: { 201: GenerateCourseContentResultSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await generateCourseContent(app.ctx, req.caller, req.params.courseId, req.log)),
  );

  app.get(
    '/staff/learning/courses/:courseId/export',
    {
      config: manageCourses,
      schema: { tags, params: CourseIdParamsSchema, response: { 200: CoursePackageDocumentSchema } },
    },
    async (req, reply) => {
      const course = await packages.exportCourse(app.ctx, req.caller, req.params.courseId);
      return reply
        .header('Content-Disposition', `attachment; filename="course-${req.params.courseId}.json"`)
        .send(course);
    },
  );

  app.get(
    '/staff/learning/imports',
    {
      config: manageCourses,
      schema: { tags, querystring: ListCourseImportsQuerySchema, response: { 200: CourseImportPageSchema } },
    },
    async (req) => packages.listImports(app.ctx, req.caller, req.query),
  );

  app.post(
    '/staff/learning/imports',
    {
      config: manageCourses,
      bodyLimit: COURSE_PACKAGE_MAX_BYTES,
      schema: { tags, body: ImportCourseBodySchema, response: { 201: CourseImportSchema } },
    },
    async (req, reply) => reply.code(201).send(await packages.importCourse(app.ctx, req.caller, req.body)),
  );

  app.get(
    '/staff/learning/analytics',
    { config: manageCourses, schema: { tags, response: { 200: LearningAnalyticsSchema } } },
    async (req) => getLearningAnalytics(app.ctx, req.caller),
  );
};
