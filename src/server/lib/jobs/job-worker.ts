import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { storageFaultOf } from '../storage/storage-health';
import { backoffDelayMs, DEFAULT_BACKOFF, type BackoffOptions } from './backoff';
import {
  claimNextJob,
  completeJob,
  failJob,
  releaseJob,
  requeueStaleJobs,
  touchJob,
  type JobRow,
} from './job-queue';
import { enqueueDueSchedules, registerSchedules, type Schedule } from './schedules';

export interface JobAttempt {
  id: string;
  /** 1 for the first run. */
  attempt: number;
  maxAttempts: number;
}

/** One kind of background job: its payload schema and what to do. */
export interface JobDefinition<P = unknown> {
  kind: string;
  payload: z.ZodType<P>;
  /** What it returns is logged with the job's success line (what a housekeeping run deleted). */
  run(ctx: AppContext, payload: P, job: JobAttempt): Promise<Record<string, unknown> | void>;
  /** After a failed attempt, before the retry (`willRetry`) or for good. */
  onFailure?(
    ctx: AppContext,
    payload: P,
    error: unknown,
    job: JobAttempt & { willRetry: boolean },
  ): Promise<void>;
  /** Releases what `run` keeps between jobs (an OCR engine). */
  close?(): Promise<void>;
}

/** A failure retrying cannot fix (an undecodable file): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export interface JobWorkerOptions {
  ctx: AppContext;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition has its own payload type
  definitions: readonly JobDefinition<any>[];
  /** Recurring jobs this worker enqueues when due (each also needs its kind among `definitions`). */
  schedules?: readonly Schedule[];
  logger: FastifyBaseLogger;
  /** Jobs run at the same time by this process. */
  concurrency: number;
  pollIntervalMs?: number;
  /** A running job whose lock is older than this is taken to be abandoned and re-queued. */
  lockTimeoutMs?: number;
  /** How long stop() waits for running jobs before putting them back in the queue (their attempt given back). */
  stopTimeoutMs?: number;
  backoff?: BackoffOptions;
}

export interface JobWorker {
  /** Starts the polling loop (main.ts; tests that want background processing). */
  start(): void;
  /**
   * Stops claiming, waits for running jobs (bounded), puts back in the queue those still running with their
   * attempt given back, and releases the definitions' resources.
   */
  stop(): Promise<void>;
  /** Runs due jobs one after another until none is left; returns how many ran. For tests and scripts. */
  runUntilIdle(): Promise<number>;
  /** Enqueues the job of every schedule that is due, as each turn of the loop does; returns how many. */
  runDueSchedules(): Promise<number>;
}

