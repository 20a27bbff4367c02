import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, authSessions, emailTokens, families, jobs, users } from '../../db/schema';
import { DEMO_FAMILY_ACCOUNT, DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, latestMail, refreshCookieOf, signIn, type TestApp } from '../../testing/test-app';
import { signInFamily } from '../../testing/test-families';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload });
const me = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });

test('a family signs in at the family endpoint and gets a family session bound to its family', async () => {
  const before = new Date();
  const response = await post('/api/auth/family/sign-in', {
    email: 'FAMILY@haven.demo',
    password: DEMO_PASSWORD,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    token_type: 'bearer',
    user: { email: 'family@haven.demo', kind: 'family', familyId: DEMO_FAMILY_ID },
  });
  expect(refreshCookieOf(response)).toBeDefined();
  const profile = await me(`Bearer ${response.json().access_token}`);
  expect(profile.json()).toMatchObject({
    user: { kind: 'family', familyId: DEMO_FAMILY_ID },
    roles: [],
    permissions: [],
  });
  const [family] = await t.db.select().from(families).where(eq(families.id, DEMO_FAMILY_ID));
  expect(family!.lastLogin!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  const audit = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'auth.sign_in'), eq(auditLog.familyId, DEMO_FAMILY_ID)));
  expect(audit.length).toBeGreaterThan(0);
});

test('staff cannot sign in at the family endpoint, nor families at the staff one: 401 with the same answer as a wrong password', async () => {
  const staffHere = await post('/api/auth/family/sign-in', {
    email: 'admin@haven.demo',
    password: DEMO_PASSWORD,
  });
  expect(staffHere.statusCode).toBe(401);
  expect(staffHere.json()).toMatchObject({
    code: 'INVALID_CREDENTIALS',
    message: 'Invalid login credentials',
  });
  const familyThere = await post('/api/auth/sign-in', {
    email: 'family@haven.demo',
    password: DEMO_PASSWORD,
  });
  expect(familyThere.json()).toMatchObject({
    code: 'INVALID_CREDENTIALS',
    message: 'Invalid login credentials',
  });
  const wrong = await post('/api/auth/family/sign-in', {
    email: 'family@haven.demo',
    password: 'not-the-password',
  });
  const unknown = await post('/api/auth/family/sign-in', {
    email: 'nobody@example.org',
    password: 'whatever',
  });
  for (const answer of [familyThere, wrong, unknown]) {
    expect(answer.statusCode).toBe(401);
    expect({ ...answer.json(), requestId: 'same' }).toEqual({ ...staffHere.json(), requestId: 'same' });
  }
  const empty = await post('/api/auth/family/sign-in', { email: '', password: '' });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().code).toBe('VALIDATION_FAILED');
});

test('demo mode signs into the demo family with one call', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/auth/demo-family' })).json()).toEqual({
    available: true,
  });
  const response = await post('/api/auth/demo-family');
  expect(response.statusCode).toBe(200);
  expect(response.json().user).toMatchObject({
    email: DEMO_FAMILY_ACCOUNT.email,
    kind: 'family',
    familyId: DEMO_FAMILY_ID,
  });
  const dashboard = await t.app.inject({
    method: 'GET',
    url: '/api/family/dashboard',
    headers: { authorization: `Bearer ${response.json().access_token}` },
  });
  expect(dashboard.json().family.familyName).toBe('Martinez Family');
});

test('with demo mode off the demo family is reported unavailable and its sign-in is 404', async () => {
  const production = await createTestApp({ env: { DEMO_MODE: 'false' } });
  try {
    const availability = await production.app.inject({ method: 'GET', url: '/api/auth/demo-family' });
    expect(availability.json()).toEqual({ available: false });
    const response = await production.app.inject({ method: 'POST', url: '/api/auth/demo-family' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  } finally {
    await production.close();
  }
});

test('password reset for a family: e-mailed link, new password, old sessions end, link works once', async () => {
  const email = DEMO_FAMILY_ACCOUNT.email;
  const session = await signInFamily(t.app, email, DEMO_PASSWORD);
  expect((await post('/api/auth/password-reset', { email })).statusCode).toBe(204);
  await t.app.jobs.runUntilIdle();
  const { raw, link } = await latestMail(t.outboxDir, email);
  expect(raw).toContain('Reset your Haven password');
  expect(link).toMatch(/^http:\/\/haven\.test\/family\/reset-password\?token=/);
  const token = new URL(link!).searchParams.get('token')!;

  const weak = await post('/api/auth/password-reset/confirm', { token, password: 'abc' });
  expect(weak.json()).toMatchObject({
    code: 'WEAK_PASSWORD',
    message: 'Password must be at least 6 characters',
  });

  expect(
    (await post('/api/auth/password-reset/confirm', { token, password: 'a-brand-new-passphrase' }))
      .statusCode,
  ).toBe(204);
  expect((await me(session.authorization)).statusCode).toBe(401);
  const sessions = await t.db
    .select()
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(users.email, email));
  expect(sessions.every((s) => s.auth_sessions.revokedAt !== null)).toBe(true);

  const again = await post('/api/auth/password-reset/confirm', { token, password: 'another-passphrase' });
  expect(again.statusCode).toBe(400);
  expect(again.json().code).toBe('INVALID_TOKEN');
  expect((await post('/api/auth/family/sign-in', { email, password: DEMO_PASSWORD })).statusCode).toBe(401);
  await signInFamily(t.app, email, 'a-brand-new-passphrase');
  const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'auth.password_reset'));
  expect(audit).toMatchObject({ familyId: DEMO_FAMILY_ID, actorEmail: email });
});

