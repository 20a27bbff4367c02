import { expect, test } from 'vitest';
import { daysAwayLabel } from './format';
import { portalTranslations } from './test-i18n';

test('the next check-in says how many days away it is', () => {
  const { t } = portalTranslations('en');
  expect(daysAwayLabel(t, 0)).toBe('Today');
  expect(daysAwayLabel(t, 1)).toBe('Tomorrow');
  expect(daysAwayLabel(t, 6)).toBe('6 days away');
});

test('the next check-in reads in the family’s language', () => {
  expect(daysAwayLabel(portalTranslations('es').t, 1)).toBe('Mañana');
  expect(daysAwayLabel(portalTranslations('es').t, 6)).toBe('En 6 días');
  expect(daysAwayLabel(portalTranslations('zh').t, 6)).toBe('6 天後');
});
