import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rateLimitCounters, users } from './db/schema';
import { DEMO_PASSWORD } from './db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from './testing/test-app';

/**
 * Two Haven servers on one database (on PostgreSQL: two connection pools, as two processes would have).
 * What one server changes, the other enforces on its very next request (decision 007).
 */
let t: TestApp;
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  other = await t.startAnotherServer();
});

afterAll(async () => {
  await t.close();
});

const dashboard = (app: FastifyInstance, authorization: string) =>
  app.inject({ method: 'GET', url: '/api/staff/dashboard', headers: { authorization } });

test('a permission taken away on one server is refused at once by the other', async () => {
  const staff = await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD);
  const superAdmin = await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD);
  expect((await dashboard(other, staff.authorization)).statusCode).toBe(200);

  const [user] = await t.db.select().from(users).where(eq(users.email, 'staff@haven.demo'));
  const revoke = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${user!.id}/permissions/view_dashboard`,
    headers: { authorization: superAdmin.authorization },
    payload: { granted: false },
  });
  expect(revoke.statusCode, revoke.body).toBe(204);

  const refused = await dashboard(other, staff.authorization);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().code).toBe('FORBIDDEN');
});

test('a session signed out on one server is refused at once by the other', async () => {
  const admin = await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD);
  expect((await dashboard(other, admin.authorization)).statusCode).toBe(200);

  const signOut = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: { authorization: admin.authorization },
    payload: {},
  });
  expect(signOut.statusCode, signOut.body).toBe(204);

  const refused = await dashboard(other, admin.authorization);
  expect(refused.statusCode).toBe(401);
  expect(refused.json().code).toBe('UNAUTHENTICATED');
});

test('sign-in attempts on two servers count together against one limit, and no address is stored', async () => {
  const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '4' } });
  try {
    const second = await limited.startAnotherServer();
    const attempt = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: `someone${i}@example.org`, password: 'not-the-password' },
        remoteAddress: '10.0.0.7',
      });
    for (let i = 0; i < 4; i++) expect((await attempt(i % 2 ? second : limited.app, i)).statusCode).toBe(401);
    const fifth = await attempt(second, 4);
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(limited.app, 5)).statusCode).toBe(429);

    const counters = await limited.db.select().from(rateLimitCounters);
    expect(counters.length).toBeGreaterThan(0);
    const stored = JSON.stringify(counters);
    expect(stored).not.toContain('10.0.0.7');
    expect(stored).not.toContain('example.org');
  } finally {
    await limited.close();
  }
});
