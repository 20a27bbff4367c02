import { randomBytes } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD, DEMO_STAFF_ACCOUNTS } from '../../db/seed/demo-accounts';
import {
  auditLog,
  authSessions,
  emailTokens,
  idempotencyKeys,
  jobs,
  jobSchedules,
  rateLimitCounters,
  refreshTokens,
  users,
} from '../../db/schema';
import { JOB_SCHEDULES } from '../../job-definitions';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { HOUSEKEEPING_JOB } from './housekeeping';
import { claimNextJob, completeJob, enqueueJob, failJob } from './job-queue';

const DAY = 86_400_000;
const NOW = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const STAFF = DEMO_STAFF_ACCOUNTS[2].email;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A sign-in at `at` through the real route (a 30-day session with its refresh token); signed out at `signOutAt`. */
async function sessionOf(at: Date, signOutAt?: Date): Promise<string> {
  t.clock.now = at;
  const { refreshToken } = await signIn(t.app, STAFF, DEMO_PASSWORD);
  const [session] = await t.db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(eq(authSessions.expiresAt, new Date(at.getTime() + t.config.auth.refreshTokenTtlDays * DAY)));
  if (signOutAt) {
    t.clock.now = signOutAt;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      cookies: { haven_refresh: refreshToken! },
      payload: {},
    });
    expect(out.statusCode).toBe(204);
  }
  return session!.id;
}

/** An e-mailed link token of the demo staff user, written as the auth flows write them. */
async function linkToken(values: { createdAt: Date; expiresAt: Date; usedAt?: Date }): Promise<string> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, STAFF));
  const [row] = await t.db
    .insert(emailTokens)
    .values({
      userId: user!.id,
      purpose: 'reset_password',
      tokenHash: randomBytes(32).toString('hex'),
      ...values,
    })
    .returning({ id: emailTokens.id });
  return row!.id;
}

/** A job of a kind no worker runs, left as it ended at `at`. */
async function endedJob(status: 'succeeded' | 'failed' | 'queued', at: Date): Promise<string> {
  const id = await enqueueJob(t.db, 'archived-example', {}, { runAt: at });
  if (status === 'queued') return id;
  const job = (await claimNextJob(t.db, 'old-server', ['archived-example'], at))!;
  if (status === 'succeeded') await completeJob(t.db, job, at);
  else await failJob(t.db, job, 'could not do it', null, at);
  return id;
}

/** Which of `ids` are among the rows, sorted. */
const stillThere = (rows: { id: string }[], ids: string[]) =>
  rows
    .map((row) => row.id)
    .filter((id) => ids.includes(id))
    .sort();

