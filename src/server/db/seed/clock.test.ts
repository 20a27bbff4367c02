import { expect, test } from 'vitest';
import { createSeedClock } from './clock';

test('past() never goes beyond the seed instant, even early in the UTC day', () => {
  const now = new Date('2026-03-01T06:00:00Z');
  const clock = createSeedClock(now);
  expect(clock.at(0).getTime()).toBeGreaterThan(now.getTime());
  expect(clock.past(0)).toEqual(now);
  expect(clock.past(-1)).toEqual(new Date('2026-02-28T17:00:00Z'));
});
