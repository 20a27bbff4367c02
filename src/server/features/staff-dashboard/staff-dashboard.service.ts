import { actionsHiddenFrom, describeAuditEvent } from '@shared/audit/audit-events';
import { hasPermission } from '@shared/auth/permissions';
import { EXPIRING_SOON_DAYS } from '@shared/documents/documents.schema';
import { expiringSoonBy } from '@shared/documents/expiry';
import { APPLICATION_STEPS } from '@shared/journey/journey-steps';
import { PATHS } from '@shared/paths';
import {
  STAFF_DOCUMENTS_EXPIRING,
  STAFF_DOCUMENTS_FAILED,
  STAFF_DOCUMENTS_SUBMITTED,
} from '@shared/staff-dashboard/staff-dashboard-links';
import type { StaffDashboard } from '@shared/staff-dashboard/staff-dashboard.schema';
import type { AppContext } from '../../lib/context';
import type { Caller } from '../../lib/caller';
import { readAsStaff, staffRead } from '../auth/session-reads.service';
import * as repo from './staff-dashboard.repository';

const RECENT_ACTIVITY_LIMIT = 8;

/** First instant of the current month in UTC. */
function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

const snapshotRead = staffRead<repo.SnapshotRow, { monthStart: string; expiringBy: string }>(
  'staff_dashboard',
  repo.SnapshotRowSchema,
  repo.dashboardSnapshot({
    applicationSteps: APPLICATION_STEPS,
    activity: { limit: RECENT_ACTIVITY_LIMIT, hiddenActions: actionsHiddenFrom('staff') },
  }),
  'generic',
);

/** Summary cards, recent activity from the audit log, and the tasks waiting for staff this user can act on. */
export async function getStaffDashboard(ctx: AppContext, caller: Caller): Promise<StaffDashboard> {
  const { principal: staff, data: row } = await readAsStaff(ctx, caller, ['view_dashboard'], snapshotRead, {
    monthStart: monthStart(ctx.now()).toISOString(),
    expiringBy: expiringSoonBy(ctx.now()),
  });
  if (!row) throw new Error('the dashboard statement returned nothing');
  const counts = {
    totalFamilies: row.families.total,
    activeFamilies: row.families.active,
    pendingApplications: row.families.applications,
    documents: row.documents.handed_in,
    pendingDocuments: row.documents.pending,
    failedDocuments: row.documents.failed,
    expiringDocuments: row.documents.expiring,
    trainingCourses: row.training_courses,
    completionsThisMonth: row.completions,
  };
  const candidates: (StaffDashboard['pendingTasks'][number] & { visible: boolean })[] = [
    {
      id: 'review-documents',
      title: 'Review submitted documents',
      description: `${counts.pendingDocuments} document(s) are waiting for approval.`,
      priority: 'high',
      path: STAFF_DOCUMENTS_SUBMITTED,
      count: counts.pendingDocuments,
      visible: hasPermission(staff.permissions, 'manage_documents'),
    },
    {
      id: 'failed-processing',
      title: 'Check documents that failed processing',
      description: `${counts.failedDocuments} upload(s) could not be processed automatically.`,
      priority: 'urgent',
      path: STAFF_DOCUMENTS_FAILED,
      count: counts.failedDocuments,
      visible: hasPermission(staff.permissions, 'manage_documents'),
    },
    {
      id: 'expiring-documents',
      title: 'Ask for new copies of expiring documents',
      description: `${counts.expiringDocuments} approved document(s) expire within ${EXPIRING_SOON_DAYS} days or have expired.`,
      priority: 'medium',
      path: STAFF_DOCUMENTS_EXPIRING,
      count: counts.expiringDocuments,
      visible: hasPermission(staff.permissions, 'manage_documents'),
    },
    {
      id: 'review-applications',
      title: 'Review new applications',
      description: `${counts.pendingApplications} famil${counts.pendingApplications === 1 ? 'y is' : 'ies are'} in the application steps.`,
      priority: 'medium',
      path: PATHS.applications,
      count: counts.pendingApplications,
      visible: hasPermission(staff.permissions, 'manage_families'),
    },
  ];
  return {
    cards: {
      totalFamilies: counts.totalFamilies,
      activeFamilies: counts.activeFamilies,
      pendingApplications: counts.pendingApplications,
      documents: counts.documents,
      pendingDocuments: counts.pendingDocuments,
      expiringDocuments: counts.expiringDocuments,
      trainingCourses: counts.trainingCourses,
      completionsThisMonth: counts.completionsThisMonth,
    },
    recentActivity: row.activity.map((entry) => ({
      id: entry.id,
      at: new Date(entry.at).toISOString(),
      action: entry.action,
      description: describeAuditEvent({
        action: entry.action,
        details: entry.details,
        actorName: entry.actor_name,
        familyName: entry.family_name,
      }),
    })),
    pendingTasks: candidates
      .filter((t) => t.visible && t.count > 0)
      .map(({ visible: _visible, ...task }) => task),
  };
}
