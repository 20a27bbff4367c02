import { inArray, type SQL, sql } from 'drizzle-orm';
import { courseEnrollments, courses, documentCounters, familyCounts } from '../../db/schema';
import { type ActivityJsonRow, type ActivityQuery, auditActivityJson } from '../../lib/audit';

/** The staff dashboard's data as JSON (numbers from `count` and `sum` arrive as JSON numbers). */
export interface SnapshotRow {
  families: { total: number; active: number; applications: number };
  documents: { total: number; pending: number; failed: number };
  training_courses: number;
  completions: number;
  activity: ActivityJsonRow[];
}

/**
 * Everything the staff dashboard shows as one JSON value (`SnapshotRow`): the card counts (from the trigger-kept
 * counters of migrations 0007 and 0010) and the recent activity. Completions count from the `monthStart`
 * placeholder.
 */
export function dashboardSnapshot(options: {
  applicationSteps: readonly number[];
  activity: ActivityQuery;
}): SQL {
  return sql`
    select json_build_object(
      'families', (select json_build_object(
         'total', coalesce(sum(${familyCounts.families}), 0),
         'active', coalesce(sum(${familyCounts.families}) filter (where ${familyCounts.status} = 'active'), 0),
         'applications', coalesce(sum(${familyCounts.families}) filter (
           where ${familyCounts.status} = 'active' and ${inArray(familyCounts.currentStep, [...options.applicationSteps])}), 0)
       ) from ${familyCounts}),
      'documents', (select json_build_object(
         'total', coalesce(sum(${documentCounters.total}), 0),
         'pending', coalesce(sum(${documentCounters.submitted}), 0),
         'failed', coalesce(sum(${documentCounters.failed}), 0)
       ) from ${documentCounters}),
      'training_courses', (select count(*) from ${courses}),
      'completions', (select count(*) from ${courseEnrollments}
        where ${courseEnrollments.status} = 'completed'
          and ${courseEnrollments.completedAt} >= ${sql.placeholder('monthStart')}::timestamptz),
      'activity', ${auditActivityJson(options.activity)})`;
}
