import { afterAll, beforeAll, expect, test } from 'vitest';
import { ANALYTICS_NOW, seedAnalyticsAgency } from '../../testing/analytics-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let agency: Awaited<ReturnType<typeof seedAnalyticsAgency>>;
const auth: Record<'supervisor' | 'viewer' | 'dashboardOnly' | 'familiesOnly', string> = {
  supervisor: '',
  viewer: '',
  dashboardOnly: '',
  familiesOnly: '',
};

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  t.clock.now = ANALYTICS_NOW;
  agency = await seedAnalyticsAgency(t.db);
  const users = {
    supervisor: { grant: ['view_analytics', 'manage_families'] as const },
    viewer: { grant: ['view_analytics'] as const },
    dashboardOnly: { grant: [] as const },
    familiesOnly: { grant: ['manage_families'] as const },
  };
  for (const [name, { grant }] of Object.entries(users)) {
    const email = `${name.toLowerCase()}@agency.test`;
    await createStaffUser(t.db, { email, roles: ['staff'], grant: [...grant] });
    auth[name as keyof typeof auth] = (await signIn(t.app, email, TEST_PASSWORD)).authorization;
  }
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string, as: keyof typeof auth = 'supervisor') => {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: auth[as] } });
  return { status: response.statusCode, body: response.json() };
};
const ok = async (url: string) => {
  const { status, body } = await get(url);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
};
const spread = (count: number, median: number | null, p90: number | null) => ({ count, median, p90 });

test('the funnel counts active families per step now, with on hold and approved apart', async () => {
  const body = await ok('/api/staff/analytics/pipeline');
  expect(body.range).toEqual({ from: '2025-12-11', to: '2026-03-10', timeZone: 'America/Los_Angeles' });
  expect(body.funnel.map((s: { families: number }) => s.families)).toEqual([1, 1, 1, 0, 0, 0, 0, 0]);
  expect(body.funnel[0]).toEqual({ step: 1, title: 'Dream', families: 1 });
  expect(body.onHold).toBe(1);
  expect(body.approved).toBe(1);
});

test('days per step are the median and 90th percentile of stays that ended in the range, from the step history', async () => {
  const body = await ok('/api/staff/analytics/pipeline');
  const byStep = Object.fromEntries(
    body.stepDays.map((s: { step: number; count: number; median: number; p90: number }) => [
      s.step,
      spread(s.count, s.median, s.p90),
    ]),
  );
  // Step 1: Alpha 10.5 days (from its start at midnight in LA), Epsilon 20.5 days.
  expect(byStep[1]).toEqual(spread(2, 15.5, 19.5));
  expect(byStep[2]).toEqual(spread(1, 20, 20));
  expect(byStep[3]).toEqual(spread(0, null, null));
  // Gamma's only record is its approval: step 8 since its start.
  expect(byStep[8]).toEqual(spread(1, 90.5, 90.5));
  expect(body.daysToApproval).toEqual(spread(1, 90.5, 90.5));
});

test('a custom range keeps the stays that ended on its days, in Los Angeles time', async () => {
  const january = await ok('/api/staff/analytics/pipeline?range=custom&from=2026-01-01&to=2026-01-31');
  expect(january.range).toMatchObject({ from: '2026-01-01', to: '2026-01-31' });
  expect(january.stepDays.slice(0, 2).map((s: { count: number }) => s.count)).toEqual([1, 1]);
  expect(january.daysToApproval).toEqual(spread(0, null, null));
  // Alpha left step 2 at noon on January 31 in LA: outside a range that ends on the 30th.
  const before = await ok('/api/staff/analytics/pipeline?range=custom&from=2026-01-01&to=2026-01-30');
  expect(before.stepDays[1].count).toBe(0);
  const empty = await ok('/api/staff/analytics/pipeline?range=custom&from=2020-01-01&to=2020-01-31');
  expect(empty.stepDays.every((s: { count: number }) => s.count === 0)).toBe(true);
  expect(empty.funnel.map((s: { families: number }) => s.families)).toEqual([1, 1, 1, 0, 0, 0, 0, 0]);
});

