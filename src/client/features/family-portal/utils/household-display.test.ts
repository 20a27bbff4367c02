import { expect, test } from 'vitest';
import { householdBadges, memberSummary } from './household-display';

test('the household badges count everyone, applicants as adults', () => {
  expect(householdBadges({ total: 4, adults: 3, children: 1 })).toEqual([
    '4 Total Members',
    '3 Adults, 1 Child',
  ]);
  expect(householdBadges({ total: 1, adults: 1, children: 0 })).toEqual([
    '1 Total Member',
    '1 Adult, 0 Children',
  ]);
  expect(householdBadges({ total: 5, adults: 2, children: 3 })[1]).toBe('2 Adults, 3 Children');
});

test('a member summary shows what is known', () => {
  expect(memberSummary({ relationship: 'Spouse', age: 40 })).toBe('Spouse · 40 years');
  expect(memberSummary({ relationship: null, age: 1 })).toBe('1 year');
  expect(memberSummary({ relationship: null, age: null })).toBe('');
});
