import { expect, test } from 'vitest';
import { daysAwayLabel, formatDay, plural, timeAgo } from './format';

test('calendar dates show the same day in every time zone', () => {
  expect(formatDay('2026-11-27')).toBe('Nov 27, 2026');
  expect(formatDay('2026-11-27T17:00:00.000Z', 'America/Los_Angeles')).toBe('Nov 27, 2026');
  expect(formatDay('2026-11-28T02:00:00.000Z', 'America/Los_Angeles')).toBe('Nov 27, 2026');
});

test('the next check-in says how many days away it is', () => {
  expect(daysAwayLabel(0)).toBe('Today');
  expect(daysAwayLabel(1)).toBe('Tomorrow');
  expect(daysAwayLabel(6)).toBe('6 days away');
});

test('activity times read as minutes, hours or days ago, then as a date', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  expect(timeAgo('2026-11-21T11:59:40Z', now)).toBe('just now');
  expect(timeAgo('2026-11-21T11:59:00Z', now)).toBe('1 minute ago');
  expect(timeAgo('2026-11-21T09:00:00Z', now)).toBe('3 hours ago');
  expect(timeAgo('2026-11-19T12:00:00Z', now)).toBe('2 days ago');
  expect(timeAgo('2026-11-01T12:00:00Z', now)).toBe(formatDay('2026-11-01T12:00:00Z'));
  expect(plural(1, 'day')).toBe('1 day');
});
