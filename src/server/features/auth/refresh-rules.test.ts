import { expect, test } from 'vitest';
import { decideRefresh } from './refresh-rules';

const now = new Date('2026-11-21T12:00:00Z');
const live = { usedAt: null, sessionExpiresAt: new Date('2026-12-01T00:00:00Z'), sessionRevokedAt: null };

test('an unused token of a live session rotates', () => {
  expect(decideRefresh(live, now, 10)).toBe('rotate');
});

test('a token used within the grace window is a concurrent refresh, not theft', () => {
  expect(decideRefresh({ ...live, usedAt: new Date(now.getTime() - 10_000) }, now, 10)).toBe('grace');
});

test('a token used before the grace window is reuse', () => {
  expect(decideRefresh({ ...live, usedAt: new Date(now.getTime() - 10_001) }, now, 10)).toBe('reuse');
});

test('revoked sessions stay revoked even for unused tokens', () => {
  expect(decideRefresh({ ...live, sessionRevokedAt: new Date('2026-11-20T00:00:00Z') }, now, 10)).toBe(
    'revoked',
  );
});

test('an expired session cannot be refreshed', () => {
  expect(decideRefresh({ ...live, sessionExpiresAt: now }, now, 10)).toBe('expired');
});
