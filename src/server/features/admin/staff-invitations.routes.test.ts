import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, latestMail, refreshCookieOf, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;
let adminAuth: string;
let staffAuth: string;

beforeAll(async () => {
  // Every link call here counts against one address's credential limit; the limit has its own test below.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' } });
  adminAuth = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  staffAuth = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const call = (
  authorization: string | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: authorization ? { authorization } : {} });
const invite = (email: string, role = 'caseworker', authorization = adminAuth) =>
  call(authorization, 'POST', '/api/admin/invitations', { email, role });
const tokenOf = async (email: string) =>
  new URL((await latestMail(t.outboxDir, email)).link!).searchParams.get('token')!;
const check = async (token: string) =>
  (await call(null, 'POST', '/api/auth/staff-invitations/check', { token })).json().status;
const accept = (token: string, password = 'a long staff passphrase', displayName = 'Casey Rivera') =>
  call(null, 'POST', '/api/auth/staff-invitations/accept', { token, displayName, password });
const auditActions = async (userId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.objectId, userId))).map((row) => row.action);

test('an administrator invites a caseworker, who sets a name and password from the e-mailed link and is signed in', async () => {
  const invited = await invite('Casey.Rivera@Example.org');
  expect(invited.statusCode).toBe(201);
  expect(invited.json()).toMatchObject({
    email: 'casey.rivera@example.org',
    roles: ['caseworker'],
    expired: false,
  });
  const id = invited.json().id as string;

  const mail = await latestMail(t.outboxDir, 'casey.rivera@example.org');
  expect(mail.raw).toContain('Caseworker role');
  expect(mail.link).toMatch(/^http:\/\/haven\.test\/staff\/accept-invite\?token=/);
  const token = await tokenOf('casey.rivera@example.org');

  const pending = (await call(adminAuth, 'GET', '/api/admin/invitations')).json();
  expect(pending.map((i: { email: string }) => i.email)).toContain('casey.rivera@example.org');
  // Not a user yet: the User Management list shows it under Pending invitations only.
  const listed = (await call(adminAuth, 'GET', '/api/admin/users?search=casey')).json();
  expect(listed.total).toBe(0);

  expect(await check(token)).toBe('valid');
  const accepted = await accept(token);
  expect(accepted.statusCode).toBe(200);
  expect(refreshCookieOf(accepted)).toBeTruthy();
  const me = await call(`Bearer ${accepted.json().access_token}`, 'GET', '/api/auth/me');
  expect(me.json()).toMatchObject({
    user: { email: 'casey.rivera@example.org', kind: 'staff' },
    profile: { display_name: 'Casey Rivera' },
    roles: ['caseworker'],
    accessStatus: 'approved',
  });
  expect(me.json().permissions).toContain('manage_assigned_families');

  // Single use: the link is used, and the account signs in with its password from now on.
  expect(await check(token)).toBe('used');
  expect((await accept(token)).statusCode).toBe(400);
  await signIn(t.app, 'casey.rivera@example.org', 'a long staff passphrase');
  const users = (await call(adminAuth, 'GET', '/api/admin/users?search=casey')).json();
  expect(users.items[0]).toMatchObject({ display_name: 'Casey Rivera', email_confirmed: true });
  const stillPending = (await call(adminAuth, 'GET', '/api/admin/invitations')).json();
  expect(stillPending.map((i: { id: string }) => i.id)).not.toContain(id);
  expect(await auditActions(id)).toEqual(
    expect.arrayContaining(['user.invited', 'user.invitation_accepted']),
  );
});

test('inviting an address that already has an account, or a pending invitation, is a clear 409', async () => {
  const staff = await invite('staff@haven.demo');
  expect(staff.statusCode).toBe(409);
  expect(staff.json()).toMatchObject({
    code: 'EMAIL_TAKEN',
    message: 'This e-mail address already has an account.',
    requestId: expect.any(String),
  });
  expect((await invite('family@haven.demo')).json().code).toBe('EMAIL_TAKEN');
  expect((await invite('twice@example.org')).statusCode).toBe(201);
  const again = await invite('twice@example.org', 'staff');
  expect(again.statusCode).toBe(409);
  expect(again.json().code).toBe('CONFLICT');
});

