import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(async () => {
  await t.close();
});

const signUpRaw = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload,
    headers: { 'content-type': contentType },
  });

function expectClientError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ code, message: expect.any(String), requestId: expect.any(String) });
}

test('malformed JSON is a 400 BAD_REQUEST', async () => {
  expectClientError(await signUpRaw('{"email": "a@b.org", '), 400, 'BAD_REQUEST');
});

test('missing fields are a 400 with the field named', async () => {
  const response = await signUpRaw(JSON.stringify({ email: 'a@b.org' }));
  expectClientError(response, 400, 'VALIDATION_FAILED');
  expect((response.json() as { details: { path: string }[] }).details.map((d) => d.path)).toContain(
    'body.password',
  );
});

test('wrong types and bad e-mails are a 400', async () => {
  expectClientError(
    await signUpRaw(JSON.stringify({ email: 42, password: ['x'] })),
    400,
    'VALIDATION_FAILED',
  );
  expectClientError(
    await signUpRaw(JSON.stringify({ email: 'not-an-email', password: 'long-enough-1' })),
    400,
    'VALIDATION_FAILED',
  );
});

test('an oversize body is a 413 and nothing is written', async () => {
  const huge = JSON.stringify({
    email: 'big@example.org',
    password: 'long-enough-1',
    displayName: 'x'.repeat(t.config.bodyLimit),
  });
  expectClientError(await signUpRaw(huge), 413, 'PAYLOAD_TOO_LARGE');
});

test('an unsupported content type is a 415', async () => {
  expectClientError(
    await signUpRaw('email=a@b.org', 'application/x-www-form-urlencoded'),
    415,
    'UNSUPPORTED_MEDIA_TYPE',
  );
});

test('an unknown API path is a JSON 404', async () => {
  expectClientError(await t.app.inject({ method: 'GET', url: '/api/no-such-thing' }), 404, 'NOT_FOUND');
});

test('a forged bearer token is treated as no session', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: 'Bearer abc.def.ghi' },
  });
  expectClientError(response, 401, 'UNAUTHENTICATED');
});

test('security headers are set on every answer, errors included', async () => {
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.json()).toEqual({ status: 'ok' });
  const refused = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
  const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
  for (const response of [health, refused, unknown]) {
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-store');
  }
  expect([refused.statusCode, unknown.statusCode]).toEqual([401, 404]);
});
