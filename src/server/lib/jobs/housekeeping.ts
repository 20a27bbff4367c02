import { lt } from 'drizzle-orm';
import { deleteBatch } from '../../db/delete-batch';
import { IDEMPOTENCY_KEY_TTL_MS, idempotencyKeys } from '../../db/schema';
import type { AppContext } from '../context';
import { deleteSucceededJobs } from './job-queue';
import type { JobDefinition } from './job-worker';
import { ScheduledJobPayloadSchema, type ScheduledJobPayload } from './schedules';

/** The daily clean-up job (scheduled in job-definitions.ts). */
export const HOUSEKEEPING_JOB = 'housekeeping';

/** What no one needs any more is still kept this long, to look into a problem after the fact. */
export const RETENTION_DAYS = 30;

/** Rows deleted per statement: a large backlog (the first run on an old database) goes in short statements. */
const BATCH_SIZE = 5000;

/**
 * Deletes what ended before `before` (never audit rows, which are kept for good); returns how many rows
 * went, by table. A feature passes its own in through job-definitions.ts (lib does not import features).
 */
export type Purge = (ctx: AppContext, before: Date) => Promise<Record<string, number>>;

/** Calls `deleteBatch(BATCH_SIZE)` until a batch comes back short; returns the total deleted. */
export async function deleteInBatches(deleteBatch: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch(BATCH_SIZE);
    total += deleted;
    if (deleted < BATCH_SIZE) return total;
  }
}

/** Idempotency-Key answers are replayed for a day only (plugins/idempotency.ts): older ones go at once. */
function deleteExpiredIdempotencyKeys(ctx: AppContext, limit: number): Promise<number> {
  const expired = lt(idempotencyKeys.createdAt, new Date(ctx.now().getTime() - IDEMPOTENCY_KEY_TTL_MS));
  // Batches are picked by creation time: every row with a picked time is expired, whoever's key it is.
  return deleteBatch(ctx.db, idempotencyKeys, idempotencyKeys.createdAt, expired, limit);
}

/**
 * Deletes succeeded jobs, and whatever the `purges` delete, that ended more than RETENTION_DAYS ago, and expired
 * Idempotency-Key answers. Running it twice deletes nothing more, so a retry after a failure is harmless.
 * Returns the counts, which the worker logs.
 */
export function createHousekeepingJob(purges: readonly Purge[]): JobDefinition<ScheduledJobPayload> {
  return {
    kind: HOUSEKEEPING_JOB,
    payload: ScheduledJobPayloadSchema,
    async run(ctx) {
      const before = new Date(ctx.now().getTime() - RETENTION_DAYS * 86_400_000);
      const deleted: Record<string, number> = {
        jobs: await deleteInBatches((limit) => deleteSucceededJobs(ctx.db, before, limit)),
        idempotencyKeys: await deleteInBatches((limit) => deleteExpiredIdempotencyKeys(ctx, limit)),
      };
      for (const purge of purges) Object.assign(deleted, await purge(ctx, before));
      return { before: before.toISOString(), deleted };
    },
  };
}
