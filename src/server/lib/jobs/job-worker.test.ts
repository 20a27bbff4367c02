import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';
import { createTestDatabase } from '../../testing/test-database';
import type { AppContext } from '../context';
import { createMailer } from '../mailer';
import { createLocalStorage } from '../storage/local-storage';
import { claimNextJob, enqueueJob, requeueStaleJobs } from './job-queue';
import { createJobWorker, PermanentJobError, type JobDefinition } from './job-worker';

const logger = pino({ level: 'silent' });
let database: Database;
let dir: string;
let ctx: AppContext;
let clock: Date;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'haven-jobs-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
  ctx = {
    db: database.db,
    config,
    mailer: createMailer({ from: config.mail.from, outboxDir: path.join(dir, 'outbox'), logger }),
    storage: createLocalStorage(path.join(dir, 'files')),
    now: () => clock,
  };
});
beforeEach(async () => {
  clock = new Date('2026-03-01T09:00:00Z');
  await database.db.delete(jobs);
});
afterAll(async () => {
  await database.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const later = (ms: number) => new Date(clock.getTime() + ms);
const job = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

function definition(
  run: JobDefinition<{ n: number }>['run'],
  failures: boolean[] = [],
): JobDefinition<{ n: number }> {
  return {
    kind: 'test',
    payload: z.object({ n: z.number() }),
    run,
    onFailure: async (_ctx, _payload, _error, { willRetry }) => void failures.push(willRetry),
  };
}

test('jobs are claimed in run_at order, once each, and not before they are due', async () => {
  const second = await enqueueJob(ctx.db, 'test', { n: 2 }, { runAt: later(-1000) });
  const first = await enqueueJob(ctx.db, 'test', { n: 1 }, { runAt: later(-5000) });
  await enqueueJob(ctx.db, 'test', { n: 3 }, { runAt: later(60_000) });
  await enqueueJob(ctx.db, 'other', { n: 4 }, { runAt: later(-9000) });
  expect(await claimNextJob(ctx.db, 'a', ['test'], clock)).toMatchObject({
    id: first,
    status: 'running',
    lockedBy: 'a',
    attempts: 1,
  });
  expect(await claimNextJob(ctx.db, 'b', ['test'], clock)).toMatchObject({ id: second, lockedBy: 'b' });
  expect(await claimNextJob(ctx.db, 'c', ['test'], clock)).toBeUndefined();
});

test('claims racing each other never take the same job', async () => {
  for (let n = 0; n < 20; n++) await enqueueJob(ctx.db, 'test', { n }, { runAt: clock });
  const claimAll = async (worker: string) => {
    const claimed: string[] = [];
    for (
      let next = await claimNextJob(ctx.db, worker, ['test'], clock);
      next;
      next = await claimNextJob(ctx.db, worker, ['test'], clock)
    ) {
      claimed.push(next.id);
    }
    return claimed;
  };
  const claimed = (await Promise.all(['w1', 'w2', 'w3', 'w4'].map(claimAll))).flat();
  expect(claimed).toHaveLength(20);
  expect(new Set(claimed).size).toBe(20);
});

test('a failed attempt is retried with exponential back-off and fails for good after max attempts', async () => {
  const failures: boolean[] = [];
  const worker = createJobWorker({
    ctx,
    logger,
    concurrency: 1,
    definitions: [definition(async () => Promise.reject(new Error('flaky')), failures)],
  });
  const id = await enqueueJob(ctx.db, 'test', { n: 1 }, { runAt: clock, maxAttempts: 3 });

  expect(await worker.runUntilIdle()).toBe(1);
  expect(await job(id)).toMatchObject({
    status: 'queued',
    attempts: 1,
    lastError: 'flaky',
    runAt: later(10_000),
    lockedBy: null,
  });
  expect(await worker.runUntilIdle()).toBe(0);
  clock = later(10_000);
  await worker.runUntilIdle();
  expect(await job(id)).toMatchObject({ status: 'queued', attempts: 2, runAt: later(20_000) });
  clock = later(20_000);
  await worker.runUntilIdle();
  expect(await job(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'flaky' });
  expect(failures).toEqual([true, true, false]);
});

test('a permanent error or an invalid payload fails the job at once', async () => {
  const failures: boolean[] = [];
  const worker = createJobWorker({
    ctx,
    logger,
    concurrency: 1,
    definitions: [definition(async () => Promise.reject(new PermanentJobError('cannot decode')), failures)],
  });
  const permanent = await enqueueJob(ctx.db, 'test', { n: 1 }, { runAt: clock });
  const invalid = await enqueueJob(ctx.db, 'test', { wrong: true }, { runAt: clock });
  await worker.runUntilIdle();
  expect(await job(permanent)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'cannot decode' });
  expect((await job(invalid)).status).toBe('failed');
  expect(failures).toEqual([false]);
});

test('a running job whose lock is stale is queued again; a fresh lock is left alone', async () => {
  await enqueueJob(ctx.db, 'test', { n: 1 }, { runAt: clock });
  await enqueueJob(ctx.db, 'test', { n: 2 }, { runAt: clock });
  const stale = (await claimNextJob(ctx.db, 'stopped-server', ['test'], clock))!;
  const fresh = (await claimNextJob(ctx.db, 'live-server', ['test'], clock))!;
  await database.db
    .update(jobs)
    .set({ lockedAt: later(-120_000) })
    .where(eq(jobs.id, stale.id));
  expect(await requeueStaleJobs(ctx.db, later(-60_000), clock)).toBe(1);
  expect(await job(stale.id)).toMatchObject({ status: 'queued', lockedBy: null, attempts: 1, runAt: clock });
  expect(await job(fresh.id)).toMatchObject({ status: 'running', lockedBy: 'live-server' });
});

test('the worker loop runs jobs in the background, at most `concurrency` at a time, and stop waits for them', async () => {
  let running = 0;
  let peak = 0;
  const done: number[] = [];
  const worker = createJobWorker({
    ctx,
    logger,
    concurrency: 2,
    pollIntervalMs: 10,
    definitions: [
      definition(async (_ctx, { n }) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 50));
        running -= 1;
        done.push(n);
      }),
    ],
  });
  for (const n of [1, 2, 3, 4, 5]) await enqueueJob(ctx.db, 'test', { n }, { runAt: clock });
  worker.start();
  await expect.poll(() => done.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
  await worker.stop();
  expect(running).toBe(0);
  expect(peak).toBe(2);
  const statuses = (await database.db.select().from(jobs)).map((j) => j.status);
  expect(statuses.filter((s) => s === 'succeeded')).toHaveLength(done.length);
  expect(statuses).not.toContain('running');
});

