import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '@shared/errors';
import { STORAGE_CONDITIONS, SystemStatusSchema } from '@shared/staff-dashboard/system-status.schema';
import { adminRoutes } from './features/admin/admin.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { authRoutes } from './features/auth/auth.routes';
import { familyAuthRoutes } from './features/auth/family-auth.routes';
import { documentIntakeRoutes } from './features/document-intake/document-intake.routes';
import { documentRoutes } from './features/documents/documents.routes';
import { conversationsRoutes } from './features/conversations/conversations.routes';
import { inboxRoutes } from './features/conversations/inbox.routes';
import { familiesRoutes } from './features/families/families.routes';
import { familyEvaluationRoutes } from './features/family-evaluation/family-evaluation.routes';
import { decisionsRoutes } from './features/decisions/decisions.routes';
import { homeAssessmentRoutes } from './features/home-assessment/home-assessment.routes';
import { householdChangesRoutes } from './features/household-changes/household-changes.routes';
import { memberAccountsRoutes } from './features/member-accounts/member-accounts.routes';
import { referencesRoutes } from './features/references/references.routes';
import { backgroundChecksRoutes } from './features/background-checks/background-checks.routes';
import { familyLearningRoutes } from './features/family-learning/family-learning.routes';
import { trainingLedgerRoutes } from './features/family-learning/training.routes';
import { familyPortalRoutes } from './features/family-portal/family-portal.routes';
import { familyPreferencesRoutes } from './features/family-portal/family-preferences.routes';
import { learningAssignmentRoutes } from './features/learning/assignments.routes';
import { learningContentRoutes } from './features/learning/course-content.routes';
import { learningCourseRoutes } from './features/learning/courses.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { staffDashboardRoutes } from './features/staff-dashboard/staff-dashboard.routes';
import { checkReadiness } from './lib/readiness';
import { storageHealth } from './lib/storage/storage-health';
import { DATABASE_RETRY_AFTER_SECONDS } from './plugins/error-handler';
import { idempotencyPlugin } from './plugins/idempotency';
import { routeAccessPlugin } from './plugins/route-access';
import { systemConfigRoutes } from './features/system-config/system-config.routes';
import { requirementsRoutes } from './features/requirements/requirements.routes';
import { signingRoutes } from './features/signing/signing.routes';
import { signingLinksRoutes } from './features/signing/signing-links.routes';
import { signingStaffRoutes } from './features/signing/signing-staff.routes';
import { staffAssistantRoutes } from './features/staff-assistant/staff-assistant.routes';
import { supportRoutes } from './features/support/support.routes';

/** Readiness's 503: the house error shape and, once checked, the state of each part. */
const NotReadySchema = ApiErrorSchema.extend({
  database: z.enum(['ok', 'unavailable']).optional(),
  storage: z.enum(STORAGE_CONDITIONS).optional(),
});

/** Every feature's routes under /api. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(routeAccessPlugin);
  await app.register(idempotencyPlugin);
  // Liveness: the process answers. Readiness: it can also reach its database and write its files (a load
  // balancer's check); the answer names each part.
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
        response: {
          200: z.object({ status: z.literal('ready'), database: z.literal('ok'), storage: z.literal('ok') }),
          503: NotReadySchema,
        },
      },
    },
    async (req, reply) => {
      const parts = await checkReadiness(app.ctx, req.log);
      if (parts.database === 'ok' && parts.storage === 'ok')
        return { status: 'ready' as const, database: 'ok' as const, storage: 'ok' as const };
      const problems = [
        parts.database === 'ok' ? null : 'database unavailable',
        parts.storage === 'ok' ? null : `storage ${parts.storage.replace('_', '-')}`,
      ].filter((problem) => problem !== null);
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          code: 'UNAVAILABLE',
          message: `Haven is not ready: ${problems.join(', ')}.`,
          requestId: String(req.id),
          ...parts,
        });
    },
  );
  // What the staff dashboard warns about: storage that refuses writes (a full or read-only disk).
  app.get(
    '/staff/system-status',
    {
      config: { auth: 'staff', permission: 'view_dashboard' },
      schema: { tags: ['system'], response: { 200: SystemStatusSchema } },
    },
    async () => ({ storage: (await storageHealth(app.ctx.storage, app.ctx.now).read()).condition }),
  );
  await app.register(authRoutes);
  await app.register(staffDashboardRoutes);
  await app.register(adminRoutes);
  await app.register(documentRoutes);
  await app.register(documentIntakeRoutes);
  await app.register(familyAuthRoutes);
  await app.register(familyPortalRoutes);
  await app.register(familyPreferencesRoutes);
  await app.register(notificationsRoutes);
  await app.register(familiesRoutes);
  await app.register(backgroundChecksRoutes);
  await app.register(familyEvaluationRoutes);
  await app.register(homeAssessmentRoutes);
  await app.register(decisionsRoutes);
  await app.register(householdChangesRoutes);
  await app.register(referencesRoutes);
  await app.register(memberAccountsRoutes);
  await app.register(systemConfigRoutes);
  await app.register(supportRoutes);
  await app.register(requirementsRoutes);
  await app.register(learningCourseRoutes);
  await app.register(learningContentRoutes);
  await app.register(learningAssignmentRoutes);
  await app.register(familyLearningRoutes);
  await app.register(trainingLedgerRoutes);
  await app.register(signingRoutes);
  await app.register(signingStaffRoutes);
  await app.register(signingLinksRoutes);
  await app.register(staffAssistantRoutes);
  await app.register(conversationsRoutes);
  await app.register(inboxRoutes);
  await app.register(analyticsRoutes);
};
