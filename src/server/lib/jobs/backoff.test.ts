import { expect, test } from 'vitest';
import { backoffDelayMs, DEFAULT_BACKOFF } from './backoff';

test('the delay doubles after every failed attempt', () => {
  expect([1, 2, 3, 4, 5].map((attempt) => backoffDelayMs(attempt))).toEqual([
    10_000, 20_000, 40_000, 80_000, 160_000,
  ]);
});

test('the delay is capped', () => {
  expect(backoffDelayMs(12)).toBe(DEFAULT_BACKOFF.maxMs);
  expect(backoffDelayMs(10_000)).toBe(DEFAULT_BACKOFF.maxMs);
  expect(backoffDelayMs(4, { baseMs: 100, maxMs: 500 })).toBe(500);
});

test('attempt 0 or less waits the base delay', () => {
  expect(backoffDelayMs(0, { baseMs: 250, maxMs: 10_000 })).toBe(250);
});
