/**
 * How dates, durations and sizes read, once for the whole app. A calendar date ('2026-11-27': due dates,
 * start dates) is that day everywhere; a moment in time is shown in the viewer's time zone (or `timeZone`).
 */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 27, 2026'. */
export function formatDate(value: string, timeZone?: string): string {
  const dateOnly = DATE_ONLY.test(value);
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeZone: dateOnly ? 'UTC' : timeZone,
  }).format(new Date(dateOnly ? `${value}T00:00:00Z` : value));
}

/** 'Nov 27, 2026, 9:30 AM' in the viewer's time zone; a missing moment reads as `fallback`. */
export function formatDateTime(iso: string | null, fallback = 'Never'): string {
  return iso ? dateTimeFormat.format(new Date(iso)) : fallback;
}

const pluralRules = new Intl.PluralRules('en-US');

/** '1 day', '3 days'; irregular words name their plural: plural(1, 'Child', 'Children') is '1 Child'. */
export function plural(count: number, word: string, pluralWord = `${word}s`): string {
  return `${count} ${pluralRules.select(count) === 'one' ? word : pluralWord}`;
}

export const formatDays = (days: number) => plural(days, 'day');

/** Training hours without trailing zeros: '12 hours', '12.5 hours'. */
export function formatHours(hours: number): string {
  return plural(Number(hours.toFixed(1)), 'hour');
}

/** Recent activity: 'just now', '5 minutes ago', '3 hours ago', '2 days ago', then the date. */
export function timeAgo(value: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(value).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  const days = Math.floor(hours / 24);
  return days < 7 ? `${plural(days, 'day')} ago` : formatDate(value);
}

/** '1.2 MB', '340 KB', '12 bytes'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
