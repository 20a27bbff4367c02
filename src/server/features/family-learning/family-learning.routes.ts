import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CertificateIdParamsSchema,
  CertificateSchema,
  CertificateVerificationSchema,
  CourseIdParamsSchema,
  CoursePlayerSchema,
  EnrollmentIdParamsSchema,
  EnrollmentLessonParamsSchema,
  EnrollmentRequestResultSchema,
  IssueCertificateBodySchema,
  LearningJourneySchema,
  LessonCompletionSchema,
  LessonVideoLinkSchema,
  LessonViewSchema,
  QuizResultSchema,
  QuizSubmissionBodySchema,
  VideoTokenQuerySchema,
} from '@shared/family-learning/family-learning.schema';
import { privateFileCaching, sendRangedFile } from '../../lib/http/send-file';
import * as certificates from './certificates.service';
import * as learning from './family-learning.service';
import * as quiz from './quiz.service';
import * as videoLinks from './video-links.service';

const tags = ['family-learning'];
const family = { auth: 'family' } as const;
const fileResponse = { 200: z.any().describe('The file bytes'), 206: z.any().describe('A range of them') };
const base = '/family/learning';
const enrollment = `${base}/enrollments/:enrollmentId`;
const lesson = `${enrollment}/lessons/:lessonId`;

/** The signed-in family's learning (spec 02 §2): the family always comes from the session. */
export const familyLearningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    { config: { ...family, session: 'in-read' }, schema: { tags, response: { 200: LearningJourneySchema } } },
    async (req) => learning.getLearningJourney(app.ctx, req.caller),
  );

  app.post(
    `${base}/courses/:courseId/enrollment-request`,
    {
      config: family,
      schema: { tags, params: CourseIdParamsSchema, response: { 200: EnrollmentRequestResultSchema } },
    },
    async (req) => learning.requestEnrollment(app.ctx, req.caller, req.params.courseId),
  );

  app.get(
    enrollment,
    {
      config: family,
      schema: { tags, params: EnrollmentIdParamsSchema, response: { 200: CoursePlayerSchema } },
    },
    async (req) => learning.getCoursePlayer(app.ctx, req.caller, req.params.enrollmentId),
  );

  for (const [action, run] of [
    ['start', learning.startCourse],
    ['complete', learning.completeCourse],
  ] as const) {
    app.post(
      `${enrollment}/${action}`,
      {
        config: family,
        schema: { tags, params: EnrollmentIdParamsSchema, response: { 200: CoursePlayerSchema } },
      },
      async (req) => run(app.ctx, req.caller, req.params.enrollmentId),
    );
  }

  app.get(
    lesson,
    {
      config: family,
      schema: { tags, params: EnrollmentLessonParamsSchema, response: { 200: LessonViewSchema } },
    },
    async (req) => learning.getLesson(app.ctx, req.caller, req.params.enrollmentId, req.params.lessonId),
  );

  app.post(
    `${lesson}/complete`,
    {
      config: family,
      schema: { tags, params: EnrollmentLessonParamsSchema, response: { 200: LessonCompletionSchema } },
    },
    async (req) => learning.completeLesson(app.ctx, req.caller, req.params.enrollmentId, req.params.lessonId),
  );

  app.post(
    `${lesson}/quiz-attempts`,
    {
      config: family,
      schema: {
        tags,
        params: EnrollmentLessonParamsSchema,
        body: QuizSubmissionBodySchema,
        response: { 201: QuizResultSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await quiz.submitQuiz(app.ctx, req.caller, req.params.enrollmentId, req.params.lessonId, req.body),
        ),
  );

  app.get(
    `${lesson}/video-link`,
    {
      config: family,
      schema: { tags, params: EnrollmentLessonParamsSchema, response: { 200: LessonVideoLinkSchema } },
    },
    async (req) =>
      videoLinks.issueLessonVideoLink(app.ctx, req.caller, req.params.enrollmentId, req.params.lessonId),
  );

  // Public to the route table: the signed link is the authorization (a <video> cannot send the bearer token).
  app.get(
    videoLinks.VIDEO_LINK_PATH,
    {
      config: { auth: 'public' },
      schema: { tags, querystring: VideoTokenQuerySchema, response: fileResponse },
      ...privateFileCaching,
    },
    async (req, reply) =>
      sendRangedFile(req, reply, await videoLinks.linkedLessonVideo(app.ctx, req.query.token)),
  );

  app.get(
    `${enrollment}/certificate`,
    {
      config: family,
      schema: { tags, params: EnrollmentIdParamsSchema, response: { 200: CertificateSchema } },
    },
    async (req) => certificates.getCertificate(app.ctx, req.caller, req.params.enrollmentId),
  );

  app.post(
    `${enrollment}/certificate`,
    {
      config: family,
      schema: {
        tags,
        params: EnrollmentIdParamsSchema,
        body: IssueCertificateBodySchema,
        response: { 200: CertificateSchema },
      },
    },
    async (req) => certificates.issueCertificate(app.ctx, req.caller, req.params.enrollmentId, req.body),
  );

  app.get(
    `${enrollment}/certificate/pdf`,
    {
      config: family,
      schema: { tags, params: EnrollmentIdParamsSchema, response: { 200: z.any().describe('The PDF') } },
      ...privateFileCaching,
    },
    async (req, reply) => {
      const pdf = await certificates.getCertificatePdf(app.ctx, req.caller, req.params.enrollmentId);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${pdf.filename}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(pdf.bytes);
    },
  );

  // Public: anyone holding a certificate can check it; limited like the other unauthenticated lookups.
  app.get(
    '/verify/certificates/:certificateId',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        params: CertificateIdParamsSchema,
        response: { 200: CertificateVerificationSchema },
      },
      onRequest: app.authRateLimits.verification,
    },
    async (req) => certificates.verifyCertificate(app.ctx, req.params.certificateId),
  );
};
