import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { loadConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { jobs, jobSchedules } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { AppContext } from '../context';
import { createMailer } from '../mailer';
import { createLocalStorage } from '../storage/local-storage';
import { createJobWorker, type JobWorker } from './job-worker';
import { daily, ScheduledJobPayloadSchema } from './schedules';

const logger = pino({ level: 'silent' });
const KIND = 'daily-report';
let database: TestDatabase;
let secondConnection: Database;
let dir: string;
let clock: Date;
/** The `dueAt` of every run, in the order they ran, whichever server ran them. */
let runs: string[];

/** A worker as one server has it: its own database connection, the shared injected clock. */
function serverWorker(db: Database['db']): JobWorker {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
  const ctx: AppContext = {
    db,
    config,
    mailer: createMailer({ from: config.mail.from, outboxDir: path.join(dir, 'outbox'), logger }),
    storage: createLocalStorage(path.join(dir, 'files')),
    now: () => clock,
  };
  return createJobWorker({
    ctx,
    logger,
    concurrency: 1,
    pollIntervalMs: 10,
    schedules: [daily(KIND, { atUtc: '09:00' })],
    definitions: [
      {
        kind: KIND,
        payload: ScheduledJobPayloadSchema,
        run: async (_ctx, { dueAt }) => void runs.push(dueAt),
      },
    ],
  });
}

let servers: JobWorker[];

beforeAll(async () => {
  database = await createTestDatabase();
  secondConnection = await database.connectAgain();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'haven-schedules-'));
});
beforeEach(async () => {
  clock = new Date('2026-03-01T12:00:00Z');
  runs = [];
  await database.db.delete(jobSchedules);
  await database.db.delete(jobs);
  servers = [serverWorker(database.db), serverWorker(secondConnection.db)];
});
afterAll(async () => {
  await secondConnection.close();
  await database.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** Both servers check their schedules at the same moment, as their loops do; returns how many jobs were enqueued. */
async function bothCheck(): Promise<number> {
  const counts = await Promise.all(servers.map((server) => server.runDueSchedules()));
  return counts.reduce((sum, n) => sum + n, 0);
}

async function bothRun(): Promise<void> {
  await Promise.all(servers.map((server) => server.runUntilIdle()));
}

const scheduleRow = async () =>
  (await database.db.select().from(jobSchedules).where(eq(jobSchedules.name, KIND)))[0];

test('daily() gives the first time of day strictly after the given time, in UTC', () => {
  const { nextAfter } = daily(KIND, { atUtc: '09:30' });
  expect(nextAfter(new Date('2026-03-01T09:29:59.999Z'))).toEqual(new Date('2026-03-01T09:30:00Z'));
  expect(nextAfter(new Date('2026-03-01T09:30:00Z'))).toEqual(new Date('2026-03-02T09:30:00Z'));
  expect(nextAfter(new Date('2026-12-31T23:00:00Z'))).toEqual(new Date('2027-01-01T09:30:00Z'));
  expect(() => daily(KIND, { atUtc: '24:00' })).toThrow(/HH:MM/);
});

test('two servers enqueue and run a daily job once per day, never before it is due', async () => {
  // A schedule seen for the first time is due at once: the first start runs it.
  expect(await bothCheck()).toBe(1);
  await bothRun();
  expect(runs).toEqual(['2026-03-01T12:00:00.000Z']);
  expect(await scheduleRow()).toMatchObject({ nextRunAt: new Date('2026-03-02T09:00:00Z') });

  for (const time of ['2026-03-01T18:00:00Z', '2026-03-02T08:59:59.999Z']) {
    clock = new Date(time);
    expect(await bothCheck()).toBe(0);
  }

  clock = new Date('2026-03-02T09:00:00Z');
  const racing = await Promise.all([bothCheck(), bothCheck(), bothCheck()]);
  expect(racing.reduce((sum, n) => sum + n, 0)).toBe(1);
  await bothRun();
  clock = new Date('2026-03-02T23:59:00Z');
  expect(await bothCheck()).toBe(0);
  clock = new Date('2026-03-03T09:00:01Z');
  expect(await bothCheck()).toBe(1);
  await bothRun();

  expect(runs).toEqual(['2026-03-01T12:00:00.000Z', '2026-03-02T09:00:00.000Z', '2026-03-03T09:00:00.000Z']);
  const ran = await database.db.select().from(jobs).where(eq(jobs.kind, KIND));
  expect(ran).toHaveLength(3);
  expect(ran.every((job) => job.status === 'succeeded' && job.attempts === 1)).toBe(true);
  const row = await scheduleRow();
  expect(row).toMatchObject({
    nextRunAt: new Date('2026-03-04T09:00:00Z'),
    lastDueAt: new Date('2026-03-03T09:00:00Z'),
  });
  expect(ran.map((job) => job.id)).toContain(row?.lastJobId);
});

test('after several days with no server running, the next start runs the job once, not once per missed day', async () => {
  expect(await bothCheck()).toBe(1);
  await bothRun();

  // Every server was down from March 1st to the morning of March 6th: four periods were missed.
  clock = new Date('2026-03-06T07:15:00Z');
  expect(await bothCheck()).toBe(1);
  expect(await bothCheck()).toBe(0);
  await bothRun();
  expect(runs).toEqual(['2026-03-01T12:00:00.000Z', '2026-03-02T09:00:00.000Z']);
  // The next period is the first one after the restart (today's), not one of the missed ones.
  expect(await scheduleRow()).toMatchObject({ nextRunAt: new Date('2026-03-06T09:00:00Z') });
  clock = new Date('2026-03-06T09:00:00Z');
  expect(await bothCheck()).toBe(1);
});

test('the worker loops enqueue a due schedule by themselves, once between them', async () => {
  for (const server of servers) server.start();
  await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(1);
  clock = new Date('2026-03-02T09:00:00Z');
  await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(2);
  await Promise.all(servers.map((server) => server.stop()));
  expect(runs).toEqual(['2026-03-01T12:00:00.000Z', '2026-03-02T09:00:00.000Z']);
  expect(await database.db.select().from(jobs).where(eq(jobs.kind, KIND))).toHaveLength(2);
});
