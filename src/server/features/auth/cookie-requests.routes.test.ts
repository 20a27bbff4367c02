import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, refreshCookieOf, signIn, type TestApp } from '../../testing/test-app';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type CookieRoute = '/api/auth/refresh' | '/api/auth/sign-out';

/** What a browser sends: its headers, and a body of the type it says. */
const send = (url: CookieRoute, token: string, headers: Record<string, string>, payload?: string) =>
  t.app.inject({ method: 'POST', url, cookies: { haven_refresh: token }, headers, payload });

/** The app's own page, as Haven's client sends it. */
const fromOwnPage = (url: CookieRoute, token: string) =>
  send(
    url,
    token,
    { origin: t.config.appOrigin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    '{}',
  );

test('a cross-origin text/plain sign-out is refused with 403 and the session still refreshes', async () => {
  const { refreshToken } = await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD);
  const forged = await send(
    '/api/auth/sign-out',
    refreshToken!,
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
    'anything',
  );
  expect(forged.statusCode).toBe(403);
  expect(forged.json()).toEqual({
    code: 'FORBIDDEN',
    message: expect.any(String),
    requestId: expect.any(String),
  });
  expect(refreshCookieOf(forged)).toBeUndefined();
  expect((await fromOwnPage('/api/auth/refresh', refreshToken!)).statusCode).toBe(200);
});

test('a same-origin JSON sign-out ends the session', async () => {
  const { refreshToken } = await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD);
  expect((await fromOwnPage('/api/auth/sign-out', refreshToken!)).statusCode).toBe(204);
  expect((await fromOwnPage('/api/auth/refresh', refreshToken!)).statusCode).toBe(401);
});

test('refresh refuses another origin, another site, a sibling of the same site and a body that is not JSON', async () => {
  const { refreshToken } = await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD);
  const json = { 'content-type': 'application/json' };
  const refused = [
    send('/api/auth/refresh', refreshToken!, { ...json, origin: 'https://evil.example' }, '{}'),
    send('/api/auth/refresh', refreshToken!, { ...json, origin: 'null' }, '{}'),
    send('/api/auth/refresh', refreshToken!, { ...json, 'sec-fetch-site': 'cross-site' }, '{}'),
    send('/api/auth/refresh', refreshToken!, { ...json, 'sec-fetch-site': 'same-site' }, '{}'),
    send('/api/auth/refresh', refreshToken!, { 'content-type': 'text/plain' }, '{}'),
    send('/api/auth/refresh', refreshToken!, { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'),
    send('/api/auth/refresh', refreshToken!, {}),
  ];
  for (const response of await Promise.all(refused)) {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  }
  // None of them rotated the token: the page's own refresh still works with it.
  expect((await fromOwnPage('/api/auth/refresh', refreshToken!)).statusCode).toBe(200);
});

test('a script that sends neither Origin nor Sec-Fetch-Site passes with a JSON body; a typed-in request too', async () => {
  const { refreshToken } = await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD);
  const script = await send(
    '/api/auth/refresh',
    refreshToken!,
    { 'content-type': 'application/json; charset=utf-8' },
    '{}',
  );
  expect(script.statusCode, script.body).toBe(200);
  const typedIn = await send(
    '/api/auth/sign-out',
    refreshCookieOf(script)!,
    { 'sec-fetch-site': 'none', 'content-type': 'application/json' },
    '{}',
  );
  expect(typedIn.statusCode, typedIn.body).toBe(204);
});
