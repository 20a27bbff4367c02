import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PermissionKey } from '@shared/auth/permissions';
import { users } from './db/schema';
import { DEMO_PASSWORD } from './db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from './testing/test-app';
import { createStaffUser, TEST_PASSWORD } from './testing/test-users';

/**
 * Every staff API route against every kind of caller: no session -> 401, lacking the area's permission
 * -> 403, holding it -> 2xx. The route list is the contract of spec 01 §6's sidebar table.
 */
let t: TestApp;
const callers: Record<string, string> = {};
let targetId = '';

interface StaffRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  payload?: unknown;
  anyOf: PermissionKey[];
}

const routes: StaffRoute[] = [
  { method: 'GET', url: () => '/api/staff/dashboard', anyOf: ['view_dashboard'] },
  { method: 'GET', url: () => '/api/admin/users', anyOf: ['manage_users', 'manage_permissions'] },
  { method: 'POST', url: () => `/api/admin/users/${targetId}/roles`, payload: { role: 'staff' }, anyOf: ['manage_users'] },
  { method: 'DELETE', url: () => `/api/admin/users/${targetId}/roles/admin`, anyOf: ['manage_users'] },
  { method: 'GET', url: () => '/api/admin/permissions', anyOf: ['manage_permissions'] },
  { method: 'GET', url: () => `/api/admin/users/${targetId}/permissions`, anyOf: ['manage_permissions'] },
  {
    method: 'PUT',
    url: () => `/api/admin/users/${targetId}/permissions/view_reports`,
    payload: { granted: false },
    anyOf: ['manage_permissions'],
  },
  { method: 'DELETE', url: () => `/api/admin/users/${targetId}/permissions/view_reports`, anyOf: ['manage_permissions'] },
];

/** Who calls, and what they hold. */
const principals: { name: string; holds: PermissionKey[] | 'all' }[] = [
  { name: 'super admin', holds: 'all' },
  {
    name: 'admin',
    holds: ['view_dashboard', 'manage_families', 'manage_documents', 'manage_templates', 'manage_courses', 'assign_courses', 'view_analytics', 'view_reports', 'manage_users'],
  },
  { name: 'staff', holds: ['view_dashboard', 'manage_documents'] },
  { name: 'permissions only', holds: ['manage_permissions'] },
  { name: 'nothing at all', holds: [] },
  { name: 'admin without manage_users', holds: ['view_dashboard'] },
];

beforeAll(async () => {
  t = await createTestApp();
  await createStaffUser(t.db, { email: 'perm-only@example.org', roles: ['staff'], grant: ['manage_permissions'], revoke: ['view_dashboard'] });
  await createStaffUser(t.db, { email: 'nothing@example.org', roles: ['staff'], revoke: ['view_dashboard'] });
  await createStaffUser(t.db, {
    email: 'limited-admin@example.org',
    roles: ['admin'],
    revoke: ['manage_users', 'manage_families', 'manage_documents', 'manage_templates', 'manage_courses', 'assign_courses', 'view_analytics', 'view_reports'],
  });
  const logins: Record<string, [string, string]> = {
    'super admin': ['super@haven.demo', DEMO_PASSWORD],
    admin: ['admin@haven.demo', DEMO_PASSWORD],
    staff: ['staff@haven.demo', DEMO_PASSWORD],
    'permissions only': ['perm-only@example.org', TEST_PASSWORD],
    'nothing at all': ['nothing@example.org', TEST_PASSWORD],
    'admin without manage_users': ['limited-admin@example.org', TEST_PASSWORD],
  };
  for (const [name, [email, password]] of Object.entries(logins)) {
    callers[name] = (await signIn(t.app, email, password)).authorization;
  }
  const [target] = await t.db.select().from(users).where(eq(users.email, 'staff@haven.demo'));
  targetId = target!.id;
});

afterAll(async () => {
  await t.close();
});

describe.each(routes)('$method $anyOf', (route) => {
  test(`${route.method} without a session is 401`, async () => {
    const response = await t.app.inject({ method: route.method, url: route.url(), payload: route.payload as object });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  test.each(principals)(`${route.method} as $name`, async ({ name, holds }) => {
    const allowed = holds === 'all' || route.anyOf.some((p) => holds.includes(p));
    const response = await t.app.inject({
      method: route.method,
      url: route.url(),
      payload: route.payload as object,
      headers: { authorization: callers[name]! },
    });
    if (allowed) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, response.body).toBeLessThan(300);
    } else {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });
});
