import { afterAll, beforeAll, expect, test } from 'vitest';
import { ANALYTICS_NOW, seedAnalyticsAgency } from '../../testing/analytics-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let agency: Awaited<ReturnType<typeof seedAnalyticsAgency>>;
let supervisor: string;
let viewer: string;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  t.clock.now = ANALYTICS_NOW;
  agency = await seedAnalyticsAgency(t.db);
  await createStaffUser(t.db, {
    email: 'supervisor@agency.test',
    roles: ['staff'],
    grant: ['view_analytics', 'manage_documents'],
  });
  await createStaffUser(t.db, { email: 'viewer@agency.test', roles: ['staff'], grant: ['view_analytics'] });
  supervisor = (await signIn(t.app, 'supervisor@agency.test', TEST_PASSWORD)).authorization;
  viewer = (await signIn(t.app, 'viewer@agency.test', TEST_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string, authorization = supervisor) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const week = (weekStart: string, submitted: number, approved: number, rejected: number) => ({
  weekStart,
  submitted,
  approved,
  rejected,
});
const late = '/api/staff/analytics/documents?range=custom&from=2026-02-23&to=2026-03-08';

test('documents per week follow the Los Angeles calendar: 23:30 on Sunday belongs to the week before', async () => {
  const body = await get(late);
  expect(body.range).toEqual({ from: '2026-02-23', to: '2026-03-08', timeZone: 'America/Los_Angeles' });
  // In UTC all three hand-ins fall on Monday March 2 or later; in LA the first is still Sunday March 1.
  expect(body.weeks).toEqual([week('2026-02-23', 1, 0, 2), week('2026-03-02', 2, 1, 1)]);
  const fromMonday = await get('/api/staff/analytics/documents?range=custom&from=2026-03-02&to=2026-03-02');
  expect(fromMonday.weeks).toEqual([week('2026-03-02', 1, 0, 0)]);
});

test('decisions come from the audit log: rejection rate, and only reasons shared by two rejections are shown', async () => {
  const body = await get(late);
  expect(body.decisions).toEqual({ approved: 1, rejected: 3, rejectionRate: 0.75 });
  expect(body.rejectionReasons).toEqual({ top: [{ reason: 'Unreadable scan.', count: 2 }], other: 1 });
  expect(JSON.stringify(body)).not.toContain('Pat Beta');
  // Hand-in to decision: 24 and 12 hours.
  expect(body.reviewHours).toEqual({ count: 2, median: 18, p90: 22.8 });
});

test('mismatches awaiting review and expiring copies are counted now, whatever the range', async () => {
  const body = await get('/api/staff/analytics/documents?range=30');
  expect(body.mismatchesAwaitingReview).toBe(1);
  // May 9 is the 60th day from March 10 in LA; May 10 is not yet.
  expect(body.expiring).toEqual({ soon: 1, expired: 1 });
  // The same documents the Documents list shows behind the links.
  const list = (query: string) => get(`/api/staff/documents?${query}&pageSize=1`);
  expect((await list('status=submitted&flagged=true')).total).toBe(body.mismatchesAwaitingReview);
  expect((await list('expiring=soon')).total).toBe(body.expiring.soon + body.expiring.expired);
});

test('an empty range has every week at zero and no rates or medians', async () => {
  const body = await get('/api/staff/analytics/documents?range=custom&from=2020-01-01&to=2020-01-31');
  expect(body.weeks).toHaveLength(5);
  expect(
    body.weeks.every((w: { submitted: number; approved: number }) => w.submitted + w.approved === 0),
  ).toBe(true);
  expect(body.decisions).toEqual({ approved: 0, rejected: 0, rejectionRate: null });
  expect(body.rejectionReasons).toEqual({ top: [], other: 0 });
  expect(body.reviewHours).toEqual({ count: 0, median: null, p90: null });
  const forms = await get('/api/staff/analytics/forms?range=custom&from=2020-01-01&to=2020-01-31');
  expect(forms).toMatchObject({ started: 0, submitted: 0, returned: 0 });
  const chats = await get('/api/staff/analytics/assistant?range=custom&from=2020-01-01&to=2020-01-31');
  expect(chats).toMatchObject({ sessions: 0, escalationRate: null, intents: [], languages: [] });
  expect(chats.satisfaction).toEqual({ ratings: 0, average: null });
});

test('the document figures follow the caseworker filter', async () => {
  const body = await get(`${late}&caseworker=${agency.casey.id}`);
  expect(body.weeks).toEqual([week('2026-02-23', 1, 0, 1), week('2026-03-02', 1, 1, 0)]);
  expect(body.rejectionReasons).toEqual({ top: [], other: 1 });
  expect(body.expiring).toEqual({ soon: 1, expired: 1 });
});

test('the links behind document figures need manage_documents, the figures only view_analytics', async () => {
  await get('/api/staff/analytics/documents', viewer);
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/staff/documents?status=rejected',
    headers: { authorization: viewer },
  });
  expect(list.statusCode).toBe(403);
});

