/** The Next Check-In card: 'Today', 'Tomorrow', '6 days away'. */
export function daysAwayLabel(days: number): string {
  if (days <= 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return `${days} days away`;
}
