import { expect, test } from 'vitest';
import { dateTimeFormat } from './date-time-format';

test('dateTimeFormat makes one formatter per locale and options, and formats as Intl does', () => {
  const options = {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  } as const;
  const format = dateTimeFormat('en-CA', options);
  expect(dateTimeFormat('en-CA', { ...options })).toBe(format);
  expect(dateTimeFormat('en-US', options)).not.toBe(format);
  expect(dateTimeFormat('en-CA', { ...options, timeZone: 'UTC' })).not.toBe(format);
  expect(format.format(new Date('2026-11-29T05:00:00Z'))).toBe('2026-11-28');
  expect(
    dateTimeFormat('en-CA', { ...options, timeZone: 'UTC' }).format(new Date('2026-11-29T05:00:00Z')),
  ).toBe('2026-11-29');
});