test('the caseworker and applicant type filters narrow every figure', async () => {
  const kinship = await ok('/api/staff/analytics/pipeline?applicantType=Kinship');
  expect(kinship.funnel.map((s: { families: number }) => s.families)).toEqual([1, 1, 0, 0, 0, 0, 0, 0]);
  expect(kinship.approved).toBe(0);
  expect(kinship.stepDays[0]).toMatchObject(spread(1, 20.5, 20.5));
  expect(kinship.daysToApproval).toEqual(spread(0, null, null));

  const casey = await ok(`/api/staff/analytics/pipeline?caseworker=${agency.casey.id}`);
  expect(casey.funnel.map((s: { families: number }) => s.families)).toEqual([0, 0, 1, 0, 0, 0, 0, 0]);
  expect(casey.approved).toBe(1);
  expect(casey.onHold).toBe(0);
  expect(casey.stepDays[0]).toMatchObject(spread(1, 10.5, 10.5));

  const nobody = await ok(
    `/api/staff/analytics/pipeline?caseworker=${agency.casey.id}&applicantType=Kinship`,
  );
  expect(nobody.funnel.every((s: { families: number }) => s.families === 0)).toBe(true);
});

test('stuck families: over the given days on their step, ties in case-number order', async () => {
  // Alpha and Beta have been on their steps 38 days (since January 31 in LA), Epsilon 17.
  const over37 = await ok('/api/staff/analytics/pipeline?days=37');
  expect(over37.stuck).toEqual({
    days: 37,
    families: 2,
    byStep: [
      { step: 1, families: 1 },
      { step: 3, families: 1 },
    ],
  });
  expect((await ok('/api/staff/analytics/pipeline?days=38')).stuck.families).toBe(0);
  expect((await ok('/api/staff/analytics/pipeline')).stuck).toMatchObject({ days: 60, families: 0 });

  const list = await ok('/api/staff/analytics/pipeline/stuck?days=37');
  expect(list.total).toBe(2);
  expect(list.families).toEqual([
    expect.objectContaining({ id: agency.alpha, caseNumber: 'ANA-0001-Alpha', step: 3, daysOnStep: 38 }),
    expect.objectContaining({ id: agency.beta, caseNumber: 'ANA-0002-Beta', step: 1, daysOnStep: 38 }),
  ]);
  const kinship = await ok('/api/staff/analytics/pipeline/stuck?days=10&applicantType=Kinship');
  expect(kinship.families.map((f: { id: string }) => f.id)).toEqual([agency.beta, agency.epsilon]);
});

test('the stuck list names families, so it needs manage_families as well as view_analytics', async () => {
  expect((await get('/api/staff/analytics/pipeline/stuck', 'viewer')).status).toBe(403);
  expect((await get('/api/staff/analytics/pipeline/stuck', 'familiesOnly')).status).toBe(403);
  expect((await get('/api/staff/analytics/pipeline', 'viewer')).status).toBe(200);
});

test('staff without view_analytics get 403 from every analytics request, and no session gets 401', async () => {
  const sections = ['options', 'pipeline', 'pipeline/stuck', 'documents', 'training', 'forms', 'assistant'];
  for (const section of sections) {
    const refused = await get(`/api/staff/analytics/${section}`, 'dashboardOnly');
    expect(refused.status, section).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', requestId: expect.any(String) });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/staff/analytics/${section}` });
    expect(anonymous.statusCode, section).toBe(401);
  }
});

test('bad filters answer 400 with a code, a message and the request id', async () => {
  const bad = [
    'range=custom',
    'range=custom&from=2026-03-10',
    'range=custom&from=2026-03-10&to=2026-03-01',
    'range=custom&from=2024-01-01&to=2026-01-02',
    'range=custom&from=2026-02-30&to=2026-03-01',
    'range=7',
    'caseworker=casey',
    'applicantType=%00',
    'days=0',
    'days=abc',
  ];
  for (const query of bad) {
    const { status, body } = await get(`/api/staff/analytics/pipeline?${query}`);
    expect(status, query).toBe(400);
    expect(body, query).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
      requestId: expect.any(String),
    });
  }
  // Two full years are allowed.
  expect(
    (await get('/api/staff/analytics/documents?range=custom&from=2024-03-10&to=2026-03-10')).status,
  ).toBe(200);
});

test("the options list the caseworkers on support teams and the agency's program types", async () => {
  const body = await ok('/api/staff/analytics/options');
  expect(body).toEqual({
    caseworkers: [{ id: agency.casey.id, name: 'casey@agency.test' }],
    applicantTypes: ['Foster Care', 'Specialized Foster Care', 'Kinship', 'Adoption', 'Respite'],
    timeZone: 'America/Los_Angeles',
  });
});
