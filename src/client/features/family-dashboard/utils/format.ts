const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** '1 day', '3 days'. */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * 'Nov 27, 2026'. A calendar date (YYYY-MM-DD) is shown as that day everywhere; a moment in time in the
 * viewer's time zone.
 */
export function formatDay(value: string, timeZone?: string): string {
  const dateOnly = DATE_ONLY.test(value);
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: dateOnly ? 'UTC' : timeZone,
  }).format(new Date(dateOnly ? `${value}T00:00:00Z` : value));
}

/** The Next Check-In card: 'Today', 'Tomorrow', '6 days away'. */
export function daysAwayLabel(days: number): string {
  if (days <= 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return `${days} days away`;
}

/** Recent activity: 'just now', '5 minutes ago', '3 hours ago', '2 days ago', then the date. */
export function timeAgo(value: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(value).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  const days = Math.floor(hours / 24);
  return days < 7 ? `${plural(days, 'day')} ago` : formatDay(value);
}