test('a job still running when a graceful stop gives up waiting goes back in the queue with its attempt given back', async () => {
  let release = () => {};
  const started = new Promise<void>((resolve) => {
    release = resolve;
  });
  const worker = createJobWorker({
    ctx,
    logger,
    concurrency: 1,
    pollIntervalMs: 10,
    stopTimeoutMs: 50,
    definitions: [
      definition(async () => {
        release();
        await new Promise(() => {}); // an OCR of a long scan, interrupted by the stop
      }),
    ],
  });
  const id = await enqueueJob(ctx.db, 'test', { n: 1 }, { runAt: clock });
  worker.start();
  await started;
  expect(await job(id)).toMatchObject({ status: 'running', attempts: 1 });
  await worker.stop();
  expect(await job(id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null, runAt: clock });
});

test('a job that meets a full storage waits for room without spending an attempt', async () => {
  let full = true;
  const worker = createJobWorker({
    ctx,
    logger,
    concurrency: 1,
    definitions: [
      definition(async () => {
        if (full) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      }),
    ],
  });
  const id = await enqueueJob(ctx.db, 'test', { n: 1 }, { runAt: clock, maxAttempts: 2 });
  for (let minute = 1; minute <= 3; minute += 1) {
    await worker.runUntilIdle();
    expect(await job(id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      lastError: 'no space left on device',
    });
    clock = later(60_000);
  }
  full = false;
  await worker.runUntilIdle();
  expect(await job(id)).toMatchObject({ status: 'succeeded', attempts: 1 });
});
