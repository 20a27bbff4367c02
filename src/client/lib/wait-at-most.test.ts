import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { waitAtMost } from './wait-at-most';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** Whether `promise` has resolved once pending callbacks have run. */
async function isDone(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

test('resolves when the work settles before the time is up, and leaves no timer behind', async () => {
  let finish = () => undefined as void;
  const waiting = waitAtMost(1000, new Promise<void>((resolve) => (finish = resolve)));
  expect(await isDone(waiting)).toBe(false);
  finish();
  expect(await isDone(waiting)).toBe(true);
  expect(vi.getTimerCount()).toBe(0);
});

test('resolves when the time is up, though the work is still out', async () => {
  const waiting = waitAtMost(1000, new Promise(() => undefined));
  await vi.advanceTimersByTimeAsync(999);
  expect(await isDone(waiting)).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(await isDone(waiting)).toBe(true);
});

test('resolves, without throwing, when the work fails', async () => {
  const waiting = waitAtMost(1000, Promise.reject(new Error('no answer')));
  expect(await isDone(waiting)).toBe(true);
  await expect(waiting).resolves.toBeUndefined();
});
