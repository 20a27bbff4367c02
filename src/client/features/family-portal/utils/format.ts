import type { TFunction } from 'i18next';

/** The Next Check-In card: 'Today', 'Tomorrow', '6 days away'. */
export function daysAwayLabel(t: TFunction<'familyPortal'>, days: number): string {
  if (days <= 0) return t('stats.today');
  if (days === 1) return t('stats.tomorrow');
  return t('stats.daysAway', { count: days });
}
