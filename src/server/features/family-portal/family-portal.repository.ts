import { and, eq, inArray, notLike, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { STREAK_RULES } from '@shared/family-context/engagement-rules';
import { HANDED_IN_STATUSES } from '@shared/family-context/family-rules';
import type { Conn, Tx } from '../../db/client';
import * as backgroundChecks from '../background-checks/background-checks.service';
import { jsonArray, type JsonRow } from '../../db/json';
import { jsonRowSchema } from '../../db/json-schema';
import {
  auditLog,
  families,
  familyAppointments,
  familyDocuments,
  familyTasks,
  familyTraining,
  profiles,
  users,
} from '../../db/schema';

const openTaskFields = {
  id: familyTasks.id,
  title: familyTasks.title,
  description: familyTasks.description,
  priority: familyTasks.priority,
  dueDate: familyTasks.dueDate,
  type: familyTasks.type,
  assignedBy: sql<string | null>`coalesce(${profiles.displayName}, ${users.email})`,
};
export type OpenTaskJson = JsonRow<typeof openTaskFields>;
export const OpenTasksJsonSchema = z.array(
  jsonRowSchema(openTaskFields, { assignedBy: z.string().nullable() }),
);

/** Open tasks with the display name of whoever set them, as one JSON array (`OpenTaskJson[]`). */
export function openTasksJson(familyId: SQL): SQL {
  return jsonArray(
    openTaskFields,
    sql`from ${familyTasks}
      left join ${users} on ${users.id} = ${familyTasks.assignedBy}
      left join ${profiles} on ${profiles.id} = ${familyTasks.assignedBy}
      where ${familyTasks.familyId} = ${familyId} and ${familyTasks.completedAt} is null`,
    sql`${familyTasks.dueDate}, ${familyTasks.createdAt}, ${familyTasks.id}`,
  );
}

/** The task only when it belongs to the family; locked for the completion. */
export async function findTaskForUpdate(db: Tx, familyId: string, taskId: string) {
  const [row] = await db
    .select({ id: familyTasks.id, title: familyTasks.title, completedAt: familyTasks.completedAt })
    .from(familyTasks)
    .where(and(eq(familyTasks.id, taskId), eq(familyTasks.familyId, familyId)))
    .limit(1)
    .for('update');
  return row;
}

/** Marks the task done at `at`, or open again with null. */
export async function setTaskCompletedAt(db: Conn, taskId: string, at: Date | null) {
  await db.update(familyTasks).set({ completedAt: at }).where(eq(familyTasks.id, taskId));
}

/** UTC calendar day of a timestamp column, as 'YYYY-MM-DD'. */
const utcDay = (column: typeof auditLog.at) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Audit rows (since the `since` placeholder) of the family's own users' actions; STREAK_RULES says which count. */
function ownActionDays(familyId: SQL, since: SQL, actions: SQL) {
  return sql`array(select distinct ${utcDay(auditLog.at)} from ${auditLog}
    where ${auditLog.familyId} = ${familyId} and ${auditLog.at} >= ${since} and ${actions}
      and exists (select 1 from ${users} where ${users.id} = ${auditLog.actorUserId} and ${users.familyId} = ${familyId}))`;
}

/** What the engagement figures are computed from (`engagementFacts`). */
export const EngagementFactsJsonSchema = z.object({
  start_date: z.string(),
  progress: z.number(),
  current_step: z.number(),
  status: z.string(),
  completed_hours: z.number().nullable(),
  approved_documents: z.number(),
  completed_tasks: z.number(),
  /** Days (since the `since` placeholder) on which the family completed a task or handed in a document. */
  task_days: z.array(z.string()),
  /** Days (since the `since` placeholder) on which the family's users did something besides signing in. */
  active_days: z.array(z.string()),
  cleared_checks: z.number(),
  /** The checks the agency asks of the household's adults (background-checks' rule). */
  required_checks: z.number(),
  /** Families that started in the same month, and how many of them are further along. */
  cohort: z.object({ size: z.number(), ahead: z.number() }),
});
export type EngagementFactsJson = z.infer<typeof EngagementFactsJsonSchema>;

/** The facts behind Gamification and PerformanceStats as one JSON value; null when there is no such family. */
export function engagementFacts(familyId: SQL): SQL {
  const since = sql`${sql.placeholder('since')}::timestamptz`;
  const month = sql`date_trunc('month', f.start_date)`;
  return sql`
    select json_build_object(
      'start_date', f.start_date,
      'progress', f.progress_percentage,
      'current_step', f.current_step,
      'status', f.status,
      'completed_hours', (select ${familyTraining.completedHours}::float8 from ${familyTraining}
        where ${familyTraining.familyId} = f.id limit 1),
      'approved_documents', (select count(*) from ${familyDocuments}
        where ${familyDocuments.familyId} = f.id and ${familyDocuments.status} in ('approved', 'completed')),
      'completed_tasks', (select count(*) from ${familyTasks}
        where ${familyTasks.familyId} = f.id and ${familyTasks.completedAt} is not null),
      'task_days', ${ownActionDays(sql`f.id`, since, inArray(auditLog.action, [...STREAK_RULES.taskActions]))},
      'active_days', ${ownActionDays(
        sql`f.id`,
        since,
        and(...STREAK_RULES.inactivePrefixes.map((prefix) => notLike(auditLog.action, `${prefix}%`)))!,
      )},
      'cleared_checks', ${backgroundChecks.requiredCheckCountsSql(sql`f.id`).cleared},
      'required_checks', ${backgroundChecks.requiredCheckCountsSql(sql`f.id`).required},
      'cohort', (select json_build_object(
          'size', count(*),
          'ahead', count(*) filter (where ${families.progressPercentage} > f.progress_percentage))
        from ${families}
        where ${families.startDate} >= ${month}::date and ${families.startDate} < (${month} + interval '1 month')::date))
    from ${families} f
    where f.id = ${familyId}`;
}

/** documentCounts() in shared/family-context/family-rules, in SQL: required items that are not waived. */
const countedAsRequired = sql`${familyDocuments.required} and ${familyDocuments.status} <> 'waived'`;

export const StatsRowSchema = z.object({
  current_step: z.number(),
  total_steps: z.number(),
  required_documents: z.number(),
  submitted_documents: z.number(),
  required_hours: z.number().nullable(),
  completed_hours: z.number().nullable(),
  next_appointment: z.object({ scheduled_date: z.string(), appointment_type: z.string() }).nullable(),
});
export type StatsRow = z.infer<typeof StatsRowSchema>;

/**
 * The four statistics cards as one JSON value (`StatsRow`): the journey position, document counts, training
 * hours and the next scheduled appointment from the `now` placeholder. Null when there is no such family.
 */
export function familyStats(familyId: SQL): SQL {
  return sql`
    select json_build_object(
      'current_step', ${families.currentStep},
      'total_steps', ${families.totalSteps},
      'required_documents', (select count(*) from ${familyDocuments}
        where ${familyDocuments.familyId} = ${families.id} and ${countedAsRequired}),
      'submitted_documents', (select count(*) from ${familyDocuments}
        where ${familyDocuments.familyId} = ${families.id} and ${countedAsRequired}
          and ${inArray(familyDocuments.status, [...HANDED_IN_STATUSES])}),
      'required_hours', ${familyTraining.requiredHours}::float8,
      'completed_hours', ${familyTraining.completedHours}::float8,
      'next_appointment', (select json_build_object(
           'scheduled_date', ${familyAppointments.scheduledDate},
           'appointment_type', ${familyAppointments.appointmentType})
         from ${familyAppointments}
         where ${familyAppointments.familyId} = ${families.id}
           and ${familyAppointments.status} = 'scheduled'
           and ${familyAppointments.scheduledDate} >= ${sql.placeholder('now')}::timestamptz
         order by ${familyAppointments.scheduledDate}, ${familyAppointments.id}
         limit 1))
    from ${families}
    left join ${familyTraining} on ${familyTraining.familyId} = ${families.id}
    where ${families.id} = ${familyId}
    limit 1`;
}