/** How often a job that met a full or read-only storage tries again. */
const STORAGE_RETRY_MS = 60_000;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The loop that claims jobs from the database table and runs them with their definition. */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { ctx, logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const lockTimeoutMs = options.lockTimeoutMs ?? 60_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 30_000;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const definitions = new Map(options.definitions.map((d) => [d.kind, d]));
  const kinds = [...definitions.keys()];
  const schedules = options.schedules ?? [];
  const workerId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const active = new Map<Promise<void>, JobRow>();
  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let schedulesRegistered = false;

  const requeueStale = async () => {
    const now = ctx.now();
    const count = await requeueStaleJobs(ctx.db, new Date(now.getTime() - lockTimeoutMs), now);
    if (count > 0) logger.warn({ count }, 'resuming jobs abandoned by a stopped worker');
  };

  const enqueueDue = async () => {
    if (schedules.length === 0) return 0;
    if (!schedulesRegistered) {
      await registerSchedules(ctx.db, schedules, ctx.now());
      schedulesRegistered = true;
    }
    const enqueued = await enqueueDueSchedules(ctx.db, schedules, ctx.now());
    for (const period of enqueued)
      logger.info({ ...period, worker: workerId }, 'scheduled job enqueued for its period');
    return enqueued.length;
  };

  const execute = async (job: JobRow) => {
    const definition = definitions.get(job.kind);
    const attempt = { id: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts };
    const heartbeat = setInterval(
      () => {
        touchJob(ctx.db, job, ctx.now()).catch((error: unknown) =>
          logger.error({ err: error, jobId: job.id }, 'job heartbeat failed'),
        );
      },
      Math.max(1000, lockTimeoutMs / 3),
    );
    let payload: unknown;
    try {
      if (!definition) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
      const parsed = definition.payload.safeParse(job.payload);
      if (!parsed.success) throw new PermanentJobError(`invalid payload: ${parsed.error.message}`);
      payload = parsed.data;
      if (job.attempts > job.maxAttempts)
        throw new PermanentJobError(`gave up after ${job.maxAttempts} attempts`);
      const started = performance.now();
      const result = await definition.run(ctx, payload, attempt);
      await completeJob(ctx.db, job, ctx.now());
      logger.info(
        {
          jobId: job.id,
          kind: job.kind,
          attempt: job.attempts,
          worker: workerId,
          ms: Math.round(performance.now() - started),
          ...(result && { result }),
        },
        'job succeeded',
      );
    } catch (error) {
      // A full or read-only storage is no fault of the job: it waits for room without spending an attempt.
      const waitsForStorage = storageFaultOf(error) !== undefined;
      const willRetry =
        waitsForStorage || (!(error instanceof PermanentJobError) && job.attempts < job.maxAttempts);
      const now = ctx.now();
      logger.warn(
        { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts, willRetry },
        'job attempt failed',
      );
      try {
        if (definition?.onFailure && payload !== undefined)
          await definition.onFailure(ctx, payload, error, { ...attempt, willRetry });
        const retryInMs = waitsForStorage ? STORAGE_RETRY_MS : backoffDelayMs(job.attempts, backoff);
        await failJob(
          ctx.db,
          job,
          messageOf(error),
          willRetry ? new Date(now.getTime() + retryInMs) : null,
          now,
          {
            giveBackAttempt: waitsForStorage,
          },
        );
      } catch (recordError) {
        logger.error(
          { err: recordError, jobId: job.id },
          'could not record a job failure; the job resumes after its lock expires',
        );
      }
    } finally {
      clearInterval(heartbeat);
    }
  };

  const track = (job: JobRow) => {
    const run = execute(job).finally(() => {
      active.delete(run);
      wake?.();
    });
    active.set(run, job);
  };

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollIntervalMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const poll = async () => {
    while (running) {
      // Apart from claiming, so that a schedule that cannot be enqueued never stops the queue.
      await enqueueDue().catch((error: unknown) =>
        logger.error({ err: error }, 'enqueueing due scheduled jobs failed'),
      );
      try {
        await requeueStale();
        while (running && active.size < options.concurrency) {
          const job = await claimNextJob(ctx.db, workerId, kinds, ctx.now());
          if (!job) break;
          track(job);
        }
      } catch (error) {
        logger.error({ err: error }, 'job polling failed');
      }
      if (running) await pause();
    }
  };

  return {
    start() {
      if (running) return;
      running = true;
      loop = poll();
    },

    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = null;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise((resolve) => (timer = setTimeout(resolve, stopTimeoutMs)));
      await Promise.race([Promise.allSettled([...active.keys()]), timeout]);
      clearTimeout(timer);
      const interrupted = [...active.values()];
      await Promise.allSettled(interrupted.map((job) => releaseJob(ctx.db, job, ctx.now())));
      if (interrupted.length > 0) {
        logger.warn({ count: interrupted.length }, 'jobs still running at stop were put back in the queue');
      }
      await Promise.allSettled(options.definitions.map((d) => d.close?.()));
    },

    runDueSchedules: enqueueDue,

    async runUntilIdle() {
      await requeueStale();
      let count = 0;
      for (;;) {
        const job = await claimNextJob(ctx.db, workerId, kinds, ctx.now());
        if (!job) return count;
        await execute(job);
        count += 1;
      }
    },
  };
}