test('staff without manage_users are refused, nobody signed in gets 401, and bad input is 400', async () => {
  expect((await invite('nope@example.org', 'staff', staffAuth)).statusCode).toBe(403);
  expect((await call(staffAuth, 'GET', '/api/admin/invitations')).statusCode).toBe(403);
  expect((await call(null, 'GET', '/api/admin/invitations')).statusCode).toBe(401);
  expect((await invite('not-an-address')).statusCode).toBe(400);
  expect((await invite('role@example.org', 'janitor')).statusCode).toBe(400);
  // Only a super admin may hand out super admin.
  expect((await invite('boss@example.org', 'super_admin')).statusCode).toBe(403);
  const unknown = '00000000-0000-4000-8000-000000000000';
  expect((await call(adminAuth, 'POST', `/api/admin/invitations/${unknown}/resend`)).statusCode).toBe(404);
  expect((await call(adminAuth, 'DELETE', `/api/admin/invitations/${unknown}`)).statusCode).toBe(404);
  // A seeded support-team account has no password either, but it is not an invitation.
  const [sarah] = await t.db.select().from(users).where(eq(users.email, 'sarah.johnson@haven.demo'));
  expect((await call(adminAuth, 'DELETE', `/api/admin/invitations/${sarah!.id}`)).statusCode).toBe(404);
});

test('the password rules apply and a name is required when accepting', async () => {
  await invite('weak@example.org', 'staff');
  const token = await tokenOf('weak@example.org');
  const weak = await accept(token, 'password');
  expect(weak.statusCode).toBe(400);
  expect(weak.json().code).toBe('WEAK_PASSWORD');
  expect((await accept(token, 'a long staff passphrase', '')).statusCode).toBe(400);
  expect(await check(token)).toBe('valid');
});

test('resending replaces the link; revoking ends it and frees the address', async () => {
  const id = (await invite('resend@example.org', 'staff')).json().id as string;
  const first = await tokenOf('resend@example.org');
  const resent = await call(adminAuth, 'POST', `/api/admin/invitations/${id}/resend`);
  expect(resent.statusCode).toBe(200);
  expect(resent.json().roles).toEqual(['staff']);
  const second = await tokenOf('resend@example.org');
  expect(second).not.toBe(first);
  expect(await check(first)).toBe('expired');
  expect(await check(second)).toBe('valid');

  expect((await call(adminAuth, 'DELETE', `/api/admin/invitations/${id}`)).statusCode).toBe(204);
  expect(await check(second)).toBe('expired');
  expect((await accept(second)).statusCode).toBe(400);
  expect(
    (await call(adminAuth, 'GET', '/api/admin/invitations')).json().map((i: { id: string }) => i.id),
  ).not.toContain(id);
  expect(await auditActions(id)).toEqual(
    expect.arrayContaining(['user.invited', 'user.invitation_resent', 'user.invitation_revoked']),
  );
  expect((await invite('resend@example.org', 'staff')).statusCode).toBe(201);
});

test('an expired link is refused and reads as expired in the list', async () => {
  await invite('late@example.org', 'staff');
  const token = await tokenOf('late@example.org');
  t.clock.now = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
  try {
    expect(await check(token)).toBe('expired');
    expect((await accept(token)).statusCode).toBe(400);
    const lateAdmin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
    const late = (await call(lateAdmin, 'GET', '/api/admin/invitations')).json();
    expect(late.find((i: { email: string }) => i.email === 'late@example.org')).toMatchObject({
      expired: true,
    });
  } finally {
    t.clock.now = null;
  }
});

test("a family's invitation link neither checks nor opens a staff account", async () => {
  const created = await call(adminAuth, 'POST', '/api/staff/families', {
    familyName: 'Linkcross Family',
    primaryContactName: 'Robin Linkcross',
  });
  await call(adminAuth, 'POST', `/api/staff/families/${created.json().id}/invite`, {
    email: 'robin.linkcross@example.org',
  });
  const token = await tokenOf('robin.linkcross@example.org');
  expect(await check(token)).toBe('expired');
  expect((await accept(token)).statusCode).toBe(400);
  // The family's own page still takes it (nothing was used up).
  const family = await call(null, 'POST', '/api/auth/invitations/check', { token });
  expect(family.json().status).toBe('valid');
});

test('checking and accepting staff invitation links is rate limited like the other link routes', async () => {
  const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
  try {
    const token = 'z'.repeat(43);
    const ask = (url: string, payload: object) =>
      limited.app.inject({ method: 'POST', url: `/api/auth/staff-invitations/${url}`, payload });
    expect((await ask('check', { token })).statusCode).toBe(200);
    expect(
      (await ask('accept', { token, displayName: 'Guess', password: 'a long staff passphrase' })).statusCode,
    ).toBe(400);
    const third = await ask('check', { token });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: expect.any(String), requestId: expect.any(String) });
  } finally {
    await limited.close();
  }
});