test('training: hour buckets of families not withdrawn, course completion rates and overdue required courses', async () => {
  const body = await get('/api/staff/analytics/training');
  expect(body.hours).toEqual([
    { bucket: '0–24%', families: 1 },
    { bucket: '25–49%', families: 1 },
    { bucket: '50–74%', families: 1 },
    { bucket: '75–99%', families: 1 },
    { bucket: '100% or more', families: 1 },
  ]);
  expect(body.courses).toEqual([
    {
      courseId: agency.trauma,
      title: 'Trauma-Informed Care',
      enrolled: 3,
      completed: 2,
      completionRate: 2 / 3,
      completedInRange: 1,
    },
    { courseId: agency.cpr, title: 'CPR', enrolled: 1, completed: 0, completionRate: 0, completedInRange: 0 },
  ]);
  // Beta's Trauma course (due March 1) and Alpha's CPR (due March 9); Epsilon's is due today, Alpha's Trauma is done.
  expect(body.overdue).toEqual({
    assignments: 2,
    families: 2,
    byCourse: [
      { courseId: agency.cpr, title: 'CPR', overdue: 1 },
      { courseId: agency.trauma, title: 'Trauma-Informed Care', overdue: 1 },
    ],
  });
  const kinship = await get('/api/staff/analytics/training?applicantType=Kinship');
  expect(kinship.hours.map((h: { families: number }) => h.families)).toEqual([1, 0, 0, 1, 0]);
  expect(kinship.overdue).toMatchObject({ assignments: 1, families: 1 });
});

test('forms: started and submitted in the range, hours to complete, returned forms', async () => {
  const body = await get('/api/staff/analytics/forms');
  expect(body).toEqual({
    range: { from: '2025-12-11', to: '2026-03-10', timeZone: 'America/Los_Angeles' },
    started: 3,
    submitted: 2,
    returned: 1,
    hoursToComplete: { count: 2, median: 15, p90: 22.2 },
  });
});

test('assistant: family chats, top ten intents with ties in name order, languages, first response and satisfaction', async () => {
  const body = await get('/api/staff/analytics/assistant');
  expect(body).toMatchObject({ sessions: 4, messages: 10, escalated: 3, escalationRate: 0.75 });
  expect(body.intents).toHaveLength(10);
  expect(body.intents.slice(0, 4)).toEqual([
    { intent: 'documents', messages: 3 },
    { intent: 'training', messages: 2 },
    { intent: 'greeting', messages: 1 },
    { intent: 'topic-00', messages: 1 },
  ]);
  expect(body.intents.at(-1)).toEqual({ intent: 'topic-06', messages: 1 });
  expect(body.languages).toEqual([
    { languageCode: 'en', sessions: 2 },
    { languageCode: 'es', sessions: 2 },
  ]);
  // Answered after 3 and 10 minutes; one still waits.
  expect(body.firstResponse).toEqual({
    count: 2,
    median: 6.5,
    p90: 9.3,
    withinPromise: 1,
    waiting: 1,
    promiseMinutes: 5,
  });
  expect(body.satisfaction).toEqual({ ratings: 2, average: 3.5 });
  const alphaOnly = await get(`/api/staff/analytics/assistant?caseworker=${agency.casey.id}`);
  expect(alphaOnly).toMatchObject({ sessions: 2, escalated: 1, escalationRate: 0.5 });
});
