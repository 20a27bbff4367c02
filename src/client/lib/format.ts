import i18next from 'i18next';
import { intlFormatter as formatter } from '@shared/intl-formatter';
import { currentLocale } from './i18n/language';

/**
 * How dates, durations and sizes read, once for the whole app, in the language the page speaks (issue 12; staff
 * pages are English). A calendar date ('2026-11-27': due dates, start dates) is that day everywhere; a moment in
 * time is shown in the viewer's time zone (or `timeZone`).
 */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** 'Nov 27, 2026' (es '27 nov 2026', zh '2026年11月27日'). */
export function formatDate(value: string, timeZone?: string): string {
  const dateOnly = DATE_ONLY.test(value);
  return formatter(Intl.DateTimeFormat, currentLocale(), {
    ...DATE,
    timeZone: dateOnly ? 'UTC' : timeZone,
  }).format(new Date(dateOnly ? `${value}T00:00:00Z` : value));
}

/** 'Nov 27, 2026, 9:30 AM' in the viewer's time zone; a missing moment reads as `fallback` ('Never'). */
export function formatDateTime(iso: string | null, fallback?: string): string {
  if (!iso) return fallback ?? i18next.t('app:time.never');
  return formatter(Intl.DateTimeFormat, currentLocale(), DATE_TIME).format(new Date(iso));
}

const englishPlurals = new Intl.PluralRules('en-US');

/**
 * Staff pages (English): '1 day', '3 days'; irregular words name their plural: plural(1, 'Child', 'Children') is
 * '1 Child'. Family pages count with t() and `count` instead, so each language uses its own plural rules.
 */
export function plural(count: number, word: string, pluralWord = `${word}s`): string {
  return `${count} ${englishPlurals.select(count) === 'one' ? word : pluralWord}`;
}

export const formatDays = (days: number) => plural(days, 'day');

/** Training hours without trailing zeros: '12 hours', '12.5 hours' (staff pages). */
export function formatHours(hours: number): string {
  return plural(Number(hours.toFixed(1)), 'hour');
}

/** Recent activity: 'just now', '5 minutes ago', '3 hours ago', '2 days ago', then the date. */
export function timeAgo(value: string, now: Date): string {
  const minutes = Math.floor((now.getTime() - new Date(value).getTime()) / 60_000);
  if (minutes < 1) return i18next.t('app:time.justNow');
  const relative = formatter(Intl.RelativeTimeFormat, currentLocale(), { numeric: 'always' });
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  return days < 7 ? relative.format(-days, 'day') : formatDate(value);
}

/** '12,500' (es '12.500'): a count in the page's language. */
export function formatNumber(value: number): string {
  return formatter(Intl.NumberFormat, currentLocale()).format(value);
}

/** '0.8/40' (vi '0,8/40'): an amount done of a total, to one decimal at most, in the page's language. */
export function formatDoneOf(done: number, total: number): string {
  const number = formatter(Intl.NumberFormat, currentLocale(), { maximumFractionDigits: 1 });
  return `${number.format(done)}/${number.format(total)}`;
}

/** '1.2 MB', '340 KB', '12 bytes' (es '1,2 MB'). */
export function formatBytes(bytes: number): string {
  const locale = currentLocale();
  if (bytes < 1024)
    return formatter(Intl.NumberFormat, locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(
      bytes,
    );
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024))} KB`;
  const megabytes = formatter(Intl.NumberFormat, locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${megabytes.format(bytes / (1024 * 1024))} MB`;
}