test('password reset for staff links to the staff portal; an expired link is refused', async () => {
  const email = 'staff@haven.demo';
  expect((await post('/api/auth/password-reset', { email })).statusCode).toBe(204);
  await t.app.jobs.runUntilIdle();
  const { link } = await latestMail(t.outboxDir, email);
  expect(link).toMatch(/^http:\/\/haven\.test\/auth\/reset-password\?token=/);
  const token = new URL(link!).searchParams.get('token')!;
  t.clock.now = new Date(Date.now() + 61 * 60 * 1000);
  try {
    const late = await post('/api/auth/password-reset/confirm', {
      token,
      password: 'a-brand-new-passphrase',
    });
    expect(late.json().code).toBe('INVALID_TOKEN');
  } finally {
    t.clock.now = null;
  }
  await signIn(t.app, email, DEMO_PASSWORD);
});

test('a reset request for an unknown address answers the same and sends nothing', async () => {
  const response = await post('/api/auth/password-reset', { email: 'nobody@example.org' });
  expect(response.statusCode).toBe(204);
  await t.app.jobs.runUntilIdle();
  await expect(latestMail(t.outboxDir, 'nobody@example.org')).rejects.toThrow('no mail');
  const bogus = await post('/api/auth/password-reset/confirm', {
    token: 'x'.repeat(43),
    password: 'a-brand-new-passphrase',
  });
  expect(bogus.json()).toMatchObject({
    code: 'INVALID_TOKEN',
    message: 'This link is invalid or has expired.',
  });
  expect((await post('/api/auth/password-reset', { email: 'not-an-email' })).statusCode).toBe(400);
});

test('a reset request does the same work for an existing and an unknown address: it queues the mail and answers', async () => {
  await t.app.jobs.runUntilIdle();
  const resetLinks = () =>
    t.db.select({ id: emailTokens.id }).from(emailTokens).where(eq(emailTokens.purpose, 'reset_password'));
  const queued = () =>
    t.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, 'password_reset_email'), eq(jobs.status, 'queued')));
  const linksBefore = (await resetLinks()).length;

  const known = await post('/api/auth/password-reset', { email: 'staff@haven.demo' });
  const unknown = await post('/api/auth/password-reset', { email: 'nobody.here@example.org' });
  expect(unknown.statusCode).toBe(known.statusCode);
  expect(unknown.body).toBe(known.body);
  // Before the answer, neither looked the account up: one queued job each, no link, no mail yet.
  expect((await queued()).map((j) => j.payload.email)).toEqual([
    'staff@haven.demo',
    'nobody.here@example.org',
  ]);
  expect(await resetLinks()).toHaveLength(linksBefore);

  await t.app.jobs.runUntilIdle();
  expect(await resetLinks()).toHaveLength(linksBefore + 1);
  expect((await latestMail(t.outboxDir, 'staff@haven.demo')).raw).toContain('Reset your Haven password');
  await expect(latestMail(t.outboxDir, 'nobody.here@example.org')).rejects.toThrow('no mail');
});

test('password reset requests are rate limited like sign-in', async () => {
  const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
  try {
    const ask = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: 'who@example.org' },
      });
    expect((await ask()).statusCode).toBe(204);
    expect((await ask()).statusCode).toBe(204);
    const third = await ask();
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  } finally {
    await limited.close();
  }
});

test('an invitation token cannot be used as a reset link and vice versa', async () => {
  const email = 'staff@haven.demo';
  await post('/api/auth/password-reset', { email });
  await t.app.jobs.runUntilIdle();
  const token = new URL((await latestMail(t.outboxDir, email)).link!).searchParams.get('token')!;
  const accepted = await post('/api/auth/invitations/accept', { token, password: 'a-brand-new-passphrase' });
  expect(accepted.statusCode).toBe(400);
  expect(accepted.json().code).toBe('INVALID_TOKEN');
});
