import { inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  courseEnrollments,
  courses,
  documentCounters,
  everyDocumentCounterShard,
  familyCounts,
  familyDocuments,
} from '../../db/schema';
import { ActivityJsonRowSchema, type ActivityQuery, auditActivityJson } from '../../lib/audit';

/** The staff dashboard's data as JSON (numbers from `count` and `sum` arrive as JSON numbers). */
export const SnapshotRowSchema = z.object({
  families: z.object({ total: z.number(), active: z.number(), applications: z.number() }),
  /** Handed in: files families handed in (the staff Documents page's total); expiring: see `expiringCount`. */
  documents: z.object({
    handed_in: z.number(),
    pending: z.number(),
    failed: z.number(),
    expiring: z.number(),
  }),
  training_courses: z.number(),
  completions: z.number(),
  activity: z.array(ActivityJsonRowSchema),
});
export type SnapshotRow = z.infer<typeof SnapshotRowSchema>;

/**
 * The "Expiring soon" figure: approved copies whose last valid day is by the `expiringBy` placeholder (the
 * partial index family_documents_expiry_idx) and copies already expired (family_documents_status_idx); the
 * same documents as the staff Documents page's `expiring=soon` filter.
 */
const expiringCount = sql`(
  (select count(*) from ${familyDocuments} where ${familyDocuments.status} = 'approved'
    and ${familyDocuments.expiresOn} is not null and ${familyDocuments.expiresOn} <= ${sql.placeholder('expiringBy')}::date)
  + (select count(*) from ${familyDocuments} where ${familyDocuments.status} = 'expired'))`;

/**
 * Everything the staff dashboard shows as one JSON value (`SnapshotRow`): the card counts (from the trigger-kept
 * counters of migrations 0007, 0010 and 0011, and the expiring count) and the recent activity. Completions count
 * from the `monthStart` placeholder.
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
         'handed_in', coalesce(sum(${documentCounters.handedIn}), 0),
         'pending', coalesce(sum(${documentCounters.submitted}), 0),
         'failed', coalesce(sum(${documentCounters.failed}), 0),
         'expiring', ${expiringCount}
       ) from ${documentCounters} where ${everyDocumentCounterShard}),
      'training_courses', (select count(*) from ${courses} where ${courses.archivedAt} is null),
      'completions', (select count(*) from ${courseEnrollments}
        where ${courseEnrollments.status} = 'completed'
          and ${courseEnrollments.completedAt} >= ${sql.placeholder('monthStart')}::timestamptz),
      'activity', ${auditActivityJson(options.activity)})`;
}
