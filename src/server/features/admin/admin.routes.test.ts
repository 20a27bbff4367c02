import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PERMISSION_KEYS, ROLES, grantableRoles } from '@shared/auth/permissions';
import { auditLog, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;
let superAuth: string;
let adminAuth: string;
const idOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  superAuth = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
  adminAuth = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const call = (
  authorization: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: { authorization } });

test('the user list is searchable by name and e-mail and shows roles and effective permissions', async () => {
  const page = (await call(superAuth, 'GET', '/api/admin/users?search=jordan')).json();
  expect(page.total).toBe(1);
  expect(page.items[0]).toMatchObject({
    email: 'staff@haven.demo',
    display_name: 'Jordan Lee',
    roles: ['staff'],
    permissions: ['view_dashboard', 'manage_documents'],
    email_confirmed: true,
  });
  const byEmail = (await call(superAuth, 'GET', '/api/admin/users?search=ADMIN@haven')).json();
  expect(byEmail.items.map((u: { email: string }) => u.email)).toEqual(['admin@haven.demo']);
  const literal = (await call(superAuth, 'GET', '/api/admin/users?search=%25')).json();
  expect(literal.total).toBe(0);
});

test('the user list is paginated with bounds', async () => {
  const page = (await call(superAuth, 'GET', '/api/admin/users?page=1&pageSize=2')).json();
  expect(page.items).toHaveLength(2);
  expect(page.total).toBeGreaterThan(2);
  expect((await call(superAuth, 'GET', '/api/admin/users?pageSize=101')).statusCode).toBe(400);
  expect((await call(superAuth, 'GET', '/api/admin/users?page=0')).statusCode).toBe(400);
});

test('assigning and removing a role changes what the user holds and is audited', async () => {
  const jordan = await idOf('staff@haven.demo');
  expect(
    (await call(adminAuth, 'POST', `/api/admin/users/${jordan}/roles`, { role: 'admin' })).statusCode,
  ).toBe(204);
  const session = await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD);
  expect((await call(session.authorization, 'GET', '/api/auth/me')).json().roles.sort()).toEqual([
    'admin',
    'staff',
  ]);
  expect((await call(adminAuth, 'DELETE', `/api/admin/users/${jordan}/roles/admin`)).statusCode).toBe(204);
  expect((await call(session.authorization, 'GET', '/api/auth/me')).json().roles).toEqual(['staff']);
  const actions = (await t.db.select().from(auditLog).where(eq(auditLog.objectId, jordan))).map(
    (r) => r.action,
  );
  expect(actions).toEqual(expect.arrayContaining(['user.role_assigned', 'user.role_removed']));
});

test('only a super admin may grant the super admin role', async () => {
  const jordan = await idOf('staff@haven.demo');
  const response = await call(adminAuth, 'POST', `/api/admin/users/${jordan}/roles`, { role: 'super_admin' });
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ code: 'FORBIDDEN', requestId: expect.any(String) });
  expect(
    (await call(adminAuth, 'DELETE', `/api/admin/users/${await idOf('super@haven.demo')}/roles/super_admin`))
      .statusCode,
  ).toBe(403);
});

test('the server grants exactly the roles the shared rule lets the Add role menu offer', async () => {
  const jordan = await idOf('staff@haven.demo');
  const admin = (await call(adminAuth, 'GET', '/api/auth/me')).json().roles;
  for (const role of ROLES) {
    const response = await call(adminAuth, 'POST', `/api/admin/users/${jordan}/roles`, { role });
    expect(response.statusCode, role).toBe(grantableRoles(admin).includes(role) ? 204 : 403);
    if (response.statusCode === 204 && role !== 'staff')
      await call(superAuth, 'DELETE', `/api/admin/users/${jordan}/roles/${role}`);
  }
  expect(grantableRoles(admin)).not.toContain('super_admin');
});

test('nobody can remove the last super admin', async () => {
  const sam = await idOf('super@haven.demo');
  const alex = await idOf('admin@haven.demo');
  const remove = (auth: string, id: string) =>
    call(auth, 'DELETE', `/api/admin/users/${id}/roles/super_admin`);
  const grant = (auth: string, id: string) =>
    call(auth, 'POST', `/api/admin/users/${id}/roles`, { role: 'super_admin' });

  const last = await remove(superAuth, sam);
  expect(last.statusCode).toBe(409);
  expect(last.json()).toMatchObject({
    code: 'CONFLICT',
    message: 'The last super admin cannot lose the super admin role.',
  });

  expect((await grant(superAuth, alex)).statusCode).toBe(204);
  expect((await remove(adminAuth, sam)).statusCode).toBe(204);
  expect((await remove(adminAuth, alex)).statusCode).toBe(409);
  expect((await grant(adminAuth, sam)).statusCode).toBe(204);
  expect((await remove(superAuth, alex)).statusCode).toBe(204);
  expect((await call(adminAuth, 'GET', '/api/auth/me')).json().roles).toEqual(['admin']);
});

