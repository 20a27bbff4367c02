import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Conn, Db } from '../../db/client';
import { deleteBatch } from '../../db/delete-batch';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueOptions {
  runAt: Date;
  maxAttempts?: number;
}

/** Adds a job; call it inside the transaction of the change that needs it, so both commit or neither. */
export async function enqueueJob(
  db: Conn,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions,
): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, runAt: options.runAt, maxAttempts: options.maxAttempts })
    .returning({ id: jobs.id });
  if (!row) throw new Error('job insert returned nothing');
  return row.id;
}

/**
 * Takes the queued job that is due first and locks it for `workerId`. `for update skip locked` lets several
 * workers (several servers on one PostgreSQL) claim without waiting on each other or taking the same job.
 */
export async function claimNextJob(
  db: Db,
  workerId: string,
  kinds: readonly string[],
  now: Date,
): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now), inArray(jobs.kind, [...kinds])))
      .orderBy(jobs.runAt, jobs.createdAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return undefined;
    const [claimed] = await tx
      .update(jobs)
      .set({
        status: 'running',
        lockedAt: now,
        lockedBy: workerId,
        attempts: sql`${jobs.attempts} + 1`,
        updatedAt: now,
      })
      .where(eq(jobs.id, next.id))
      .returning();
    return claimed;
  });
}

const heldBy = (job: JobRow) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, job.lockedBy ?? ''));

/** Keeps a long job's lock fresh so it is not mistaken for one abandoned by a stopped server. */
export async function touchJob(db: Db, job: JobRow, now: Date): Promise<void> {
  await db.update(jobs).set({ lockedAt: now, updatedAt: now }).where(heldBy(job));
}

export async function completeJob(db: Db, job: JobRow, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'succeeded', lockedAt: null, lockedBy: null, lastError: null, updatedAt: now })
    .where(heldBy(job));
}

/**
 * Queues the job again at `retryAt`, or marks it failed when `retryAt` is null; `giveBackAttempt` when the
 * failure was the storage's, not the job's.
 */
export async function failJob(
  db: Db,
  job: JobRow,
  error: string,
  retryAt: Date | null,
  now: Date,
  { giveBackAttempt = false } = {},
): Promise<void> {
  await db
    .update(jobs)
    .set({
      ...(giveBackAttempt && { attempts: sql`greatest(${jobs.attempts} - 1, 0)` }),
      status: retryAt ? 'queued' : 'failed',
      runAt: retryAt ?? job.runAt,
      lockedAt: null,
      lockedBy: null,
      lastError: error.slice(0, 2000),
      updatedAt: now,
    })
    .where(heldBy(job));
}

/**
 * Puts a job this worker still runs back in the queue, due now, and gives back the attempt its claim counted:
 * a graceful stop interrupted it, it did not fail. Does nothing once the job has finished or is not ours.
 */
export async function releaseJob(db: Db, job: JobRow, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      runAt: now,
      lockedAt: null,
      lockedBy: null,
      updatedAt: now,
    })
    .where(heldBy(job));
}

/**
 * Puts back in the queue every running job whose lock is older than `staleBefore`: its server stopped or
 * crashed mid-job, so the job resumes from the start on the next claim. Returns how many were re-queued.
 */
export async function requeueStaleJobs(db: Db, staleBefore: Date, now: Date): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', lockedAt: null, lockedBy: null, runAt: now, updatedAt: now })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedAt, staleBefore)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Deletes at most `limit` jobs that succeeded before `before` (housekeeping); returns how many. */
export async function deleteSucceededJobs(db: Db, before: Date, limit: number): Promise<number> {
  return deleteBatch(db, jobs, jobs.id, and(eq(jobs.status, 'succeeded'), lt(jobs.updatedAt, before)), limit);
}
