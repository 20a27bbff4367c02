import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const ok = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: admin } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

test('on the demo data the pipeline has its step history: days per step and days to approval', async () => {
  const body = await ok('/api/staff/analytics/pipeline?range=365');
  const counted = body.stepDays
    .filter((s: { count: number }) => s.count > 0)
    .map((s: { step: number }) => s.step);
  expect(counted).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  expect(body.daysToApproval.count).toBe(1);
  expect(body.daysToApproval.median).toBeGreaterThan(150);
});

test('on the demo data staff decisions on documents are counted, with the reasons rejections share', async () => {
  const body = await ok('/api/staff/analytics/documents');
  expect(body.decisions.approved).toBeGreaterThan(0);
  expect(body.decisions.rejected).toBeGreaterThan(1);
  expect(body.rejectionReasons.top[0].count).toBeGreaterThanOrEqual(2);
});

test('on the demo data the assistant has chats in English and Spanish, one answered by a person and rated', async () => {
  const body = await ok('/api/staff/analytics/assistant');
  expect(body.sessions).toBe(4);
  expect(body.escalated).toBe(1);
  expect(body.languages).toEqual([
    { languageCode: 'en', sessions: 2 },
    { languageCode: 'es', sessions: 2 },
  ]);
  expect(body.intents.map((i: { intent: string }) => i.intent)).toContain('missing_documents');
  expect(body.firstResponse).toMatchObject({ count: 1, median: 3, withinPromise: 1, waiting: 0 });
  expect(body.satisfaction).toEqual({ ratings: 1, average: 5 });
});

test('the demo Inbox holds the resolved conversation with the caseworker', async () => {
  const list = await ok('/api/staff/inbox?state=resolved');
  expect(list.counts).toEqual({ waiting: 0, open: 0, resolved: 1 });
  const body = await ok(`/api/staff/inbox/${list.items[0].id}`);
  expect(body.satisfactionScore).toBe(5);
  expect(body.messages.map((m: { type: string }) => m.type)).toContain('staff');
});
