import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PERMISSION_KEYS, type PermissionKey } from '@shared/auth/permissions';
import { householdMembers, users } from '../db/schema';
import { DEMO_FAMILY_ID } from '../db/seed/demo-accounts';
import { hashPassword } from '../lib/password-hash';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';
import { signInFamily } from '../testing/test-families';
import { createStaffUser, TEST_PASSWORD } from '../testing/test-users';
import { routeAccessPlugin, type RouteAccess } from './route-access';

/**
 * Generated from the routes the app registered (app.routeAccess), not from a hand-kept list: every
 * protected route refuses a caller outside its declared audience with 401 or 403 before its service runs.
 */
let t: TestApp;
let family = '';
/** A staff user holding exactly one permission, for each permission. */
const holderOf = new Map<PermissionKey, string>();
let staffWithNothing = '';

beforeAll(async () => {
  t = await createTestApp();
  const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo-family' });
  family = `Bearer ${demo.json().access_token}`;
  await createStaffUser(t.db, { email: 'no-permission@example.org', roles: [] });
  staffWithNothing = (await signIn(t.app, 'no-permission@example.org', TEST_PASSWORD)).authorization;
  for (const permission of PERMISSION_KEYS) {
    const email = `only-${permission.replaceAll('_', '-')}@example.org`;
    await createStaffUser(t.db, { email, roles: [], grant: [permission] });
    holderOf.set(permission, (await signIn(t.app, email, TEST_PASSWORD)).authorization);
  }
});

afterAll(async () => {
  await t.close();
});

/** Path parameters get a well-formed id nobody owns, so an admitted caller reaches the service (404/400). */
const call = (route: RouteAccess, authorization?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[A-Za-z]+/g, randomUUID()),
    headers: authorization ? { authorization } : {},
  });

function protectedRoutes() {
  return t.app.routeAccess.filter((route) => route.auth !== 'public');
}

test('the app registers its routes with their audiences, most of them protected', () => {
  expect(t.app.routeAccess.length).toBeGreaterThan(30);
  expect(protectedRoutes().length).toBeGreaterThan(25);
  for (const route of t.app.routeAccess.filter((r) => r.url.startsWith('/api/staff/'))) {
    expect(route.auth, `${route.method} ${route.url}`).toBe('staff');
  }
  for (const route of t.app.routeAccess.filter((r) => r.url.startsWith('/api/family/'))) {
    expect(route.auth, `${route.method} ${route.url}`).toBe('family');
  }
});

test('every protected route answers 401 without a session', async () => {
  for (const route of protectedRoutes()) {
    const response = await call(route);
    expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  }
});

/** The permissions that let a caller through to a route: its own, and a caseworker's for a family it names. */
const admitting = (route: RouteAccess): PermissionKey[] => [
  ...route.permissions,
  ...(route.assignedFamilies ? (['manage_assigned_families'] as const) : []),
];

