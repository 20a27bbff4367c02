import fs from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, familyStepStays } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { ANALYTICS_NOW, seedAnalyticsAgency } from '../../testing/analytics-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily } from '../../testing/test-families';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';
import { clearBackgroundChecks } from '../../testing/background-checks';

/**
 * `family_step_stays` (migration 0021): the triggers write it with every step move, and the migration's fill
 * gives the figures the audit rows gave (the hand-made agency's answers, worked out in analytics-fixtures.ts).
 */

let t: TestApp;
let agency: Awaited<ReturnType<typeof seedAnalyticsAgency>>;
let authorization = '';

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  agency = await seedAnalyticsAgency(t.db);
  await createStaffUser(t.db, {
    email: 'supervisor@agency.test',
    roles: ['staff'],
    grant: ['view_analytics', 'manage_families'],
  });
  authorization = (await signIn(t.app, 'supervisor@agency.test', TEST_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const inject = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, payload, headers: { authorization } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const staysOf = (familyId: string) =>
  t.db
    .select()
    .from(familyStepStays)
    .where(eq(familyStepStays.familyId, familyId))
    .orderBy(asc(familyStepStays.seq));
const allStays = () =>
  t.db.select().from(familyStepStays).orderBy(asc(familyStepStays.familyId), asc(familyStepStays.seq));
const movesOf = async (familyId: string) =>
  (
    await t.db
      .select({ at: auditLog.at })
      .from(auditLog)
      .where(sql`${auditLog.familyId} = ${familyId} and ${auditLog.action} = 'family.step_moved'`)
      .orderBy(asc(auditLog.at), asc(auditLog.id))
  ).map((m) => m.at);

/** The statement of migration 0021 that fills the table from the audit rows already there. */
function fillStatement(): string {
  const migration = fs.readFileSync(
    new URL('../../db/migrations/0021_family_step_stays.sql', import.meta.url),
    'utf8',
  );
  const fill = migration
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .find((statement) => statement.startsWith('SELECT family_step_stays_rebuild'));
  if (!fill) throw new Error('migration 0021 has no fill statement');
  return fill;
}

test("the migration's fill gives the figures of the audit rows: stays, days to approval and stuck families", async () => {
  t.clock.now = ANALYTICS_NOW;
  const urls = [
    '/api/staff/analytics/pipeline',
    '/api/staff/analytics/pipeline?days=37',
    '/api/staff/analytics/pipeline?range=custom&from=2026-01-01&to=2026-01-31',
    '/api/staff/analytics/pipeline?range=365&applicantType=Kinship',
    `/api/staff/analytics/pipeline?range=30&caseworker=${agency.casey.id}`,
    '/api/staff/analytics/pipeline/stuck?days=10',
  ];
  const written = await allStays();
  // Alpha: step 1 from its start (midnight in LA), step 2, then step 3 now.
  expect(
    (await staysOf(agency.alpha)).map(({ seq, step, enteredAt, leftAt }) => ({
      seq,
      step,
      enteredAt,
      leftAt,
    })),
  ).toEqual([
    {
      seq: 0,
      step: 1,
      enteredAt: new Date('2026-01-01T08:00:00Z'),
      leftAt: new Date('2026-01-11T20:00:00Z'),
    },
    {
      seq: 1,
      step: 2,
      enteredAt: new Date('2026-01-11T20:00:00Z'),
      leftAt: new Date('2026-01-31T20:00:00Z'),
    },
    { seq: 2, step: 3, enteredAt: new Date('2026-01-31T20:00:00Z'), leftAt: null },
  ]);
  const before = await Promise.all(urls.map((url) => inject('GET', url)));

  await t.db.execute(sql`delete from family_step_stays`);
  await t.db.execute(sql.raw(fillStatement()));
  expect(await allStays()).toEqual(written);
  const after = await Promise.all(urls.map((url) => inject('GET', url)));
  expect(after).toEqual(before);
  // The answers of the audit rows (analytics-pipeline.routes.test.ts).
  expect(after[0].stepDays[0]).toMatchObject({ count: 2, median: 15.5, p90: 19.5 });
  expect(after[0].stepDays[7]).toMatchObject({ count: 1, median: 90.5, p90: 90.5 });
  expect(after[0].daysToApproval).toEqual({ count: 1, median: 90.5, p90: 90.5 });
  expect(after[1].stuck.byStep).toEqual([
    { step: 1, families: 1 },
    { step: 3, families: 1 },
  ]);
  expect(after[5].families.map((f: { id: string }) => f.id)).toEqual([
    agency.alpha,
    agency.beta,
    agency.epsilon,
  ]);
  t.clock.now = null;
});

test('a new family is on its step since its start date; each move closes the stay and opens the next', async () => {
  const { family } = await createTestFamily(t.db, {
    email: 'stays@example.org',
    surname: 'Stays',
    currentStep: 7,
    startDate: '2026-07-01',
  });
  expect(await staysOf(family.id)).toEqual([
    {
      familyId: family.id,
      seq: 0,
      step: 7,
      approval: false,
      enteredAt: new Date('2026-07-01T07:00:00Z'),
      leftAt: null,
    },
  ]);
  // The decision step waits for every adult's background checks.
  await clearBackgroundChecks(t.db, family.id);
  await inject('POST', `/api/staff/families/${family.id}/step`, { direction: 'advance', reason: 'Reviewed' });
  // Step 8 is left by decisions (issue 45): an approval enters the approval, a hold before it is no move, and a
  // rescission of the approval leaves it.
  const decision = (kind: 'approve' | 'hold' | 'hold_lifted' | 'rescind', fromStatus: string) =>
    writeAudit(
      t.db,
      { userId: null, email: null, ip: null, userAgent: null },
      {
        action: 'decision.made',
        objectType: 'family_decision',
        familyId: family.id,
        details: { kind, fromStatus, toStatus: 'any', step: 8, reasons: [], verificationCode: null },
      },
    );
  await decision('hold', 'active');
  await decision('hold_lifted', 'on_hold');
  await decision('approve', 'active');
  await decision('rescind', 'approved');
  const [first] = await movesOf(family.id);
  const [approved, rescinded] = (
    await t.db
      .select({ at: auditLog.at, details: auditLog.details })
      .from(auditLog)
      .where(sql`${auditLog.familyId} = ${family.id} and ${auditLog.action} = 'decision.made'`)
      .orderBy(asc(auditLog.at), asc(auditLog.id))
  )
    .filter((row) => ['approve', 'rescind'].includes((row.details as { kind: string }).kind))
    .map((row) => row.at);
  expect(
    (await staysOf(family.id)).map(({ seq, step, approval, enteredAt, leftAt }) => ({
      seq,
      step,
      approval,
      enteredAt,
      leftAt,
    })),
  ).toEqual([
    { seq: 0, step: 7, approval: false, enteredAt: new Date('2026-07-01T07:00:00Z'), leftAt: first },
    { seq: 1, step: 8, approval: false, enteredAt: first, leftAt: approved },
    // The time after the approval is no stay on a step; the rescission opens step 8 again.
    { seq: 2, step: 8, approval: true, enteredAt: approved, leftAt: rescinded },
    { seq: 3, step: 8, approval: false, enteredAt: rescinded, leftAt: null },
  ]);
});

test("a move's stays are written in its transaction: gone with a rollback, in order whatever the order of writing", async () => {
  const { family } = await createTestFamily(t.db, {
    email: 'rollback@example.org',
    surname: 'Rollback',
    currentStep: 2,
    startDate: '2026-01-01',
  });
  const actor = { userId: null, email: 'system', ip: null, userAgent: null };
  const moveAt = (tx: Parameters<typeof writeAudit>[0], at: string, from: number, to: number) =>
    writeAudit(tx, actor, {
      action: 'family.step_moved',
      objectType: 'family',
      objectId: family.id,
      familyId: family.id,
      at: new Date(at),
      details: { direction: 'advance', reason: 'Ready', from, to, stepName: 'x', status: 'active' },
    });
  await expect(
    t.db.transaction(async (tx) => {
      await moveAt(tx, '2026-02-01T20:00:00Z', 2, 3);
      const inside = await tx.select().from(familyStepStays).where(eq(familyStepStays.familyId, family.id));
      expect(inside.map((s) => s.seq).sort()).toEqual([0, 1]);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect((await staysOf(family.id)).map((s) => s.leftAt)).toEqual([null]);

  await t.db.transaction(async (tx) => {
    await moveAt(tx, '2026-03-01T20:00:00Z', 3, 4);
    // Recorded later, moved earlier: the history is ordered by the time of the move.
    await moveAt(tx, '2026-02-01T20:00:00Z', 2, 3);
  });
  expect(
    (await staysOf(family.id)).map(({ step, enteredAt, leftAt }) => ({ step, enteredAt, leftAt })),
  ).toEqual([
    { step: 2, enteredAt: new Date('2026-01-01T08:00:00Z'), leftAt: new Date('2026-02-01T20:00:00Z') },
    { step: 3, enteredAt: new Date('2026-02-01T20:00:00Z'), leftAt: new Date('2026-03-01T20:00:00Z') },
    { step: 4, enteredAt: new Date('2026-03-01T20:00:00Z'), leftAt: null },
  ]);
});
