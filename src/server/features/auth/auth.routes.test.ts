import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { createTestApp, latestMail, refreshCookieOf, signIn, type TestApp } from '../../testing/test-app';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signUp = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
const refresh = (token: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: token ? { haven_refresh: token } : {},
    payload: {},
  });
const me = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });

test('a staff display name with a direction override is refused with 400 and no account is created', async () => {
  const email = 'bidi.name@example.org';
  const response = await signUp({ email, password: 'a-long-passphrase', displayName: 'Alex\u202Enagrom' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    message: expect.stringMatching(/displayName: must not contain invisible formatting characters/),
  });
  expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
});

test('sign-up e-mails a confirmation link that signs the user in and lands on /staff', async () => {
  const email = 'new.caseworker@example.org';
  const created = await signUp({ email: 'New.Caseworker@Example.org', password: 'a-long-passphrase' });
  expect(created.statusCode).toBe(201);
  expect(created.json()).toMatchObject({ user: { email }, confirmationRequired: true });

  const early = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: 'a-long-passphrase' },
  });
  expect(early.statusCode).toBe(400);
  expect(early.json().code).toBe('EMAIL_NOT_CONFIRMED');

  const { raw, link } = await latestMail(t.outboxDir, email);
  expect(raw).toContain('Confirm your Haven staff account');
  expect(link).toMatch(/^http:\/\/haven\.test\/api\/auth\/confirm\?token=/);
  const url = new URL(link!);
  const confirmed = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(confirmed.statusCode).toBe(303);
  expect(confirmed.headers.location).toBe('/staff?confirmed=1');
  const cookie = confirmed.cookies.find((c) => c.name === 'haven_refresh');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

  const session = await refresh(cookie?.value);
  expect(session.statusCode).toBe(200);
  const profile = await me(`Bearer ${session.json().access_token}`);
  expect(profile.json()).toMatchObject({
    user: { email, kind: 'staff' },
    profile: { display_name: email },
    roles: [],
    permissions: [],
    accessStatus: 'pending',
  });
  // No stranger reads agency data: a confirmed sign-up holds nothing until an administrator approves it.
  const newcomer = `Bearer ${session.json().access_token}`;
  const dashboard = () =>
    t.app.inject({ method: 'GET', url: '/api/staff/dashboard', headers: { authorization: newcomer } });
  expect((await dashboard()).statusCode).toBe(403);
  const admin = await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD);
  const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const approve = await t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${account!.id}/approve`,
    headers: { authorization: admin.authorization },
    payload: { role: 'staff' },
  });
  expect(approve.statusCode).toBe(204);
  expect((await dashboard()).statusCode).toBe(200);

  const again = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(again.headers.location).toBe('/auth?confirmation=invalid');
});

test('sign-up answers a taken address exactly as a new one and mails its owner "you already have an account"', async () => {
  const email = 'display.name@example.org';
  const first = await signUp({ email, password: 'a-long-passphrase', displayName: 'Dana Cruz' });
  const [before] = await t.db.select().from(users).where(eq(users.email, email));
  expect(before?.passwordHash).toMatch(/^scrypt\$/);

  const again = await signUp({ email, password: 'another-passphrase', displayName: 'Mallory' });
  expect(again.statusCode).toBe(first.statusCode);
  expect(again.statusCode).toBe(201);
  expect(again.json()).toEqual(first.json());
  expect(again.json()).toEqual({ user: { email }, confirmationRequired: true });
  const { raw, link } = await latestMail(t.outboxDir, email);
  expect(raw).toContain('You already have a Haven account');
  expect(link).toBe('http://haven.test/auth');
  expect(raw).toContain('http://haven.test/family/forgot-password');
  // Nothing about the account changed, and no second account or confirmation link was made.
  const rows = await t.db.select().from(users).where(eq(users.email, email));
  expect(rows).toEqual([before]);

  // A family's address: the same answer; the mail in the family's language, with the family's pages.
  const family = await signUp({ email: 'family@haven.demo', password: 'a-long-passphrase' });
  expect(family.statusCode).toBe(201);
  expect(family.json()).toEqual({ user: { email: 'family@haven.demo' }, confirmationRequired: true });
  const familyMail = await latestMail(t.outboxDir, 'family@haven.demo');
  expect(familyMail.link).toMatch(/^http:\/\/haven\.test\/family\/sign-in\?lang=\w+$/);
});

test('sign-up refuses short and common passwords and writes nothing', async () => {
  const short = await signUp({ email: 'short@example.org', password: 'abc' });
  expect(short.statusCode).toBe(400);
  expect(short.json()).toMatchObject({
    code: 'WEAK_PASSWORD',
    message: 'Password must be at least 6 characters',
  });
  const common = await signUp({ email: 'common@example.org', password: 'password123' });
  expect(common.statusCode).toBe(400);
  expect(common.json().code).toBe('WEAK_PASSWORD');
  const rows = await t.db.select().from(users).where(eq(users.email, 'short@example.org'));
  expect(rows).toHaveLength(0);
});

test('a wrong password and an unknown address both answer 401 Invalid login credentials; both are audited', async () => {
  const wrong = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'admin@haven.demo', password: 'not-the-password' },
  });
  expect(wrong.statusCode).toBe(401);
  expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid login credentials' });
  const unknown = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'nobody@example.org', password: 'whatever-it-is' },
  });
  expect(unknown.statusCode).toBe(401);
  expect({ ...unknown.json(), requestId: 'same' }).toEqual({ ...wrong.json(), requestId: 'same' });
  await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD);
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.actorEmail, 'admin@haven.demo'));
  expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['auth.sign_in_failed', 'auth.sign_in']));
  expect(rows.find((r) => r.action === 'auth.sign_in')?.ip).toBe('127.0.0.1');
});

test('refresh rotates the token; reusing an old one after the grace window revokes the whole session', async () => {
  const { refreshToken, authorization } = await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD);
  const first = await refresh(refreshToken);
  expect(first.statusCode).toBe(200);
  const second = refreshCookieOf(first);
  expect(second).toBeDefined();
  expect(second).not.toBe(refreshToken);

  t.clock.now = new Date(Date.now() + 11_000);
  try {
    const reused = await refresh(refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('SESSION_REVOKED');
    expect((await refresh(second)).statusCode).toBe(401);
    expect((await me(authorization)).statusCode).toBe(401);
    expect((await me(`Bearer ${first.json().access_token}`)).statusCode).toBe(401);
  } finally {
    t.clock.now = null;
  }
  const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'auth.refresh_token_reused'));
  expect(audit?.actorEmail).toBe('super@haven.demo');
});

test('two refreshes of one token within the grace window both succeed', async () => {
  const { refreshToken } = await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD);
  const [a, b] = [await refresh(refreshToken), await refresh(refreshToken)];
  expect(a.statusCode).toBe(200);
  expect(b.statusCode).toBe(200);
  expect((await refresh(refreshCookieOf(b))).statusCode).toBe(200);
});

test('an access token stops working when it expires', async () => {
  const { authorization } = await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD);
  expect((await me(authorization)).statusCode).toBe(200);
  t.clock.now = new Date(Date.now() + (t.config.auth.accessTokenTtlSeconds + 5) * 1000);
  try {
    expect((await me(authorization)).statusCode).toBe(401);
  } finally {
    t.clock.now = null;
  }
});

test('sign-out revokes the session and clears the cookie; signing out twice is fine', async () => {
  const { refreshToken, authorization } = await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD);
  const out = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: { authorization },
    cookies: { haven_refresh: refreshToken! },
    payload: {},
  });
  expect(out.statusCode).toBe(204);
  expect(out.cookies.find((c) => c.name === 'haven_refresh')?.value).toBe('');
  expect((await refresh(refreshToken)).statusCode).toBe(401);
  expect((await me(authorization)).statusCode).toBe(401);
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', payload: {} })).statusCode).toBe(
    204,
  );
});

test('has_role and has_permission are false without a session and true for what the user holds', async () => {
  const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/has-role?role=super_admin' });
  expect(anonymous.json()).toEqual({ result: false });
  const { authorization } = await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD);
  const ask = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization } }).then((r) => r.json().result);
  expect(await ask('/api/auth/has-role?role=staff')).toBe(true);
  expect(await ask('/api/auth/has-role?role=admin')).toBe(false);
  expect(await ask('/api/auth/has-permission?permission=manage_documents')).toBe(true);
  expect(await ask('/api/auth/has-permission?permission=manage_users')).toBe(false);
  const bad = await t.app.inject({
    method: 'GET',
    url: '/api/auth/has-permission?permission=fly',
    headers: { authorization },
  });
  expect(bad.statusCode).toBe(400);
});

test('the Authorization scheme is case-insensitive: bearer and BEARER are Bearer', async () => {
  const { authorization } = await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD);
  const token = authorization.slice('Bearer '.length);
  expect((await me(`bearer ${token}`)).statusCode).toBe(200);
  expect((await me(`BEARER  ${token}`)).statusCode).toBe(200);
  expect((await me(`Basic ${token}`)).statusCode).toBe(401);
  expect((await me(`Bearer${token}`)).statusCode).toBe(401);
});

test('me without a session is 401 with the error shape', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', requestId: expect.any(String) });
  expect(response.headers['cache-control']).toBe('no-store');
});

test('sign-in is limited per IP with 429 and Retry-After', async () => {
  const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
  try {
    const attempt = (email: string, ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password: 'not-the-password' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++)
      expect((await attempt(`user${i}@example.org`, '10.0.0.1')).statusCode).toBe(401);
    const byIp = await attempt('user9@example.org', '10.0.0.1');
    expect(byIp.statusCode).toBe(429);
    expect(byIp.json().code).toBe('RATE_LIMITED');
    expect(Number(byIp.headers['retry-after'])).toBeGreaterThan(0);
  } finally {
    await limited.close();
  }
});

test('wrong passwords from rotating addresses are slowed, never refused: the owner still signs in', async () => {
  const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_SLOWDOWN_AFTER: '4' } });
  try {
    const attempt = (password: string, ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'admin@haven.demo', password },
        remoteAddress: ip,
      });
    for (let i = 0; i < 6; i++) expect((await attempt('guess-' + i, `10.1.0.${i}`)).statusCode).toBe(401);
    const owner = await attempt(DEMO_PASSWORD, '192.168.5.5');
    expect(owner.statusCode, owner.body).toBe(200);
  } finally {
    await limited.close();
  }
});

test('X-Forwarded-For is believed only from a configured proxy, so rotating it does not dodge the limit', async () => {
  const forwardedAttempts = async (app: TestApp['app']) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: `nobody${i}@example.org`, password: 'wrong-password' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };
  const direct = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
  const behindProxy = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3', TRUST_PROXY: '127.0.0.1' } });
  try {
    expect(await forwardedAttempts(direct.app)).toContain(429);
    expect(await forwardedAttempts(behindProxy.app)).not.toContain(429);
    const [failure] = await behindProxy.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.sign_in_failed'), eq(auditLog.actorEmail, 'nobody5@example.org')));
    expect(failure?.ip).toBe('203.0.113.5');
  } finally {
    await direct.close();
    await behindProxy.close();
  }
});

test('with STAFF_SIGNUP_DOMAINS only addresses at those domains may sign up', async () => {
  const limited = await createTestApp({ env: { STAFF_SIGNUP_DOMAINS: 'agency.org, County.gov' } });
  try {
    const attempt = (email: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password: 'a-long-passphrase' },
      });
    const stranger = await attempt('stranger@gmail.com');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(
      'Staff accounts can be created only with an address at agency.org, county.gov.',
    );
    expect((await attempt('new.worker@county.gov')).statusCode).toBe(201);
  } finally {
    await limited.close();
  }
});
