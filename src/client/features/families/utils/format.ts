const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar date ('2026-09-22') as 'Sep 22, 2026', the same day in every time zone. */
export function formatDate(isoDate: string): string {
  return dateOnly.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** A moment in time in the viewer's time zone; null reads as `fallback`. */
export function formatDateTime(iso: string | null, fallback = 'Never'): string {
  return iso ? dateTime.format(new Date(iso)) : fallback;
}

/** '1 day', '12 days'. */
export function formatDays(days: number): string {
  return `${days} ${Math.abs(days) === 1 ? 'day' : 'days'}`;
}

/** Training hours without trailing zeros: 12, 12.5. */
export function formatHours(hours: number): string {
  return `${Number(hours.toFixed(1))} ${hours === 1 ? 'hour' : 'hours'}`;
}