test('the daily housekeeping deletes sessions, links and succeeded jobs that ended over 30 days ago, ended rate-limit windows and day-old Idempotency-Key answers, and keeps everything else', async () => {
  const expiredLongAgo = await sessionOf(daysAgo(65)); // expired 35 days ago
  const expiredRecently = await sessionOf(daysAgo(55)); // expired 25 days ago
  const revokedLongAgo = await sessionOf(daysAgo(40), daysAgo(31));
  const revokedRecently = await sessionOf(daysAgo(35), daysAgo(29));
  const live = await sessionOf(daysAgo(1));
  const sessions = [expiredLongAgo, expiredRecently, revokedLongAgo, revokedRecently, live];

  const linkExpiredLongAgo = await linkToken({ createdAt: daysAgo(32), expiresAt: daysAgo(31) });
  const linkExpiredRecently = await linkToken({ createdAt: daysAgo(30), expiresAt: daysAgo(29) });
  // An invitation is good for days: this one was used 31 days ago but ran out only 26 days ago.
  const linkUsedLongAgo = await linkToken({
    createdAt: daysAgo(33),
    expiresAt: daysAgo(26),
    usedAt: daysAgo(31),
  });
  const linkUsedRecently = await linkToken({
    createdAt: daysAgo(30),
    expiresAt: daysAgo(25),
    usedAt: daysAgo(29),
  });
  const linkOpen = await linkToken({ createdAt: daysAgo(0.01), expiresAt: new Date(NOW.getTime() + DAY) });
  const links = [linkExpiredLongAgo, linkExpiredRecently, linkUsedLongAgo, linkUsedRecently, linkOpen];

  const succeededLongAgo = await endedJob('succeeded', daysAgo(31));
  const succeededRecently = await endedJob('succeeded', daysAgo(29));
  const failedLongAgo = await endedJob('failed', daysAgo(60));
  const queuedLongAgo = await endedJob('queued', daysAgo(40));
  const oldJobs = [succeededLongAgo, succeededRecently, failedLongAgo, queuedLongAgo];

  await t.db.insert(rateLimitCounters).values([
    { keyHash: 'window-ended', hits: 3, windowEndsAt: daysAgo(1) },
    { keyHash: 'window-open', hits: 1, windowEndsAt: new Date(NOW.getTime() + 60_000) },
  ]);

  const [staffUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, STAFF));
  const keyed = (key: string, hoursAgo: number) => ({
    callerId: staffUser!.id,
    key,
    request: 'POST /api/staff/families',
    fingerprint: 'f',
    statusCode: 201,
    responseBody: '{}',
    createdAt: new Date(NOW.getTime() - hoursAgo * 3_600_000),
  });
  await t.db.insert(idempotencyKeys).values([keyed('day-old', 25), keyed('hour-old', 1)]);

  const refreshTokensOf = async (sessionIds: string[]) =>
    (await t.db.select().from(refreshTokens).where(inArray(refreshTokens.sessionId, sessionIds))).length;
  expect(await refreshTokensOf([expiredLongAgo, revokedLongAgo])).toBe(2);
  const [audit] = await t.db.select({ n: count() }).from(auditLog);

  // Two servers on the database; both check their schedules at the same time.
  const other = await t.startAnotherServer();
  t.clock.now = NOW;
  const enqueued = await Promise.all([t.app.jobs.runDueSchedules(), other.jobs.runDueSchedules()]);
  // Each daily schedule once (housekeeping and the others of job-definitions.ts), not once per server.
  expect(enqueued[0] + enqueued[1]).toBe(JOB_SCHEDULES.length);
  await Promise.all([t.app.jobs.runUntilIdle(), other.jobs.runUntilIdle()]);

  expect(stillThere(await t.db.select({ id: authSessions.id }).from(authSessions), sessions)).toEqual(
    [expiredRecently, revokedRecently, live].sort(),
  );
  expect(await refreshTokensOf([expiredLongAgo, revokedLongAgo])).toBe(0);
  expect(await refreshTokensOf([expiredRecently, revokedRecently, live])).toBe(3);
  expect(stillThere(await t.db.select({ id: emailTokens.id }).from(emailTokens), links)).toEqual(
    [linkExpiredRecently, linkUsedRecently, linkOpen].sort(),
  );
  expect(stillThere(await t.db.select({ id: jobs.id }).from(jobs), oldJobs)).toEqual(
    [succeededRecently, failedLongAgo, queuedLongAgo].sort(),
  );
  expect((await t.db.select({ n: count() }).from(auditLog))[0]).toEqual(audit);
  // Rate-limit counters go as soon as their window has ended.
  const counters = await t.db.select({ keyHash: rateLimitCounters.keyHash }).from(rateLimitCounters);
  expect(counters.map((c) => c.keyHash).filter((k) => k.startsWith('window-'))).toEqual(['window-open']);
  // An Idempotency-Key answer is replayed for 24 hours, then goes.
  const keys = await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
  expect(keys.map((k) => k.key)).toEqual(['hour-old']);

  const housekeeping = await t.db.select().from(jobs).where(eq(jobs.kind, HOUSEKEEPING_JOB));
  expect(housekeeping).toMatchObject([
    { status: 'succeeded', attempts: 1, payload: { dueAt: NOW.toISOString() } },
  ]);
  const [schedule] = await t.db.select().from(jobSchedules).where(eq(jobSchedules.name, HOUSEKEEPING_JOB));
  expect(schedule).toMatchObject({
    lastJobId: housekeeping[0]!.id,
    nextRunAt: new Date('2026-06-02T09:00:00Z'),
  });

  // Later the same day neither server runs it again.
  t.clock.now = new Date('2026-06-02T08:59:00Z');
  expect((await t.app.jobs.runDueSchedules()) + (await other.jobs.runDueSchedules())).toBe(0);
});
