import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { familyTasks } from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';

/**
 * Rule of the house 3: a family user only ever sees its own family (the id comes from the session), gets
 * 404 for another family's records. Refusals by audience (401/403) are proven for every route in
 * plugins/route-access.routes.test.ts.
 */
let t: TestApp;
let familyA = '';
let familyB = '';
let b: Awaited<ReturnType<typeof createTestFamily>>;
let demoTaskId = '';

const FAMILY_READS = [
  'dashboard',
  'journey',
  'stats',
  'household',
  'tasks',
  'activity?limit=20',
  'announcements',
  'support-team',
  'engagement',
  'notifications',
];

const callers: Record<'a' | 'b' | 'staff', string> = { a: '', b: '', staff: '' };
const call = (caller: keyof typeof callers, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: callers[caller] } });

beforeAll(async () => {
  t = await createTestApp();
  b = await createTestFamily(t.db, { email: 'family.b@example.org', surname: 'Bravo' });
  familyA = DEMO_FAMILY_ID;
  familyB = b.family.id;
  callers.a = (await signInFamily(t.app, 'family@haven.demo', DEMO_PASSWORD)).authorization;
  callers.b = (await signInFamily(t.app, 'family.b@example.org', TEST_PASSWORD)).authorization;
  callers.staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  const [task] = await t.db.select().from(familyTasks).where(eq(familyTasks.familyId, familyA)).limit(1);
  demoTaskId = task!.id;
});

afterAll(async () => {
  await t.close();
});

test.each(FAMILY_READS)('GET /api/family/%s only ever shows the caller’s own family', async (path) => {
  const [a, bees] = [
    await call('a', 'GET', `/api/family/${path}`),
    await call('b', 'GET', `/api/family/${path}`),
  ];
  expect(a.statusCode).toBe(200);
  expect(bees.statusCode).toBe(200);
  for (const secret of [familyB, b.family.caseNumber, b.taskId, b.memberId, 'Bravo'])
    expect(a.body).not.toContain(secret);
  for (const secret of [familyA, 'HVN-2026-0001', demoTaskId, 'Martinez'])
    expect(bees.body).not.toContain(secret);
});

test('a family id in the query string is ignored: the session decides', async () => {
  const response = await call('b', 'GET', `/api/family/dashboard?familyId=${familyA}`);
  expect(response.json().family.id).toBe(familyB);
});

test('completing another family’s task is 404 and leaves it open; own tasks complete', async () => {
  const foreign = await call('a', 'POST', `/api/family/tasks/${b.taskId}/complete`);
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json().code).toBe('NOT_FOUND');
  const [task] = await t.db.select().from(familyTasks).where(eq(familyTasks.id, b.taskId));
  expect(task?.completedAt).toBeNull();
  expect(
    (await call('b', 'GET', '/api/family/tasks')).json().upcoming.map((x: { id: string }) => x.id),
  ).toContain(b.taskId);
  expect((await call('b', 'POST', `/api/family/tasks/${b.taskId}/complete`)).statusCode).toBe(204);
  expect((await call('a', 'POST', '/api/family/tasks/not-a-uuid/complete')).statusCode).toBe(400);
});
