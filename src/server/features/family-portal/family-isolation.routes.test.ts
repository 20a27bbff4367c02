import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { familyTasks } from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';

/**
 * Rule of the house 3: a family user only ever sees its own family (the id comes from the session), gets
 * 404 for another family's records and 403 on every staff and admin route.
 */
let t: TestApp;
let familyA = '';
let familyB = '';
let b: Awaited<ReturnType<typeof createTestFamily>>;
let demoTaskId = '';

const FAMILY_READS = ['dashboard', 'journey', 'stats', 'household', 'tasks', 'activity?limit=20', 'announcements', 'support-team', 'engagement'];

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  payload?: object;
}

/** Every staff and admin route, with valid input, so only the permission check can refuse it. */
const STAFF_ROUTES: Route[] = [
  { method: 'GET', url: () => '/api/staff/dashboard' },
  { method: 'GET', url: () => '/api/staff/families' },
  { method: 'GET', url: () => '/api/staff/families/applications' },
  { method: 'GET', url: () => '/api/staff/families/support-staff-options' },
  { method: 'POST', url: () => '/api/staff/families', payload: { familyName: 'X Family', primaryContactName: 'X Y', preferredLanguage: 'en' } },
  { method: 'GET', url: () => `/api/staff/families/${familyB}` },
  { method: 'POST', url: () => `/api/staff/families/${familyA}/step`, payload: { direction: 'advance', reason: 'Looks complete' } },
  { method: 'POST', url: () => `/api/staff/families/${familyA}/household`, payload: { name: 'New Person', role: 'adult' } },
  { method: 'PUT', url: () => `/api/staff/families/${familyB}/household/${b.memberId}`, payload: { name: 'Renamed', role: 'adult' } },
  { method: 'DELETE', url: () => `/api/staff/families/${familyB}/household/${b.memberId}` },
  { method: 'PUT', url: () => `/api/staff/families/${familyA}/support-staff`, payload: { members: [] } },
  { method: 'POST', url: () => `/api/staff/families/${familyA}/invite`, payload: { email: 'someone@example.org' } },
  { method: 'GET', url: () => '/api/staff/system/dashboard-tiles' },
  { method: 'PUT', url: () => '/api/staff/system/dashboard-tiles', payload: { tiles: [{ componentName: 'Gamification', isEnabled: false, gridSize: 'half', positionOrder: 110 }] } },
  { method: 'GET', url: () => '/api/staff/system/settings' },
  { method: 'PUT', url: () => '/api/staff/system/settings', payload: { intakeEmail: 'evil@example.org' } },
  { method: 'GET', url: () => '/api/staff/system/announcements' },
  { method: 'POST', url: () => '/api/staff/system/announcements', payload: { title: 'Hi', body: 'There' } },
  { method: 'PUT', url: () => '/api/staff/system/announcements/11111111-1111-4111-8111-111111111111', payload: { title: 'Hi', body: 'There' } },
  { method: 'DELETE', url: () => '/api/staff/system/announcements/11111111-1111-4111-8111-111111111111' },
  { method: 'GET', url: () => '/api/admin/users' },
  { method: 'GET', url: () => '/api/admin/permissions' },
  { method: 'GET', url: () => `/api/admin/users/${b.user.id}/permissions` },
  { method: 'POST', url: () => `/api/admin/users/${b.user.id}/roles`, payload: { role: 'super_admin' } },
  { method: 'DELETE', url: () => `/api/admin/users/${b.user.id}/roles/staff` },
  { method: 'PUT', url: () => `/api/admin/users/${b.user.id}/permissions/manage_users`, payload: { granted: true } },
  { method: 'DELETE', url: () => `/api/admin/users/${b.user.id}/permissions/manage_users` },
];

const callers: Record<'a' | 'b' | 'staff', string> = { a: '', b: '', staff: '' };
const call = (caller: keyof typeof callers, method: Route['method'], url: string, payload?: object) =>
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
  const [a, bees] = [await call('a', 'GET', `/api/family/${path}`), await call('b', 'GET', `/api/family/${path}`)];
  expect(a.statusCode).toBe(200);
  expect(bees.statusCode).toBe(200);
  for (const secret of [familyB, b.family.caseNumber, b.taskId, b.memberId, 'Bravo']) expect(a.body).not.toContain(secret);
  for (const secret of [familyA, 'HVN-2026-0001', demoTaskId, 'Martinez']) expect(bees.body).not.toContain(secret);
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
  expect((await call('b', 'GET', '/api/family/tasks')).json().upcoming.map((x: { id: string }) => x.id)).toContain(b.taskId);
  expect((await call('b', 'POST', `/api/family/tasks/${b.taskId}/complete`)).statusCode).toBe(204);
  expect((await call('a', 'POST', '/api/family/tasks/not-a-uuid/complete')).statusCode).toBe(400);
});

test('staff calling family routes get 403, and nobody signed in gets 401', async () => {
  for (const path of FAMILY_READS) {
    expect((await call('staff', 'GET', `/api/family/${path}`)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/family/${path}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
  }
  expect((await call('staff', 'POST', `/api/family/tasks/${demoTaskId}/complete`)).statusCode).toBe(403);
});

describe.each(STAFF_ROUTES)('family user on $method staff route', (route) => {
  test(`${route.method} is 403 for a family user`, async () => {
    const response = await call('a', route.method, route.url(), route.payload);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });
});

interface DocumentedOperation {
  parameters?: { in: string; name: string; schema?: { enum?: string[] } }[];
  requestBody?: unknown;
}

test('every documented staff and admin operation refuses a family user, including routes added later', async () => {
  const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, DocumentedOperation>>;
  };
  const operations = Object.entries(docs.paths)
    .filter(([route]) => /^\/api\/(staff|admin)\//.test(route))
    .flatMap(([route, methods]) => Object.entries(methods).map(([method, operation]) => ({ route, method, operation })));
  expect(operations.length).toBeGreaterThanOrEqual(STAFF_ROUTES.length - 1);
  for (const { route, method, operation } of operations) {
    const url = route.replace(/\{(\w+)\}/g, (_, name: string) => {
      const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
      return parameter?.schema?.enum?.[0] ?? '22222222-2222-4222-8222-222222222222';
    });
    const response = await call('a', method.toUpperCase() as Route['method'], url, operation.requestBody ? {} : undefined);
    // A body that fails validation is refused before the permission check; either way nothing happens.
    const allowed = operation.requestBody ? [400, 403] : [403];
    expect(allowed, `${method} ${route}: ${response.body}`).toContain(response.statusCode);
  }
});

test('after every refused staff call nothing about either family changed', async () => {
  const detail = await call('b', 'GET', '/api/family/household');
  expect(detail.json().primaryApplicants.map((m: { name: string }) => m.name)).toEqual(['Pat Bravo']);
  expect((await call('a', 'GET', '/api/family/journey')).json().currentStep).toBe(4);
});
