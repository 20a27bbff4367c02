import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FamilyIdParamsSchema } from '@shared/families/families.schema';
import {
  CreateInterviewBodySchema,
  FamilyInterviewSchema,
  FinaliseInterviewBodySchema,
  InterviewConflictSchema,
  InterviewDetailSchema,
  InterviewListSchema,
  InterviewParamsSchema,
  UpdateInterviewBodySchema,
} from '@shared/family-evaluation/family-evaluation.schema';
import * as interviews from './family-evaluation.service';

const tags = ['family-evaluation'];
const base = '/staff/families/:familyId/interviews';
/**
 * Guarded by manage_families alone: lib/family-access admits a caseworker for the families assigned to them (and
 * for reading, every family when the agency lets caseworkers read all). Listing manage_assigned_families here
 * would admit any caseworker to any family.
 */
const readFamily = { auth: 'staff', permission: 'manage_families' } as const;
const writeFamily = { auth: 'staff', permission: 'manage_families' } as const;
const saved = { 200: InterviewDetailSchema, 409: InterviewConflictSchema };

/** A stale save or finalise answers 409 in the house shape with the record as it is now; nothing was written. */
function reply(req: FastifyRequest, res: FastifyReply, outcome: interviews.SaveOutcome) {
  if ('saved' in outcome) return outcome.saved;
  return res.code(409).send({
    code: 'CONFLICT',
    message: `Someone saved version ${outcome.conflict.version} of this interview meanwhile. Read it, then make your change again.`,
    requestId: String(req.id),
    current: outcome.conflict,
  });
}

/** The family evaluation's interviews (issue 43): staff record, edit, finalise; the family sees the dates. */
export const familyEvaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    {
      config: readFamily,
      schema: { tags, params: FamilyIdParamsSchema, response: { 200: InterviewListSchema } },
    },
    async (req) => interviews.listInterviews(app.ctx, req.caller, req.params.familyId),
  );

  app.post(
    base,
    {
      config: { ...writeFamily, idempotent: true },
      schema: {
        tags,
        params: FamilyIdParamsSchema,
        body: CreateInterviewBodySchema,
        response: { 201: InterviewDetailSchema },
      },
    },
    async (req, res) =>
      res
        .code(201)
        .send(await interviews.createInterview(app.ctx, req.caller, req.params.familyId, req.body)),
  );

  app.get(
    `${base}/:interviewId`,
    {
      config: readFamily,
      schema: { tags, params: InterviewParamsSchema, response: { 200: InterviewDetailSchema } },
    },
    async (req) => interviews.getInterview(app.ctx, req.caller, req.params),
  );

  app.put(
    `${base}/:interviewId`,
    {
      config: writeFamily,
      schema: { tags, params: InterviewParamsSchema, body: UpdateInterviewBodySchema, response: saved },
    },
    async (req, res) =>
      reply(req, res, await interviews.updateInterview(app.ctx, req.caller, req.params, req.body)),
  );

  app.post(
    `${base}/:interviewId/finalise`,
    {
      config: writeFamily,
      schema: { tags, params: InterviewParamsSchema, body: FinaliseInterviewBodySchema, response: saved },
    },
    async (req, res) =>
      reply(req, res, await interviews.finaliseInterview(app.ctx, req.caller, req.params, req.body)),
  );

  app.get(
    '/family/interviews',
    { config: { auth: 'family' }, schema: { tags, response: { 200: z.array(FamilyInterviewSchema) } } },
    async (req) => interviews.interviewsForFamily(app.ctx, req.caller),
  );
};
