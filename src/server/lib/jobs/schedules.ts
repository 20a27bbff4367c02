import { and, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { jobSchedules } from '../../db/schema';
import { enqueueJob } from './job-queue';

/**
 * A recurring job: every period, one job of `kind` is enqueued, across all servers together. The job's
 * payload is `{ dueAt }`, the ISO time of the period it was enqueued for.
 */
export interface Schedule {
  /** The job kind it enqueues; also the schedule's row in job_schedules. */
  kind: string;
  /** The start of the first period strictly after `time`. */
  nextAfter(time: Date): Date;
  maxAttempts?: number;
}

/** The payload of a scheduled job. */
export const ScheduledJobPayloadSchema = z.object({ dueAt: z.iso.datetime() });
export type ScheduledJobPayload = z.infer<typeof ScheduledJobPayloadSchema>;

const DAY_MS = 86_400_000;

/**
 * Once a day at `atUtc` ('HH:MM', UTC; the default 09:00 UTC is the small hours in the United States). A
 * schedule seen for the first time is due at once, so a new install or a newly added schedule runs it on
 * the first start instead of waiting for the first period.
 */
export function daily(kind: string, options: { atUtc?: string; maxAttempts?: number } = {}): Schedule {
  const time = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(options.atUtc ?? '09:00');
  if (!time) throw new Error(`daily(${kind}): atUtc must be HH:MM, got ${options.atUtc}`);
  const offsetMs = (Number(time[1]) * 60 + Number(time[2])) * 60_000;
  return {
    kind,
    maxAttempts: options.maxAttempts,
    nextAfter(time) {
      const dayStart = Math.floor(time.getTime() / DAY_MS) * DAY_MS;
      const today = dayStart + offsetMs;
      return new Date(today > time.getTime() ? today : today + DAY_MS);
    },
  };
}

/** Adds the rows of schedules not seen before, due at `now`; existing rows keep their next due time. */
export async function registerSchedules(db: Db, schedules: readonly Schedule[], now: Date): Promise<void> {
  if (schedules.length === 0) return;
  await db
    .insert(jobSchedules)
    .values(schedules.map((schedule) => ({ name: schedule.kind, nextRunAt: now })))
    .onConflictDoNothing();
}

export interface EnqueuedPeriod {
  kind: string;
  /** The period claimed: the due time it was enqueued for. */
  dueAt: Date;
  jobId: string;
}

/**
 * Claims the period of every schedule that is due at `now` and enqueues its job in the same transaction.
 * The claim is one conditional UPDATE that moves `next_run_at` past `now`: on PostgreSQL a second server's
 * UPDATE waits for the first to commit, then finds the row no longer due, so a period is enqueued once.
 * However long every server was down, one job is enqueued and the next period is the first after `now`.
 */
export async function enqueueDueSchedules(
  db: Db,
  schedules: readonly Schedule[],
  now: Date,
): Promise<EnqueuedPeriod[]> {
  // One cheap read each turn of the loop; a transaction only for a schedule that looks due.
  const due = new Set(
    (
      await db.select({ name: jobSchedules.name }).from(jobSchedules).where(lte(jobSchedules.nextRunAt, now))
    ).map((row) => row.name),
  );
  const enqueued: EnqueuedPeriod[] = [];
  for (const schedule of schedules.filter((s) => due.has(s.kind))) {
    const period = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(jobSchedules)
        .set({
          lastDueAt: sql`${jobSchedules.nextRunAt}`,
          nextRunAt: schedule.nextAfter(now),
          updatedAt: now,
        })
        .where(and(eq(jobSchedules.name, schedule.kind), lte(jobSchedules.nextRunAt, now)))
        .returning({ dueAt: jobSchedules.lastDueAt });
      if (!claimed?.dueAt) return undefined;
      const jobId = await enqueueJob(
        tx,
        schedule.kind,
        { dueAt: claimed.dueAt.toISOString() } satisfies ScheduledJobPayload,
        { runAt: now, maxAttempts: schedule.maxAttempts },
      );
      await tx
        .update(jobSchedules)
        .set({ lastJobId: jobId, updatedAt: now })
        .where(eq(jobSchedules.name, schedule.kind));
      return { kind: schedule.kind, dueAt: claimed.dueAt, jobId };
    });
    if (period) enqueued.push(period);
  }
  return enqueued;
}
