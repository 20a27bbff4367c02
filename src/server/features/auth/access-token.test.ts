import { createSigner } from 'fast-jwt';
import { expect, test } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token';

const SECRET = 'a-test-secret-of-more-than-thirty-two-characters';
const NOW = new Date('2026-11-23T12:00:00Z');
const CLAIMS = {
  userId: '7d1f3c1e-1111-4c4c-8888-000000000001',
  sessionId: '7d1f3c1e-2222-4c4c-8888-000000000002',
};

test('a token verifies until its expiry on the caller clock, and not from then on', async () => {
  const { token, expiresAt } = await signAccessToken(CLAIMS, SECRET, 3600, NOW);
  expect(expiresAt).toBe(NOW.getTime() / 1000 + 3600);
  expect(await verifyAccessToken(token, SECRET, new Date(NOW.getTime() + 3599_000))).toEqual({
    ...CLAIMS,
    expiresAtMs: expiresAt * 1000,
  });
  expect(await verifyAccessToken(token, SECRET, new Date(NOW.getTime() + 3600_000))).toBeNull();
});

test('a token signed with another secret, tampered with or malformed is refused', async () => {
  const { token } = await signAccessToken(CLAIMS, SECRET, 3600, NOW);
  expect(await verifyAccessToken(token, `${SECRET}-other`, NOW)).toBeNull();
  const [header, payload, signature] = token.split('.');
  const forged = Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'someone-else' }),
  ).toString('base64url');
  expect(await verifyAccessToken(`${header}.${forged}.${signature}`, SECRET, NOW)).toBeNull();
  expect(await verifyAccessToken('not-a-token', SECRET, NOW)).toBeNull();
});

test('unsigned tokens and tokens for another issuer or audience are refused', async () => {
  const exp = NOW.getTime() / 1000 + 3600;
  const claims = { sub: CLAIMS.userId, sid: CLAIMS.sessionId, exp };
  const unsigned = createSigner({ algorithm: 'none' })({ ...claims, iss: 'haven', aud: 'haven-api' });
  expect(await verifyAccessToken(unsigned, SECRET, NOW)).toBeNull();
  const sign = createSigner({ key: SECRET, algorithm: 'HS256', noTimestamp: true });
  expect(
    await verifyAccessToken(sign({ ...claims, iss: 'elsewhere', aud: 'haven-api' }), SECRET, NOW),
  ).toBeNull();
  expect(
    await verifyAccessToken(sign({ ...claims, iss: 'haven', aud: 'another-api' }), SECRET, NOW),
  ).toBeNull();
  expect(
    await verifyAccessToken(sign({ ...claims, iss: 'haven', aud: 'haven-api' }), SECRET, NOW),
  ).not.toBeNull();
});
