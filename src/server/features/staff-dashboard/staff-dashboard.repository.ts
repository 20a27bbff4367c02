import { inArray, sql } from 'drizzle-orm';
import { type Db, preparedRows } from '../../db/client';
import { courseEnrollments, courses, documentCounters, families } from '../../db/schema';
import { type ActivityQuery, listAuditActivity } from '../../lib/audit';

interface SnapshotRow {
  families: { total: number; active: number; applications: number };
  documents: { total: number; pending: number; failed: number };
  training_courses: number;
  completions: number;
  activity: {
    id: number;
    at: string;
    action: string;
    details: unknown;
    actor_name: string | null;
    family_name: string | null;
  }[];
}

/**
 * Everything the staff dashboard shows, in one prepared statement: the card counts (documents from the
 * trigger-kept counters of migration 0007) and the recent activity as JSON.
 */
export async function dashboardSnapshot(
  db: Db,
  options: { applicationSteps: readonly number[]; monthStart: Date; activity: ActivityQuery },
) {
  const [row] = await preparedRows<SnapshotRow>(
    db,
    'staff_dashboard_snapshot',
    sql`
    select
      (select json_build_object(
         'total', count(*),
         'active', count(*) filter (where ${families.status} = 'active'),
         'applications', count(*) filter (where ${families.status} = 'active' and ${inArray(families.currentStep, [...options.applicationSteps])})
       ) from ${families}) as families,
      (select json_build_object(
         'total', coalesce(sum(${documentCounters.total}), 0),
         'pending', coalesce(sum(${documentCounters.submitted}), 0),
         'failed', coalesce(sum(${documentCounters.failed}), 0)
       ) from ${documentCounters}) as documents,
      (select count(*)::int from ${courses}) as training_courses,
      (select count(*)::int from ${courseEnrollments}
        where ${courseEnrollments.status} = 'completed'
          and ${courseEnrollments.completedAt} >= ${options.monthStart.toISOString()}) as completions,
      (select coalesce(json_agg(recent), '[]'::json) from (${listAuditActivity(db, options.activity)}) recent)
        as activity
  `,
  );
  if (!row) throw new Error('the dashboard statement returned no row');
  return {
    counts: {
      totalFamilies: Number(row.families.total),
      activeFamilies: Number(row.families.active),
      pendingApplications: Number(row.families.applications),
      documents: Number(row.documents.total),
      pendingDocuments: Number(row.documents.pending),
      failedDocuments: Number(row.documents.failed),
      trainingCourses: row.training_courses,
      completionsThisMonth: row.completions,
    },
    activity: row.activity.map((entry) => ({
      id: Number(entry.id),
      at: new Date(entry.at),
      action: entry.action,
      details: entry.details,
      actorName: entry.actor_name,
      familyName: entry.family_name,
    })),
  };
}
