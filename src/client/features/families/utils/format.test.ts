import { expect, test } from 'vitest';
import { formatDate, formatDateTime, formatDays, formatHours } from './format';

test('a calendar date shows the same day whatever the time zone', () => {
  expect(formatDate('2026-09-22')).toBe('Sep 22, 2026');
  expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
});

test('a missing moment reads as the fallback', () => {
  expect(formatDateTime(null)).toBe('Never');
  expect(formatDateTime(null, '—')).toBe('—');
  expect(formatDateTime('2026-11-20T17:00:00.000Z')).toMatch(/2026/);
});

test('days and hours are counted in words', () => {
  expect(formatDays(1)).toBe('1 day');
  expect(formatDays(21)).toBe('21 days');
  expect(formatHours(12)).toBe('12 hours');
  expect(formatHours(12.25)).toBe('12.3 hours');
  expect(formatHours(1)).toBe('1 hour');
});