test('granting, revoking and resetting a permission takes effect on the next request', async () => {
  const jordan = await idOf('staff@haven.demo');
  const staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  expect((await call(staff, 'GET', '/api/admin/permissions')).statusCode).toBe(403);

  expect(
    (
      await call(superAuth, 'PUT', `/api/admin/users/${jordan}/permissions/manage_permissions`, {
        granted: true,
      })
    ).statusCode,
  ).toBe(204);
  expect((await call(staff, 'GET', '/api/admin/permissions')).statusCode).toBe(200);
  const state = (await call(superAuth, 'GET', `/api/admin/users/${jordan}/permissions`)).json();
  expect(
    state.permissions.find((p: { permission: string }) => p.permission === 'manage_permissions'),
  ).toEqual({
    permission: 'manage_permissions',
    effective: true,
    fromRole: false,
    override: true,
  });

  expect(
    (
      await call(superAuth, 'PUT', `/api/admin/users/${jordan}/permissions/view_dashboard`, {
        granted: false,
      })
    ).statusCode,
  ).toBe(204);
  expect((await call(staff, 'GET', '/api/staff/dashboard')).statusCode).toBe(403);
  expect(
    (await call(superAuth, 'DELETE', `/api/admin/users/${jordan}/permissions/view_dashboard`)).statusCode,
  ).toBe(204);
  expect((await call(staff, 'GET', '/api/staff/dashboard')).statusCode).toBe(200);
  expect(
    (await call(superAuth, 'DELETE', `/api/admin/users/${jordan}/permissions/manage_permissions`)).statusCode,
  ).toBe(204);
  expect((await call(staff, 'GET', '/api/admin/permissions')).statusCode).toBe(403);

  const actions = (await t.db.select().from(auditLog).where(eq(auditLog.objectId, jordan))).map(
    (r) => r.action,
  );
  expect(actions).toEqual(
    expect.arrayContaining(['user.permission_granted', 'user.permission_revoked', 'user.permission_reset']),
  );
});

test('the permission catalogue lists every permission once, ordered by category', async () => {
  const list = (await call(superAuth, 'GET', '/api/admin/permissions')).json() as {
    id: string;
    category: string;
  }[];
  expect(list.map((p) => p.id).sort()).toEqual([...PERMISSION_KEYS].sort());
  expect(list.map((p) => p.id)).toEqual(
    expect.arrayContaining(['approve_exemptions', 'view_background_checks']),
  );
  const categories = list.map((p) => p.category);
  expect(categories).toEqual([...categories].sort());
});

test('an unknown user id is 404 and a malformed one is 400', async () => {
  const missing = await call(
    superAuth,
    'GET',
    '/api/admin/users/00000000-0000-4000-8000-00000000beef/permissions',
  );
  expect(missing.statusCode).toBe(404);
  expect((await call(superAuth, 'GET', '/api/admin/users/not-a-uuid/permissions')).statusCode).toBe(400);
  expect(
    (
      await call(superAuth, 'POST', '/api/admin/users/00000000-0000-4000-8000-00000000beef/roles', {
        role: 'admin',
      })
    ).statusCode,
  ).toBe(404);
});

test('the staff dashboard counts come from the database and activity from the audit log', async () => {
  const dashboard = (await call(superAuth, 'GET', '/api/staff/dashboard')).json();
  expect(dashboard.cards.totalFamilies).toBeGreaterThan(0);
  expect(dashboard.cards.activeFamilies).toBeLessThanOrEqual(dashboard.cards.totalFamilies);
  expect(dashboard.recentActivity.length).toBeGreaterThan(0);
  expect(dashboard.recentActivity[0].description).toMatch(/Sam Rivera|Alex Morgan|Jordan Lee/);
  const staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  const tasks = (await call(staff, 'GET', '/api/staff/dashboard')).json().pendingTasks as { path: string }[];
  // Only tasks on the page this staff member may open (its list, possibly filtered).
  expect(tasks.map((task) => task.path.split('?')[0])).toEqual(tasks.map(() => '/staff/documents'));
});
