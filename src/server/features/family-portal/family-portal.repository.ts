import { and, asc, count, eq, gt, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { type Conn, type Db, preparedRows, type Tx } from '../../db/client';
import {
  auditLog,
  backgroundChecks,
  families,
  familyAppointments,
  familyDocuments,
  familyTasks,
  familyTraining,
  profiles,
  users,
} from '../../db/schema';

/** Open tasks with the display name of whoever set them. */
export async function listOpenTasks(db: Conn, familyId: string) {
  return db
    .select({
      id: familyTasks.id,
      title: familyTasks.title,
      description: familyTasks.description,
      priority: familyTasks.priority,
      dueDate: familyTasks.dueDate,
      type: familyTasks.type,
      assignedBy: sql<string | null>`coalesce(${profiles.displayName}, ${users.email})`,
    })
    .from(familyTasks)
    .leftJoin(users, eq(users.id, familyTasks.assignedBy))
    .leftJoin(profiles, eq(profiles.id, familyTasks.assignedBy))
    .where(and(eq(familyTasks.familyId, familyId), isNull(familyTasks.completedAt)))
    .orderBy(asc(familyTasks.dueDate), asc(familyTasks.createdAt), asc(familyTasks.id));
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

export async function markTaskCompleted(db: Conn, taskId: string, at: Date) {
  await db.update(familyTasks).set({ completedAt: at }).where(eq(familyTasks.id, taskId));
}

/** UTC calendar day of a timestamp column, as 'YYYY-MM-DD'. */
const utcDay = (column: typeof auditLog.at | typeof familyTasks.completedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Days (since `since`) on which the family signed in. */
export async function signInDays(db: Conn, familyId: string, since: Date) {
  const day = utcDay(auditLog.at);
  const rows = await db
    .selectDistinct({ day })
    .from(auditLog)
    .where(
      and(eq(auditLog.familyId, familyId), eq(auditLog.action, 'auth.sign_in'), gte(auditLog.at, since)),
    );
  return rows.map((r) => r.day);
}

/** Completed tasks: how many in all, and the days (since `since`) on which any was completed. */
export async function taskCompletions(db: Conn, familyId: string, since: Date) {
  const day = utcDay(familyTasks.completedAt);
  const done = and(eq(familyTasks.familyId, familyId), isNotNull(familyTasks.completedAt));
  const [[total], days] = await Promise.all([
    db.select({ total: count() }).from(familyTasks).where(done),
    db
      .selectDistinct({ day })
      .from(familyTasks)
      .where(and(done, gte(familyTasks.completedAt, since))),
  ]);
  return { total: total?.total ?? 0, days: days.map((r) => r.day) };
}

export async function approvedDocumentCount(db: Conn, familyId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(familyDocuments)
    .where(
      and(eq(familyDocuments.familyId, familyId), inArray(familyDocuments.status, ['approved', 'completed'])),
    );
  return row?.total ?? 0;
}

export async function clearedCheckCount(db: Conn, familyId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(backgroundChecks)
    .where(and(eq(backgroundChecks.familyId, familyId), eq(backgroundChecks.result, 'cleared')));
  return row?.total ?? 0;
}

/** Families that started in [from, to): how many, and how many are further along than `progress`. */
export async function cohortCounts(db: Conn, from: string, to: string, progress: number) {
  const [row] = await db
    .select({
      size: count(),
      ahead: sql<number>`count(*) filter (where ${gt(families.progressPercentage, progress)})`.mapWith(
        Number,
      ),
    })
    .from(families)
    .where(and(gte(families.startDate, from), lt(families.startDate, to)));
  return { size: row?.size ?? 0, ahead: row?.ahead ?? 0 };
}

interface StatsRow {
  current_step: number;
  total_steps: number;
  required_documents: number;
  submitted_documents: number;
  required_hours: number | null;
  completed_hours: number | null;
  next_appointment: { scheduled_date: string; appointment_type: string } | null;
}

/**
 * The four statistics cards in one prepared statement: the journey position, document counts, training hours
 * and the next scheduled appointment from `now`. No row when there is no such family.
 */
export async function familyStats(db: Db, familyId: string, now: Date) {
  const [row] = await preparedRows<StatsRow>(
    db,
    'family_stats',
    sql`
      select
        ${families.currentStep} as current_step,
        ${families.totalSteps} as total_steps,
        (select count(*)::int from ${familyDocuments}
          where ${familyDocuments.familyId} = ${families.id} and ${familyDocuments.required}) as required_documents,
        (select count(*)::int from ${familyDocuments}
          where ${familyDocuments.familyId} = ${families.id} and ${familyDocuments.status} <> 'pending')
          as submitted_documents,
        ${familyTraining.requiredHours}::float8 as required_hours,
        ${familyTraining.completedHours}::float8 as completed_hours,
        (select json_build_object(
             'scheduled_date', ${familyAppointments.scheduledDate},
             'appointment_type', ${familyAppointments.appointmentType})
           from ${familyAppointments}
           where ${familyAppointments.familyId} = ${families.id}
             and ${familyAppointments.status} = 'scheduled'
             and ${familyAppointments.scheduledDate} >= ${now.toISOString()}::timestamptz
           order by ${familyAppointments.scheduledDate}, ${familyAppointments.id}
           limit 1) as next_appointment
      from ${families}
      left join ${familyTraining} on ${familyTraining.familyId} = ${families.id}
      where ${families.id} = ${familyId}
      limit 1
    `,
  );
  return row;
}
