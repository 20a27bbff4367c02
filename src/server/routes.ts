import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoutes } from './features/admin/admin.routes';
import { authRoutes } from './features/auth/auth.routes';
import { staffDashboardRoutes } from './features/staff-dashboard/staff-dashboard.routes';

/** Every feature's routes under /api. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  await app.register(authRoutes);
  await app.register(staffDashboardRoutes);
  await app.register(adminRoutes);
};
