import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoutes } from './features/admin/admin.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { authRoutes } from './features/auth/auth.routes';
import { familyAuthRoutes } from './features/auth/family-auth.routes';
import { documentRoutes } from './features/documents/documents.routes';
import { conversationsRoutes } from './features/conversations/conversations.routes';
import { inboxRoutes } from './features/conversations/inbox.routes';
import { familiesRoutes } from './features/families/families.routes';
import { familyLearningRoutes } from './features/family-learning/family-learning.routes';
import { trainingLedgerRoutes } from './features/family-learning/training.routes';
import { familyPortalRoutes } from './features/family-portal/family-portal.routes';
import { familyPreferencesRoutes } from './features/family-portal/family-preferences.routes';
import { learningAssignmentRoutes } from './features/learning/assignments.routes';
import { learningContentRoutes } from './features/learning/course-content.routes';
import { learningCourseRoutes } from './features/learning/courses.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { staffDashboardRoutes } from './features/staff-dashboard/staff-dashboard.routes';
import { databaseReachable } from './db/readiness';
import { routeAccessPlugin } from './plugins/route-access';
import { systemConfigRoutes } from './features/system-config/system-config.routes';
import { requirementsRoutes } from './features/requirements/requirements.routes';
import { signingRoutes } from './features/signing/signing.routes';
import { signingStaffRoutes } from './features/signing/signing-staff.routes';
import { staffAssistantRoutes } from './features/staff-assistant/staff-assistant.routes';

/** Every feature's routes under /api. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(routeAccessPlugin);
  // Liveness: the process answers. Readiness: it can also reach its database (a load balancer's check).
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health/ready',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ready'), database: z.literal('ok') }) },
      },
    },
    async () => {
      await databaseReachable(app.ctx.db);
      return { status: 'ready' as const, database: 'ok' as const };
    },
  );
  await app.register(authRoutes);
  await app.register(staffDashboardRoutes);
  await app.register(adminRoutes);
  await app.register(documentRoutes);
  await app.register(familyAuthRoutes);
  await app.register(familyPortalRoutes);
  await app.register(familyPreferencesRoutes);
  await app.register(notificationsRoutes);
  await app.register(familiesRoutes);
  await app.register(systemConfigRoutes);
  await app.register(requirementsRoutes);
  await app.register(learningCourseRoutes);
  await app.register(learningContentRoutes);
  await app.register(learningAssignmentRoutes);
  await app.register(familyLearningRoutes);
  await app.register(trainingLedgerRoutes);
  await app.register(signingRoutes);
  await app.register(signingStaffRoutes);
  await app.register(staffAssistantRoutes);
  await app.register(conversationsRoutes);
  await app.register(inboxRoutes);
  await app.register(analyticsRoutes);
};
