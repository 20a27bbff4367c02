import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FamilyActivityListSchema,
  ActivityQuerySchema,
  AnnouncementListSchema,
  EngagementSchema,
  FamilyDashboardSchema,
  FamilyStatsSchema,
  FamilyTasksSchema,
  HouseholdSchema,
  SupportTeamSchema,
  TaskIdParamsSchema,
} from '@shared/family-portal/family-portal.schema';
import { JourneySchema } from '@shared/journey/journey.schema';
import * as portal from './family-portal.service';

const tags = ['family'];
/** Each read checks the session inside its own statement (one round trip; auth session-reads.service). */
const inRead = { auth: 'family', session: 'in-read' } as const;

/** The family portal (family users only; the family always comes from the session). */
export const familyPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/family/dashboard',
    { config: inRead, schema: { tags, response: { 200: FamilyDashboardSchema } } },
    async (req) => portal.getDashboard(app.ctx, req.caller),
  );

  app.get(
    '/family/journey',
    { config: inRead, schema: { tags, response: { 200: JourneySchema } } },
    async (req) => portal.getJourney(app.ctx, req.caller),
  );

  app.get(
    '/family/stats',
    { config: inRead, schema: { tags, response: { 200: FamilyStatsSchema } } },
    async (req) => portal.getStats(app.ctx, req.caller),
  );

  app.get(
    '/family/household',
    { config: inRead, schema: { tags, response: { 200: HouseholdSchema } } },
    async (req) => portal.getHousehold(app.ctx, req.caller),
  );

  app.get(
    '/family/tasks',
    { config: inRead, schema: { tags, response: { 200: FamilyTasksSchema } } },
    async (req) => portal.getTasks(app.ctx, req.caller),
  );

  app.post(
    '/family/tasks/:taskId/complete',
    { config: { auth: 'family' }, schema: { tags, params: TaskIdParamsSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await portal.completeTask(app.ctx, req.caller, req.params.taskId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/family/tasks/:taskId/reopen',
    { config: { auth: 'family' }, schema: { tags, params: TaskIdParamsSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await portal.reopenTask(app.ctx, req.caller, req.params.taskId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/family/activity',
    {
      config: inRead,
      schema: { tags, querystring: ActivityQuerySchema, response: { 200: FamilyActivityListSchema } },
    },
    async (req) => portal.getActivity(app.ctx, req.caller, req.query.limit),
  );

  app.get(
    '/family/announcements',
    { config: inRead, schema: { tags, response: { 200: AnnouncementListSchema } } },
    async (req) => portal.getAnnouncements(app.ctx, req.caller),
  );

  app.get(
    '/family/support-team',
    { config: inRead, schema: { tags, response: { 200: SupportTeamSchema } } },
    async (req) => portal.getSupportTeam(app.ctx, req.caller),
  );

  app.get(
    '/family/engagement',
    { config: inRead, schema: { tags, response: { 200: EngagementSchema } } },
    async (req) => portal.getEngagement(app.ctx, req.caller),
  );
};
