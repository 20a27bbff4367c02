import { expect, test } from 'vitest';
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatDays,
  formatDoneOf,
  formatHours,
  plural,
  timeAgo,
} from './format';
import { showLanguage } from './i18n/language';

test('a calendar date shows the same day whatever the time zone', () => {
  expect(formatDate('2026-09-22')).toBe('Sep 22, 2026');
  expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
  expect(formatDate('2026-11-27', 'Pacific/Kiritimati')).toBe('Nov 27, 2026');
});

test('a moment shows its day in the viewer’s time zone', () => {
  expect(formatDate('2026-11-27T17:00:00.000Z', 'America/Los_Angeles')).toBe('Nov 27, 2026');
  expect(formatDate('2026-11-28T02:00:00.000Z', 'America/Los_Angeles')).toBe('Nov 27, 2026');
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
  expect(plural(1, 'day')).toBe('1 day');
});

test('activity times read as minutes, hours or days ago, then as a date', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  expect(timeAgo('2026-11-21T11:59:40Z', now)).toBe('just now');
  expect(timeAgo('2026-11-21T11:59:00Z', now)).toBe('1 minute ago');
  expect(timeAgo('2026-11-21T09:00:00Z', now)).toBe('3 hours ago');
  expect(timeAgo('2026-11-19T12:00:00Z', now)).toBe('2 days ago');
  expect(timeAgo('2026-11-01T12:00:00Z', now)).toBe(formatDate('2026-11-01T12:00:00Z'));
});

test('sizes are shown rounded', () => {
  expect(formatBytes(12)).toBe('12 bytes');
  expect(formatBytes(348_160)).toBe('340 KB');
  expect(formatBytes(2_621_440)).toBe('2.5 MB');
});

test('dates, relative times and sizes follow the language the page speaks', async () => {
  const now = new Date('2026-11-21T12:00:00Z');
  try {
    await showLanguage('es');
    expect(formatDate('2026-09-22')).toBe('22 sept 2026');
    expect(timeAgo('2026-11-21T09:00:00Z', now)).toBe('hace 3 horas');
    // US Spanish (es-US, the families of a US agency) writes the decimal point as US English does.
    expect(formatDoneOf(0.8333, 40)).toBe('0.8/40');
    await showLanguage('zh');
    expect(formatDate('2026-09-22')).toBe('2026年9月22日');
    await showLanguage('vi');
    expect(timeAgo('2026-11-21T11:55:00Z', now)).toBe('5 phút trước');
    expect(formatBytes(2_621_440)).toBe('2,5 MB');
    expect(formatDoneOf(0.8333, 1_000)).toBe('0,8/1.000');
  } finally {
    await showLanguage('en');
  }
  expect(formatDate('2026-09-22')).toBe('Sep 22, 2026');
  expect(formatDoneOf(12.25, 40)).toBe('12.3/40');
});
