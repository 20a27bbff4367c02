import { expect, test } from 'vitest';
import { daysAfter, expiringSoonBy, expiryDate, familyExpiryProblem, isoDate } from './expiry';

test('a copy approved on a day is valid until the same day the given months later', () => {
  expect(expiryDate(new Date('2026-03-15T18:00:00Z'), 12)).toBe('2027-03-15');
  expect(expiryDate(new Date('2026-11-20T09:00:00Z'), 24)).toBe('2028-11-20');
});

test('a month without that day ends the validity on its last day', () => {
  expect(expiryDate(new Date('2026-01-31T12:00:00Z'), 1)).toBe('2026-02-28');
  expect(expiryDate(new Date('2027-01-31T12:00:00Z'), 13)).toBe('2028-02-29');
});

test('dates are calendar days in UTC', () => {
  expect(isoDate(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31');
  expect(daysAfter(new Date('2026-12-31T23:00:00Z'), 60)).toBe('2027-03-01');
});

test("a family's expiry date must be after today and at most ten years ahead", () => {
  const now = new Date('2026-11-23T22:00:00Z');
  expect(familyExpiryProblem('2026-11-23', now)).toBe('notAfterToday');
  expect(familyExpiryProblem('2026-11-24', now)).toBeNull();
  expect(familyExpiryProblem('2036-11-23', now)).toBeNull();
  expect(familyExpiryProblem('2036-11-24', now)).toBe('tooFar');
});

test('"Expiring soon" counts from the agency\'s date: in a California evening it is still yesterday in UTC terms', () => {
  // 22:30 on 9 March in Los Angeles is already 10 March in UTC.
  expect(expiringSoonBy(new Date('2026-03-10T06:30:00Z'))).toBe('2026-05-08');
  expect(expiringSoonBy(new Date('2026-03-10T08:00:00Z'))).toBe('2026-05-09');
});
