import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignableCourseListSchema,
  AssignCourseBodySchema,
  AssignCourseResultSchema,
  AssignmentFamiliesQuerySchema,
  AssignmentFamilyPageSchema,
  AssignmentPageSchema,
  AssignmentParamsSchema,
  ApproveEnrollmentRequestBodySchema,
  DeclineEnrollmentRequestBodySchema,
  EnrollmentRequestIdParamsSchema,
  EnrollmentRequestPageSchema,
  EnrollmentRequestSchema,
  ListAssignmentsQuerySchema,
  ListEnrollmentRequestsQuerySchema,
} from '@shared/learning/assignments.schema';
import * as assignments from './assignments.service';
import * as requests from './enrollment-requests.service';

const tags = ['learning'];
const assignCourses = { auth: 'staff', permission: 'assign_courses' } as const;

/** Course Assignments and families' enrollment requests (spec 02 §2 Assignments tab, /staff/assignments). */
export const learningAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/learning/assignments/families',
    {
      config: assignCourses,
      schema: {
        tags,
        querystring: AssignmentFamiliesQuerySchema,
        response: { 200: AssignmentFamilyPageSchema },
      },
    },
    async (req) => assignments.searchAssignmentFamilies(app.ctx, req.caller, req.query),
  );

  app.get(
    '/staff/learning/assignments/courses',
    { config: assignCourses, schema: { tags, response: { 200: AssignableCourseListSchema } } },
    async (req) => assignments.listAssignableCourses(app.ctx, req.caller),
  );

  app.get(
    '/staff/learning/assignments',
    {
      config: assignCourses,
      schema: { tags, querystring: ListAssignmentsQuerySchema, response: { 200: AssignmentPageSchema } },
    },
    async (req) => assignments.listAssignments(app.ctx, req.caller, req.query),
  );

  app.post(
    '/staff/learning/assignments',
    {
      config: assignCourses,
      schema: { tags, body: AssignCourseBodySchema, response: { 201: AssignCourseResultSchema } },
    },
    async (req, reply) => reply.code(201).send(await assignments.assignCourse(app.ctx, req.caller, req.body)),
  );

  app.delete(
    '/staff/learning/assignments/:familyId/:courseId',
    { config: assignCourses, schema: { tags, params: AssignmentParamsSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await assignments.removeAssignment(app.ctx, req.caller, req.params.familyId, req.params.courseId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/staff/learning/enrollment-requests',
    {
      config: assignCourses,
      schema: {
        tags,
        querystring: ListEnrollmentRequestsQuerySchema,
        response: { 200: EnrollmentRequestPageSchema },
      },
    },
    async (req) => requests.listEnrollmentRequests(app.ctx, req.caller, req.query),
  );

  app.post(
    '/staff/learning/enrollment-requests/:requestId/approve',
    {
      config: assignCourses,
      schema: {
        tags,
        params: EnrollmentRequestIdParamsSchema,
        body: ApproveEnrollmentRequestBodySchema,
        response: { 200: EnrollmentRequestSchema },
      },
    },
    async (req) => requests.approveEnrollmentRequest(app.ctx, req.caller, req.params.requestId, req.body),
  );

  app.post(
    '/staff/learning/enrollment-requests/:requestId/decline',
    {
      config: assignCourses,
      schema: {
        tags,
        params: EnrollmentRequestIdParamsSchema,
        body: DeclineEnrollmentRequestBodySchema,
        response: { 200: EnrollmentRequestSchema },
      },
    },
    async (req) => requests.declineEnrollmentRequest(app.ctx, req.caller, req.params.requestId, req.body),
  );
};
