import { expect, test } from 'vitest';
import { householdBadges, memberSummary } from './household-display';
import { portalTranslations } from './test-i18n';

const { t } = portalTranslations('en');

test('the household badges count everyone, applicants as adults', () => {
  expect(householdBadges(t, { total: 4, adults: 3, children: 1 })).toEqual([
    '4 Total Members',
    '3 Adults, 1 Child',
  ]);
  expect(householdBadges(t, { total: 1, adults: 1, children: 0 })).toEqual([
    '1 Total Member',
    '1 Adult, 0 Children',
  ]);
  expect(householdBadges(t, { total: 5, adults: 2, children: 3 })[1]).toBe('2 Adults, 3 Children');
});

test('the household badges follow each language’s plural rules', () => {
  const es = portalTranslations('es').t;
  expect(householdBadges(es, { total: 1, adults: 1, children: 0 })).toEqual([
    '1 miembro en total',
    '1 adulto, 0 niños',
  ]);
  expect(householdBadges(es, { total: 4, adults: 3, children: 1 })[1]).toBe('3 adultos, 1 niño');
  // Chinese has one form; Vietnamese too.
  expect(householdBadges(portalTranslations('zh').t, { total: 4, adults: 3, children: 1 })).toEqual([
    '共 4 位成員',
    '3 位成年人，1 位兒童',
  ]);
  expect(householdBadges(portalTranslations('vi').t, { total: 2, adults: 2, children: 0 })[1]).toBe(
    '2 người lớn, 0 trẻ em',
  );
});

test('a member summary shows what is known', () => {
  expect(memberSummary(t, { relationship: 'Spouse', age: 40 })).toBe('Spouse · 40 years');
  expect(memberSummary(t, { relationship: null, age: 1 })).toBe('1 year');
  expect(memberSummary(t, { relationship: null, age: null })).toBe('');
  expect(memberSummary(portalTranslations('es').t, { relationship: 'Cónyuge', age: 1 })).toBe(
    'Cónyuge · 1 año',
  );
});
