import { expect, test } from 'vitest';
import { intlFormatter } from './intl-formatter';

test('intlFormatter makes one formatter per locale and options, and formats as Intl does', () => {
  const options = {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  } as const;
  const format = intlFormatter(Intl.DateTimeFormat, 'en-CA', options);
  expect(intlFormatter(Intl.DateTimeFormat, 'en-CA', { ...options })).toBe(format);
  expect(intlFormatter(Intl.DateTimeFormat, 'en-US', options)).not.toBe(format);
  expect(intlFormatter(Intl.DateTimeFormat, 'en-CA', { ...options, timeZone: 'UTC' })).not.toBe(format);
  expect(format.format(new Date('2026-11-29T05:00:00Z'))).toBe('2026-11-28');
  expect(
    intlFormatter(Intl.DateTimeFormat, 'en-CA', { ...options, timeZone: 'UTC' }).format(
      new Date('2026-11-29T05:00:00Z'),
    ),
  ).toBe('2026-11-29');
});
