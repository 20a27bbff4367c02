import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { emailTokens } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { hashOpaqueToken } from '../../lib/opaque-token';
import { createTestApp, latestMail, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const check = async (token: string) => {
  const response = await post('/api/auth/invitations/check', { token });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** Staff create a family and invite its applicant; `again` sends a new link, which replaces the last one. */
async function invite(surname: string): Promise<{ token: string; again: () => Promise<string> }> {
  const headers = { authorization: admin };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/staff/families',
    headers,
    payload: {
      familyName: `${surname} Family`,
      primaryContactName: `Robin ${surname}`,
      preferredLanguage: 'en',
    },
  });
  const email = `robin.${surname.toLowerCase()}@example.org`;
  const send = async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/staff/families/${created.json().id}/invite`,
      headers,
      payload: { email },
    });
    expect(invited.statusCode).toBe(204);
    return new URL((await latestMail(t.outboxDir, email)).link!).searchParams.get('token')!;
  };
  return { token: await send(), again: send };
}

test('a fresh invitation link is valid, and used once the applicant has chosen a password', async () => {
  const { token } = await invite('Checkfresh');
  expect(await check(token)).toEqual({ status: 'valid' });
  // Checking does not use the link up.
  expect(await check(token)).toEqual({ status: 'valid' });
  const accepted = await post('/api/auth/invitations/accept', { token, password: 'robin-passphrase' });
  expect(accepted.statusCode).toBe(200);
  expect(await check(token)).toEqual({ status: 'used' });
});

test('a link past its date, or replaced by a newer one, is expired; an unknown token answers the same shape', async () => {
  const { token: old } = await invite('Checkold');
  await t.db
    .update(emailTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(emailTokens.tokenHash, hashOpaqueToken(old)));
  expect(await check(old)).toEqual({ status: 'expired' });

  const { token: first, again } = await invite('Checkagain');
  const second = await again();
  expect(await check(first)).toEqual({ status: 'expired' });
  expect(await check(second)).toEqual({ status: 'valid' });

  expect(await check('x'.repeat(43))).toEqual({ status: 'expired' });
});

test('a password-reset link is not an invitation, and a malformed token is a 400', async () => {
  await post('/api/auth/password-reset', { email: 'family@haven.demo' });
  await t.app.jobs.runUntilIdle();
  const reset = new URL((await latestMail(t.outboxDir, 'family@haven.demo')).link!).searchParams.get(
    'token',
  )!;
  expect(await check(reset)).toEqual({ status: 'expired' });

  const malformed = await post('/api/auth/invitations/check', { token: 'short' });
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
});

test('checking links is rate limited like the other link routes', async () => {
  const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
  try {
    const ask = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/invitations/check',
        payload: { token: 'y'.repeat(43) },
      });
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const third = await ask();
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBeDefined();
  } finally {
    await limited.close();
  }
});
