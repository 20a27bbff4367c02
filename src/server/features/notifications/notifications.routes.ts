import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NotificationIdParamsSchema,
  NotificationListSchema,
} from '@shared/notifications/notifications.schema';
import * as service from './notifications.service';

const tags = ['family'];

/** The family's bell (family users only; the family always comes from the session). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/family/notifications',
    {
      config: { auth: 'family', session: 'in-read' },
      schema: { tags, response: { 200: NotificationListSchema } },
    },
    async (req) => service.listNotifications(app.ctx, req.caller),
  );

  app.post(
    '/family/notifications/:id/read',
    {
      config: { auth: 'family' },
      schema: { tags, params: NotificationIdParamsSchema, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await service.markNotificationRead(app.ctx, req.caller, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/family/notifications/read-all',
    { config: { auth: 'family' }, schema: { tags, response: { 204: z.null() } } },
    async (req, reply) => {
      await service.markAllNotificationsRead(app.ctx, req.caller);
      return reply.code(204).send(null);
    },
  );
};
