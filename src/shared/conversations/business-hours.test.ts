import { expect, test } from 'vitest';
import {
  type BusinessHours,
  DEFAULT_BUSINESS_HOURS,
  isWithinBusinessHours,
  nextOpening,
} from './business-hours';

const pacific: BusinessHours = DEFAULT_BUSINESS_HOURS;

test('open on a weekday between opening and closing, in the agency time zone', () => {
  // Tuesday 2026-03-03 10:00 in Los Angeles (PST, UTC-8) is 18:00 UTC.
  expect(isWithinBusinessHours(pacific, new Date('2026-03-03T18:00:00Z'))).toBe(true);
  // 07:59 and 17:00 local: closed (closing time is exclusive).
  expect(isWithinBusinessHours(pacific, new Date('2026-03-03T15:59:00Z'))).toBe(false);
  expect(isWithinBusinessHours(pacific, new Date('2026-03-04T01:00:00Z'))).toBe(false);
});

test('after closing on Friday the office next opens on Monday morning', () => {
  // Friday 2026-03-06 18:30 PST.
  const friday = new Date('2026-03-07T02:30:00Z');
  expect(isWithinBusinessHours(pacific, friday)).toBe(false);
  expect(nextOpening(pacific, friday)?.toISOString()).toBe('2026-03-09T15:00:00.000Z');
});

test('on a weekend day the office is closed, whatever the hour', () => {
  const saturdayNoon = new Date('2026-03-07T20:00:00Z');
  expect(isWithinBusinessHours(pacific, saturdayNoon)).toBe(false);
});

test('across the spring DST change the next opening moves by the local clock', () => {
  // Saturday 2026-03-07 noon PST; clocks spring forward on Sunday 2026-03-08: Monday opens at 08:00 PDT (UTC-7).
  expect(nextOpening(pacific, new Date('2026-03-07T20:00:00Z'))?.toISOString()).toBe(
    '2026-03-09T15:00:00.000Z',
  );
  // Before the change, Friday morning opens at 08:00 PST (UTC-8).
  expect(nextOpening(pacific, new Date('2026-03-06T12:00:00Z'))?.toISOString()).toBe(
    '2026-03-06T16:00:00.000Z',
  );
});

test('across the autumn DST change too', () => {
  // Saturday 2026-10-31; clocks fall back on Sunday 2026-11-01: Monday opens at 08:00 PST (UTC-8).
  expect(nextOpening(pacific, new Date('2026-10-31T19:00:00Z'))?.toISOString()).toBe(
    '2026-11-02T16:00:00.000Z',
  );
});

test('before opening the office opens the same day; open now means now; no open day means never', () => {
  const early = new Date('2026-03-03T14:00:00Z'); // 06:00 PST Tuesday
  expect(nextOpening(pacific, early)?.toISOString()).toBe('2026-03-03T16:00:00.000Z');
  const open = new Date('2026-03-03T18:00:00Z');
  expect(nextOpening(pacific, open)).toEqual(open);
  expect(nextOpening({ ...pacific, days: [] }, early)).toBeNull();
});

test('another time zone and weekend opening hours', () => {
  const tokyo: BusinessHours = { timeZone: 'Asia/Tokyo', days: [6], open: '09:00', close: '12:00' };
  // Saturday 2026-03-07 10:00 in Tokyo (UTC+9).
  expect(isWithinBusinessHours(tokyo, new Date('2026-03-07T01:00:00Z'))).toBe(true);
  expect(nextOpening(tokyo, new Date('2026-03-07T04:00:00Z'))?.toISOString()).toBe(
    '2026-03-14T00:00:00.000Z',
  );
});