test('every staff route answers 403 to a family, to staff without permissions and to staff holding another one', async () => {
  for (const route of protectedRoutes().filter((r) => r.auth === 'staff')) {
    const refused = [
      family,
      staffWithNothing,
      ...PERMISSION_KEYS.filter((p) => !admitting(route).includes(p)).map((p) => holderOf.get(p)!),
    ];
    for (const authorization of refused) {
      const response = await call(route, authorization);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  }
});

/** A staff user holding exactly these permissions (made once per set). */
const holders = new Map<string, string>();
async function holderOfAll(permissions: PermissionKey[]) {
  const key = permissions.join('+');
  if (!holders.has(key)) {
    const email = `only-${key.replaceAll('_', '-')}@example.org`;
    await createStaffUser(t.db, { email, roles: [], grant: permissions });
    holders.set(key, (await signIn(t.app, email, TEST_PASSWORD)).authorization);
  }
  return holders.get(key)!;
}

test('every staff route admits staff holding any one of its permissions (and the one it also needs), a family-record route naming a family also a caseworker', async () => {
  for (const route of protectedRoutes().filter((r) => r.auth === 'staff')) {
    for (const permission of admitting(route)) {
      const also = route.alsoPermission;
      const response = await call(
        route,
        also ? await holderOfAll([permission, also]) : holderOf.get(permission),
      );
      expect([401, 403], `${route.method} ${route.url} as ${permission}`).not.toContain(response.statusCode);
      if (also) expect((await call(route, holderOf.get(permission))).statusCode).toBe(403);
    }
  }
});

/** The one family route only an adult's own account may use: their own items. */
const MEMBER_ONLY = '/api/family/member/items';

test('every family route answers 403 to staff and admits the family', async () => {
  for (const route of protectedRoutes().filter((r) => r.auth === 'family')) {
    const asStaff = await call(route, holderOf.get('manage_families'));
    expect(asStaff.statusCode, `${route.method} ${route.url}`).toBe(403);
    const asFamily = await call(route, family);
    if (route.url === MEMBER_ONLY) expect(asFamily.statusCode).toBe(403);
    else expect([401, 403], `${route.method} ${route.url}`).not.toContain(asFamily.statusCode);
  }
});

test("an adult's own account is refused by every family route except those declared for it", async () => {
  const [adult] = await t.db
    .insert(householdMembers)
    .values({ familyId: DEMO_FAMILY_ID, name: 'Route Walker', role: 'adult', age: 40 })
    .returning();
  await t.db.insert(users).values({
    email: 'route-walker@example.org',
    passwordHash: await hashPassword(TEST_PASSWORD),
    kind: 'family',
    familyId: DEMO_FAMILY_ID,
    householdMemberId: adult!.id,
    emailConfirmedAt: new Date(),
  });
  const member = (await signInFamily(t.app, 'route-walker@example.org', TEST_PASSWORD)).authorization;
  const familyRoutes = protectedRoutes().filter((r) => r.auth === 'family');
  expect(familyRoutes.filter((r) => r.memberAccount).length).toBeGreaterThanOrEqual(8);
  for (const route of familyRoutes) {
    const response = await call(route, member);
    if (route.memberAccount)
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(response.statusCode);
    else {
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  }
  // The stream of the family's messages and the staff routes are closed to it too.
  expect((await t.app.inject({ url: '/api/live', headers: { authorization: member } })).statusCode).toBe(403);
  for (const route of protectedRoutes()
    .filter((r) => r.auth === 'staff')
    .slice(0, 20))
    expect((await call(route, member)).statusCode, `${route.method} ${route.url}`).toBe(403);
});

describe('registration fails closed', () => {
  async function register(config: object | undefined) {
    const app = Fastify();
    app.decorate('routeAccess', []);
    try {
      await app.register(async (scope) => {
        await scope.register(routeAccessPlugin);
        scope.get('/anything', { config }, async () => 'reached');
      });
      await app.ready();
      return app.routeAccess;
    } finally {
      await app.close();
    }
  }

  test('a route without an audience cannot be registered', async () => {
    await expect(register(undefined)).rejects.toThrow(/GET \/anything must declare its audience/);
    await expect(register({ auth: 'everyone' })).rejects.toThrow(/must declare its audience/);
  });

  test('a staff route without a permission cannot be registered', async () => {
    await expect(register({ auth: 'staff' })).rejects.toThrow(/permission is required/);
  });

  test('a route with an audience is registered with it', async () => {
    expect(await register({ auth: 'staff', permission: 'manage_families' })).toEqual([
      {
        method: 'GET',
        url: '/anything',
        auth: 'staff',
        permissions: ['manage_families'],
        alsoPermission: null,
        assignedFamilies: false,
        memberAccount: false,
      },
    ]);
  });

  test("an adult's own account is admitted only to family routes that say so", async () => {
    await expect(
      register({ auth: 'staff', permission: 'manage_families', memberAccount: true }),
    ).rejects.toThrow(/memberAccount is for family routes/);
    await expect(register({ auth: 'staff-or-family', memberAccount: true })).rejects.toThrow(
      /memberAccount is for family routes/,
    );
    expect((await register({ auth: 'family', memberAccount: true }))[0]).toMatchObject({
      auth: 'family',
      memberAccount: true,
    });
  });

  test('a permission needed as well is for staff routes that read the principal up front', async () => {
    await expect(register({ auth: 'family', alsoPermission: 'manage_families' })).rejects.toThrow(
      /alsoPermission is for staff routes/,
    );
    await expect(
      register({
        auth: 'staff',
        permission: 'view_analytics',
        alsoPermission: 'manage_families',
        session: 'in-read',
      }),
    ).rejects.toThrow(/alsoPermission is for staff routes/);
  });
});
