import { describe, expect, test } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs, shouldRetryStatus } from './backoff';

describe('retryDelayMs', () => {
  test('starts at 200 ms and doubles with each retry', () => {
    expect([0, 1, 2, 3].map((retry) => retryDelayMs(retry))).toEqual([200, 400, 800, 1600]);
  });

  test('uses the given base delay', () => {
    expect(retryDelayMs(2, 50)).toBe(200);
  });

  test('treats a negative retry index as the first retry', () => {
    expect(retryDelayMs(-1)).toBe(200);
  });
});

describe('shouldRetryStatus', () => {
  test.each([502, 503, 504])('retries %i while attempts remain', (status) => {
    expect(shouldRetryStatus(status, 1)).toBe(true);
    expect(shouldRetryStatus(status, MAX_ATTEMPTS - 1)).toBe(true);
  });

  test('stops after the last attempt', () => {
    expect(shouldRetryStatus(503, MAX_ATTEMPTS)).toBe(false);
  });

  test.each([200, 400, 401, 404, 409, 429, 500])('never retries %i', (status) => {
    expect(shouldRetryStatus(status, 1)).toBe(false);
  });
});
