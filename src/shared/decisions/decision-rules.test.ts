import { expect, test } from 'vitest';
import { DEFAULT_APPEAL_DAYS, decisionDates, mayDecide } from './decision-rules';

test("a decision's date is its day on the agency's calendar, not UTC's", () => {
  // 23:30 in Los Angeles on 30 January is already 31 January in UTC.
  expect(decisionDates('deny', new Date('2027-01-31T07:30:00Z'), DEFAULT_APPEAL_DAYS)).toEqual({
    effectiveDate: '2027-01-30',
    appealDeadline: '2027-04-30',
  });
  expect(decisionDates('deny', new Date('2027-01-31T08:30:00Z'), DEFAULT_APPEAL_DAYS)).toEqual({
    effectiveDate: '2027-01-31',
    appealDeadline: '2027-05-01',
  });
  expect(
    decisionDates('deny', new Date('2027-01-31T07:30:00Z'), DEFAULT_APPEAL_DAYS, 'America/New_York')
      .effectiveDate,
  ).toBe('2027-01-31');
});

test('the appeal deadline counts calendar days across month ends, leap days and the clock change', () => {
  // 25 days after 10 February 2028 (a leap year) is 6 March; after 10 February 2027, 7 March.
  expect(decisionDates('rescind', new Date('2028-02-10T20:00:00Z'), DEFAULT_APPEAL_DAYS).appealDeadline).toBe(
    '2028-03-06',
  );
  expect(decisionDates('rescind', new Date('2027-02-10T20:00:00Z'), DEFAULT_APPEAL_DAYS).appealDeadline).toBe(
    '2027-03-07',
  );
  // Across the spring clock change (14 March 2027 in California) a day is still a day.
  expect(decisionDates('rescind', new Date('2027-03-01T20:00:00Z'), DEFAULT_APPEAL_DAYS).appealDeadline).toBe(
    '2027-03-26',
  );
  expect(
    decisionDates('deny', new Date('2027-03-01T20:00:00Z'), { deny: 30, rescind: 10 }).appealDeadline,
  ).toBe('2027-03-31');
});

test('only a denial and a rescission have an appeal deadline', () => {
  for (const kind of ['approve', 'withdraw', 'hold', 'hold_lifted'] as const) {
    expect(
      decisionDates(kind, new Date('2027-01-31T20:00:00Z'), DEFAULT_APPEAL_DAYS).appealDeadline,
    ).toBeNull();
  }
});

test("the family's status says which decisions may follow", () => {
  expect(mayDecide('active', 'approve')).toBe(true);
  expect(mayDecide('on_hold', 'approve')).toBe(false);
  expect(mayDecide('on_hold', 'hold_lifted')).toBe(true);
  expect(mayDecide('approved', 'rescind')).toBe(true);
  expect(mayDecide('approved', 'deny')).toBe(false);
  expect(mayDecide('denied', 'approve')).toBe(true);
  expect(mayDecide('withdrawn', 'approve')).toBe(false);
});
