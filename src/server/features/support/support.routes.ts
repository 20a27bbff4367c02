import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSION_KEYS } from '@shared/auth/permissions';
import {
  SupportOverviewSchema,
  SupportRequestBodySchema,
  SupportRequestSchema,
} from '@shared/support/support.schema';
import * as support from './support.service';

const tags = ['support'];
/** Every approved staff member (each holds at least one permission). */
const ANY_STAFF = { auth: 'staff', permission: PERMISSION_KEYS } as const;

/** Contact Support: where messages go and the caller's own; send one to the agency's support address. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/support-requests',
    { config: ANY_STAFF, schema: { tags, response: { 200: SupportOverviewSchema } } },
    async (req) => support.getSupportOverview(app.ctx, req.caller),
  );

  app.post(
    '/staff/support-requests',
    {
      config: ANY_STAFF,
      schema: { tags, body: SupportRequestBodySchema, response: { 201: SupportRequestSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await support.sendSupportRequest(app.ctx, req.caller, req.body)),
  );
};
