import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FamilyIdParamsSchema } from '@shared/families/families.schema';
import {
  FamilyReferenceListSchema,
  FamilyReferenceSchema,
  ReferenceAnswersSchema,
  ReferenceDoneSchema,
  ReferenceLinkSchema,
  ReferenceSubmitBodySchema,
  ReferenceTokenParamsSchema,
  RequestReferenceBodySchema,
  StaffReferenceListSchema,
  StaffReferenceParamsSchema,
  StaffReferenceSchema,
} from '@shared/references/references.schema';
import { privateFileCaching, sendFile } from '../../lib/http/send-file';
import * as links from './reference-links.service';
import * as references from './references.service';

const tags = ['references'];
const family = { auth: 'family' } as const;
/** manage_families alone: lib/family-access admits a caseworker to the families assigned to them. */
const staff = { auth: 'staff', permission: 'manage_families' } as const;
const PUBLIC = { auth: 'public' } as const;
const staffBase = '/staff/families/:familyId/references';
const one = { tags, params: StaffReferenceParamsSchema };

/**
 * References (issue 44): the family asks on My Family, staff on the family's page; the reference answers through
 * the e-mailed link (public, rate-limited per IP like the signing links).
 */
export const referencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/family/references',
    { config: family, schema: { tags, response: { 200: FamilyReferenceListSchema } } },
    async (req) => references.familyReferenceList(app.ctx, req.caller),
  );

  app.post(
    '/family/references',
    {
      config: family,
      schema: { tags, body: RequestReferenceBodySchema, response: { 201: FamilyReferenceSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await references.familyRequestReference(app.ctx, req.caller, req.body)),
  );

  app.get(
    staffBase,
    {
      config: staff,
      schema: { tags, params: FamilyIdParamsSchema, response: { 200: StaffReferenceListSchema } },
    },
    async (req) => references.staffReferenceList(app.ctx, req.caller, req.params.familyId),
  );

  app.post(
    staffBase,
    {
      config: staff,
      schema: {
        tags,
        params: FamilyIdParamsSchema,
        body: RequestReferenceBodySchema,
        response: { 201: StaffReferenceSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await references.staffRequestReference(app.ctx, req.caller, req.params.familyId, req.body)),
  );

  app.post(
    `${staffBase}/:referenceId/resend`,
    { config: staff, schema: { ...one, response: { 200: StaffReferenceSchema } } },
    async (req) => references.resendReference(app.ctx, req.caller, req.params),
  );

  app.post(
    `${staffBase}/:referenceId/cancel`,
    { config: staff, schema: { ...one, response: { 200: StaffReferenceSchema } } },
    async (req) => references.cancelReference(app.ctx, req.caller, req.params),
  );

  app.get(
    `${staffBase}/:referenceId/answers`,
    { config: staff, schema: { ...one, response: { 200: ReferenceAnswersSchema } } },
    async (req) => references.referenceAnswers(app.ctx, req.caller, req.params),
  );

  app.get(
    `${staffBase}/:referenceId/pdf`,
    {
      config: staff,
      schema: { ...one, response: { 200: z.any().describe('The sealed questionnaire (PDF)') } },
      ...privateFileCaching,
    },
    async (req, reply) => sendFile(reply, await references.referencePdf(app.ctx, req.caller, req.params)),
  );

  const limited = { onRequest: app.authRateLimits.signingLink };

  app.get(
    '/reference-links/:token',
    {
      config: PUBLIC,
      ...limited,
      schema: { tags, params: ReferenceTokenParamsSchema, response: { 200: ReferenceLinkSchema } },
    },
    async (req) => links.getReferenceLink(app.ctx, req.caller, req.params.token),
  );

  app.post(
    '/reference-links/:token',
    {
      config: PUBLIC,
      ...limited,
      schema: {
        tags,
        params: ReferenceTokenParamsSchema,
        body: ReferenceSubmitBodySchema,
        response: { 200: ReferenceDoneSchema },
      },
    },
    async (req) => links.submitReference(app.ctx, req.caller, req.params.token, req.body),
  );
};
