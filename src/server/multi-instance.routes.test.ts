import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { users } from './db/schema';
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
  });
  expect(signOut.statusCode, signOut.body).toBe(204);

  const refused = await dashboard(other, admin.authorization);
  expect(refused.statusCode).toBe(401);
  expect(refused.json().code).toBe('UNAUTHENTICATED');
});
