import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, ts, updatedAt } from './columns';

/** queued -> running -> succeeded | queued again (retry with back-off) | failed (attempts used up). */
export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The durable background-job queue (lib/jobs). A job survives restarts: a running job whose lock is older than
 * the lock timeout is put back in the queue by the next worker that polls.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not before this time (back-off after a failure). */
    runAt: ts('run_at').notNull().defaultNow(),
    lockedAt: ts('locked_at'),
    /** Which worker holds it (host:pid:random). */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_queued_run_at_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_running_locked_at_idx')
      .on(t.lockedAt)
      .where(sql`${t.status} = 'running'`),
    check('jobs_status_check', oneOf(t.status, JOB_STATUSES)),
    check('jobs_attempts_check', sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);

/**
 * One row per recurring schedule (lib/jobs/schedules.ts): when its next period is due. A server claims a due
 * period by moving `next_run_at` on in one conditional UPDATE and enqueues the job in the same transaction,
 * so each period's job is enqueued once however many servers poll.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: ts('next_run_at').notNull(),
  /** The period last claimed (the `next_run_at` it replaced) and the job enqueued for it. */
  lastDueAt: ts('last_due_at'),
  lastJobId: uuid('last_job_id').references(() => jobs.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
