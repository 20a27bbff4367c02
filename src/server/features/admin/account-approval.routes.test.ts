import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, latestMail, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;
let superAuth: string;
let adminAuth: string;
const PASSWORD = 'a-long-passphrase';

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_AUTO_CONFIRM: 'true' } });
  superAuth = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
  adminAuth = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const call = (authorization: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization } });

/** Signs up (auto-confirmed) and signs in; returns the new account's id and bearer header. */
async function newSignUp(email: string, displayName: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { email, password: PASSWORD, displayName },
  });
  expect(created.statusCode).toBe(201);
  const session = await signIn(t.app, email, PASSWORD);
  const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: account!.id, authorization: session.authorization };
}

const pendingEmails = async () =>
  (await call(adminAuth, 'GET', '/api/admin/users?status=pending'))
    .json()
    .items.map((u: { email: string }) => u.email);
const pendingCount = async () =>
  (await call(adminAuth, 'GET', '/api/admin/users/pending-count')).json().count as number;

test('a sign-up waits in the pending list, not among the agency staff, and is counted for the badge', async () => {
  const before = await pendingCount();
  const { authorization } = await newSignUp('waiting.one@example.org', 'Wren Waiting');
  expect(await pendingCount()).toBe(before + 1);
  expect(await pendingEmails()).toContain('waiting.one@example.org');
  const approved = (await call(adminAuth, 'GET', '/api/admin/users?search=waiting.one')).json();
  expect(approved.total).toBe(0);
  const pending = (await call(adminAuth, 'GET', '/api/admin/users?status=pending&search=waiting.one')).json();
  expect(pending.items[0]).toMatchObject({
    display_name: 'Wren Waiting',
    access_status: 'pending',
    roles: [],
  });
  expect((await call(authorization, 'GET', '/api/auth/me')).json().accessStatus).toBe('pending');
});

test('approving gives the first role at once, is audited and e-mails the person', async () => {
  const { id, authorization } = await newSignUp('approve.me@example.org', 'Ari Approved');
  expect((await call(authorization, 'GET', '/api/staff/dashboard')).statusCode).toBe(403);

  const approve = await call(adminAuth, 'POST', `/api/admin/users/${id}/approve`, { role: 'staff' });
  expect(approve.statusCode).toBe(204);
  expect((await call(authorization, 'GET', '/api/staff/dashboard')).statusCode).toBe(200);
  const me = (await call(authorization, 'GET', '/api/auth/me')).json();
  expect(me).toMatchObject({ accessStatus: 'approved', roles: ['staff'] });
  expect(await pendingEmails()).not.toContain('approve.me@example.org');

  const [audit] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user.access_approved'), eq(auditLog.objectId, id)));
  expect(audit).toMatchObject({
    actorEmail: 'admin@haven.demo',
    details: { role: 'staff', userName: 'Ari Approved' },
  });
  const { raw, link } = await latestMail(t.outboxDir, 'approve.me@example.org');
  expect(raw).toContain('Your Haven staff account is approved');
  expect(raw).toContain('Staff role');
  expect(link).toBe('http://haven.test/auth');

  const again = await call(adminAuth, 'POST', `/api/admin/users/${id}/approve`, { role: 'admin' });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('Ari Approved is already approved.');
});

test('declining ends the sessions, refuses sign-in with a clear message, is audited and e-mailed', async () => {
  const { id, authorization } = await newSignUp('decline.me@example.org', 'Dee Declined');
  expect((await call(adminAuth, 'POST', `/api/admin/users/${id}/decline`)).statusCode).toBe(204);

  expect((await call(authorization, 'GET', '/api/auth/me')).statusCode).toBe(401);
  const signInAgain = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'decline.me@example.org', password: PASSWORD },
  });
  expect(signInAgain.statusCode).toBe(403);
  expect(signInAgain.json()).toMatchObject({
    code: 'ACCESS_DECLINED',
    message:
      "Your request for a staff account was declined. Ask your agency's administrator if you think this is a mistake.",
  });
  // Only someone who knows the password learns the request was declined.
  const wrongPassword = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'decline.me@example.org', password: 'not-the-password' },
  });
  expect(wrongPassword.json().code).toBe('INVALID_CREDENTIALS');

  const [audit] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user.access_declined'), eq(auditLog.objectId, id)));
  expect(audit).toMatchObject({ actorEmail: 'admin@haven.demo', details: { userName: 'Dee Declined' } });
  expect((await latestMail(t.outboxDir, 'decline.me@example.org')).raw).toContain(
    'was declined by the agency',
  );
  const declined = (await call(adminAuth, 'GET', '/api/admin/users?status=declined')).json();
  expect(declined.items.map((u: { email: string }) => u.email)).toContain('decline.me@example.org');

  expect((await call(adminAuth, 'POST', `/api/admin/users/${id}/decline`)).statusCode).toBe(409);
  // A declined request can be reconsidered.
  expect(
    (await call(adminAuth, 'POST', `/api/admin/users/${id}/approve`, { role: 'staff' })).statusCode,
  ).toBe(204);
  expect((await signIn(t.app, 'decline.me@example.org', PASSWORD)).authorization).toMatch(/^Bearer /);
});

test('roles and permissions wait for approval, and only a super admin approves as super admin', async () => {
  const { id } = await newSignUp('not.yet@example.org', 'Nat Notyet');
  const role = await call(adminAuth, 'POST', `/api/admin/users/${id}/roles`, { role: 'staff' });
  expect(role.statusCode).toBe(409);
  expect(role.json().message).toBe('Approve this account before changing its roles or permissions.');
  const grant = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${id}/permissions/view_dashboard`,
    payload: { granted: true },
    headers: { authorization: superAuth },
  });
  expect(grant.statusCode).toBe(409);

  const asSuper = await call(adminAuth, 'POST', `/api/admin/users/${id}/approve`, { role: 'super_admin' });
  expect(asSuper.statusCode).toBe(403);
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  expect(row?.accessStatus).toBe('pending');
  expect(
    (await call(superAuth, 'POST', `/api/admin/users/${id}/approve`, { role: 'super_admin' })).statusCode,
  ).toBe(204);
});

test('an unknown account is a 404 and a bad role a 400', async () => {
  const unknown = '00000000-0000-4000-8000-000000000000';
  expect((await call(adminAuth, 'POST', `/api/admin/users/${unknown}/decline`)).statusCode).toBe(404);
  expect(
    (await call(adminAuth, 'POST', `/api/admin/users/${unknown}/approve`, { role: 'owner' })).statusCode,
  ).toBe(400);
});
