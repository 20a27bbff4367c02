import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { users } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

let t: TestApp;
let superAuth: string;
beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE_TTL_MS: '60000' } });
  superAuth = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const get = (authorization: string, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

test('a repeated read is served from the cache, per user', async () => {
  const staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  expect((await get(staff, '/api/auth/me')).headers['x-read-cache']).toBeUndefined();
  const again = await get(staff, '/api/auth/me');
  expect(again.headers['x-read-cache']).toBe('hit');
  expect(again.json().user.email).toBe('staff@haven.demo');
  expect(again.headers['cache-control']).toBe('no-store');
  const other = await get(superAuth, '/api/auth/me');
  expect(other.json().user.email).toBe('super@haven.demo');
});

test('a permission change shows on the very next request', async () => {
  const staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  const jordan = (await t.db.select().from(users).where(eq(users.email, 'staff@haven.demo')))[0]!.id;
  await get(staff, '/api/auth/me');
  expect((await get(staff, '/api/auth/me')).json().permissions).not.toContain('view_analytics');
  const grant = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${jordan}/permissions/view_analytics`,
    payload: { granted: true },
    headers: { authorization: superAuth },
  });
  expect(grant.statusCode).toBe(204);
  const after = await get(staff, '/api/auth/me');
  expect(after.headers['x-read-cache']).toBeUndefined();
  expect(after.json().permissions).toContain('view_analytics');
});

test('a signed-out session is refused at once, though its answers were cached', async () => {
  const { authorization, refreshToken } = await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD);
  await get(authorization, '/api/staff/dashboard');
  expect((await get(authorization, '/api/staff/dashboard')).headers['x-read-cache']).toBe('hit');
  await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { authorization }, cookies: { haven_refresh: refreshToken! } });
  expect((await get(authorization, '/api/staff/dashboard')).statusCode).toBe(401);
});

test('failed and anonymous reads are never cached', async () => {
  await t.app.inject({ method: 'GET', url: '/api/auth/me' });
  expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  const staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  await get(staff, '/api/admin/permissions');
  const denied = await get(staff, '/api/admin/permissions');
  expect(denied.statusCode).toBe(403);
  expect(denied.headers['x-read-cache']).toBeUndefined();
});
