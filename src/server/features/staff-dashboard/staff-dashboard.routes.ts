import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffDashboardSchema } from '@shared/staff-dashboard/staff-dashboard.schema';
import { getStaffDashboard } from './staff-dashboard.service';

/** Staff dashboard (view_dashboard). */
export const staffDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/dashboard',
    {
      config: { auth: 'staff', permission: 'view_dashboard', session: 'in-read' },
      schema: { tags: ['staff'], response: { 200: StaffDashboardSchema } },
    },
    async (req) => getStaffDashboard(app.ctx, req.caller),
  );
};
