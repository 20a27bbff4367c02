import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivityListSchema,
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
import { JourneySchema } from '@shared/family-portal/journey.schema';
import * as portal from './family-portal.service';

const tags = ['family'];

/** The family portal (family users only; the family always comes from the session). */
export const familyPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/family/dashboard', { schema: { tags, response: { 200: FamilyDashboardSchema } } }, async (req) =>
    portal.getDashboard(app.ctx, req.principal),
  );

  app.get('/family/journey', { schema: { tags, response: { 200: JourneySchema } } }, async (req) =>
    portal.getJourney(app.ctx, req.principal),
  );

  app.get('/family/stats', { schema: { tags, response: { 200: FamilyStatsSchema } } }, async (req) =>
    portal.getStats(app.ctx, req.principal),
  );

  app.get('/family/household', { schema: { tags, response: { 200: HouseholdSchema } } }, async (req) =>
    portal.getHousehold(app.ctx, req.principal),
  );

  app.get('/family/tasks', { schema: { tags, response: { 200: FamilyTasksSchema } } }, async (req) =>
    portal.getTasks(app.ctx, req.principal),
  );

  app.post(
    '/family/tasks/:taskId/complete',
    { schema: { tags, params: TaskIdParamsSchema, response: { 204: z.null() } } },
    async (req, reply) => {
      await portal.completeTask(app.ctx, req.principal, req.actor, req.params.taskId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/family/activity',
    { schema: { tags, querystring: ActivityQuerySchema, response: { 200: ActivityListSchema } } },
    async (req) => portal.getActivity(app.ctx, req.principal, req.query.limit),
  );

  app.get('/family/announcements', { schema: { tags, response: { 200: AnnouncementListSchema } } }, async (req) =>
    portal.getAnnouncements(app.ctx, req.principal),
  );

  app.get('/family/support-team', { schema: { tags, response: { 200: SupportTeamSchema } } }, async (req) =>
    portal.getSupportTeam(app.ctx, req.principal),
  );

  app.get('/family/engagement', { schema: { tags, response: { 200: EngagementSchema } } }, async (req) =>
    portal.getEngagement(app.ctx, req.principal),
  );
};
