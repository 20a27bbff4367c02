import { expect, test } from 'vitest';
import { shouldRefresh } from './auto-refresh';

const now = Date.UTC(2026, 0, 15, 12, 0, 0);
const expiresIn = (seconds: number) => now / 1000 + seconds;

test('a fresh one-hour session is not refreshed', () => {
  expect(shouldRefresh(expiresIn(3600), now)).toBe(false);
});

test('four whole ticks left is not yet time to refresh', () => {
  expect(shouldRefresh(expiresIn(120), now)).toBe(false);
});

test('three ticks or fewer left triggers a refresh', () => {
  expect(shouldRefresh(expiresIn(119), now)).toBe(true);
  expect(shouldRefresh(expiresIn(90), now)).toBe(true);
  expect(shouldRefresh(expiresIn(1), now)).toBe(true);
});

test('an expired session is refreshed', () => {
  expect(shouldRefresh(expiresIn(-60), now)).toBe(true);
});

test('tick length and threshold are configurable', () => {
  expect(shouldRefresh(expiresIn(50), now, 10_000, 4)).toBe(false);
  expect(shouldRefresh(expiresIn(49), now, 10_000, 4)).toBe(true);
});
