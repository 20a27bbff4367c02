import { randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { UPLOAD_PAGES_MAX } from '@shared/documents/documents.limits';
import { DEMO_PASSWORD } from './db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from './testing/test-app';

/**
 * No input answers 500. Generated from the registered routes: every route, called by a caller it admits,
 * gets a corpus of hostile bodies and queries and must answer below 500, errors in the
 * `{ code, message, requestId }` shape. The malformed uploads and bodies below get their exact answers.
 */
let t: TestApp;
const callers: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  callers.staff = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
  const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo-family' });
  callers.family = `Bearer ${demo.json().access_token}`;
});

afterAll(async () => {
  await t.close();
});

const HOSTILE_STRINGS = [
  'a\u0000b',
  'bell\u0007',
  'lone \ud800 surrogate',
  '\udc00',
  'right-to-left \u202e override \u2066 isolate',
  'zero\u200bwidth\u200d\ufeff',
  'x'.repeat(300_000),
];
const FIELDS = [
  'familyName',
  'primaryContactName',
  'name',
  'relationship',
  'reason',
  'title',
  'body',
  'email',
  'password',
  'displayName',
  'token',
  'documentName',
  'role',
  'decision',
  'direction',
  'intakeEmail',
  'roleTitle',
];
let deep: unknown = 1;
for (let i = 0; i < 2000; i += 1) deep = [deep];

const BODIES: unknown[] = [
  ...HOSTILE_STRINGS.map((text) => Object.fromEntries(FIELDS.map((field) => [field, text]))),
  Object.fromEntries(FIELDS.map((field) => [field, { nested: [1e308, -1, null] }])),
  Object.fromEntries(FIELDS.map((field) => [field, deep])),
  {
    tiles: [{ componentName: 'x', positionOrder: 1e308 }],
    members: [{ userId: 'x', roleTitle: 'y' }],
    age: 1e308,
  },
];
/** Raw JSON a client library would not produce: prototype pollution keys. */
const RAW_BODIES = [
  '{"__proto__":{"admin":true},"name":"x"}',
  '{"constructor":{"prototype":{"admin":true}}}',
];
/** NUL, BEL, an encoded lone surrogate, a byte that is not UTF-8, and numbers out of range. */
const BAD_TEXT = 'a%00b%07c%ED%A0%80d%FF';
const QUERY = `?search=${BAD_TEXT}&page=1e308&pageSize=-1&limit=${BAD_TEXT}&status=${BAD_TEXT}&role=${BAD_TEXT}`;

/** Sends the corpus to each route and checks every answer; returns how many calls it made. */
async function hostileCalls(routes: typeof t.app.routeAccess): Promise<number> {
  let calls = 0;
  for (const route of routes) {
    const authorization =
      route.auth === 'family' ? callers.family : route.auth === 'public' ? undefined : callers.staff;
    const url = route.url.replace(/:[A-Za-z]+/g, () => randomUUID()) + QUERY;
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    const payloads: (string | undefined)[] = hasBody
      ? [...BODIES.map((body) => JSON.stringify(body)), ...RAW_BODIES]
      : [undefined];
    for (const payload of payloads) {
      // As a stream: the answer is judged on its status line, so a live route (Server-Sent Events) that
      // ignores the corpus and opens its stream is let go instead of waiting for an end that never comes.
      const response = await t.app.inject({
        method: route.method as 'POST',
        url,
        payload,
        payloadAsStream: true,
        headers: {
          ...(authorization ? { authorization } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      });
      calls += 1;
      const body = response.statusCode >= 400 ? await text(response.stream()) : '';
      if (response.statusCode < 400) response.stream().destroy();
      const where = `${route.method} ${route.url}: ${body.slice(0, 200)}`;
      expect(response.statusCode, where).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(JSON.parse(body), where).toMatchObject({
          code: expect.any(String),
          requestId: expect.any(String),
        });
      }
    }
  }
  return calls;
}

const reads = () => t.app.routeAccess.filter((r) => r.method === 'GET' || r.method === 'DELETE');
const writes = () => t.app.routeAccess.filter((r) => r.method !== 'GET' && r.method !== 'DELETE');

// Over a thousand calls in all, more with every route added: split in three so a loaded two-core machine (CI runs
// the suites side by side) stays within each test's time.
test('every read answers a hostile query with a 4xx error or ignores it, never a 500', async () => {
  expect(reads().length).toBeGreaterThan(30);
  expect(await hostileCalls(reads())).toBe(reads().length);
}, 120_000);

test('every family and public write answers a hostile corpus with a 4xx error or ignores it, never a 500', async () => {
  const routes = writes().filter((r) => r.auth === 'family' || r.auth === 'public');
  expect(routes.length).toBeGreaterThan(20);
  expect(await hostileCalls(routes)).toBe(routes.length * (BODIES.length + RAW_BODIES.length));
}, 120_000);

test('every staff write answers a hostile corpus with a 4xx error or ignores it, never a 500', async () => {
  const routes = writes().filter((r) => r.auth === 'staff' || r.auth === 'staff-or-family');
  expect(routes.length).toBeGreaterThan(30);
  expect(await hostileCalls(routes)).toBe(routes.length * (BODIES.length + RAW_BODIES.length));
}, 120_000);

const upload = (payload: string, contentType = 'multipart/form-data; boundary=XYZ') =>
  t.app.inject({
    method: 'POST',
    url: '/api/family/documents',
    headers: { authorization: callers.family!, 'content-type': contentType },
    payload,
  });
const part = (name: string, value: string, filename?: string) =>
  `--XYZ\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${value}\r\n`;

test('a malformed upload is a 400 and too many files or fields a 413, with the matching code', async () => {
  for (const response of [
    await upload('abc', 'multipart/form-data'),
    await upload(`--ABC\r\n${part('stepId', '4').slice(5)}--ABC--\r\n`),
    await upload('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc'),
  ]) {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  }
  // Up to UPLOAD_PAGES_MAX files become the pages of one document; one more is refused before any is read.
  const tooManyFiles = await upload(
    `${Array.from({ length: UPLOAD_PAGES_MAX + 1 }, (_, i) => part('file', 'AAA', `p${i}.jpg`)).join('')}--XYZ--\r\n`,
  );
  expect([tooManyFiles.statusCode, tooManyFiles.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  const manyFields = await upload(
    `${Array.from({ length: 20 }, (_, i) => part(`f${i}`, 'v')).join('')}--XYZ--\r\n`,
  );
  expect([manyFields.statusCode, manyFields.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
});

test('JSON that is not UTF-8 is refused, not silently repaired', async () => {
  const payload = Buffer.concat([
    Buffer.from('{"familyName":"'),
    Buffer.from([0xff, 0xfe]),
    Buffer.from('","primaryContactName":"Pat Doe"}'),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/families',
    headers: { authorization: callers.staff!, 'content-type': 'application/json' },
    payload,
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'BAD_REQUEST',
    message: 'The request body is not valid UTF-8.',
  });
});

test('an overlong path parameter is a short 404, with or without the built client', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/staff/families/${'a'.repeat(5000)}`,
    headers: { authorization: callers.staff! },
  });
  expect(response.statusCode).toBe(404);
  expect(response.json().code).toBe('NOT_FOUND');
  expect(response.json().message.length).toBeLessThan(300);
});

test('a path that is not valid percent-encoding is a 400 in the house shape', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/staff/families/%E0%A4%A' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'The request URL is not valid.' });
  expect(response.json().requestId).toEqual(expect.any(String));
});
