import { intlFormatter } from '../intl-formatter';

/**
 * The date range of the staff Analytics page, in the agency's calendar. Haven has no time-zone setting (System
 * Configuration keeps tiles and announcements only), so the agency's zone is this constant; days start and end
 * at its midnight, whatever the zone of the server or the reader.
 */
export const AGENCY_TIME_ZONE = 'America/Los_Angeles';

/** The preset ranges: the last 30, 90 or 365 days, today included. */
export const ANALYTICS_PRESETS = ['30', '90', '365'] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];
export const ANALYTICS_RANGES = [...ANALYTICS_PRESETS, 'custom'] as const;
export type AnalyticsRangeKind = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsPreset = '90';
/** A custom range spans at most this many days (two years and a day, so two full years fit). */
export const ANALYTICS_MAX_SPAN_DAYS = 731;

const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) of `at` in the agency's time zone. */
export function agencyDate(at: Date, timeZone: string = AGENCY_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return intlFormatter(Intl.DateTimeFormat, 'en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The date `days` after a YYYY-MM-DD date (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from one YYYY-MM-DD date to another, counting both: the same day is 1. */
export function spanDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A range as the first and last calendar day it covers, both included. */
export interface ResolvedRange {
  from: string;
  to: string;
}

/** The days a preset covers on the agency's calendar at `now`: `days` days ending today. */
export function presetRange(preset: AnalyticsPreset, now: Date): ResolvedRange {
  const to = agencyDate(now);
  return { from: addDays(to, 1 - Number(preset)), to };
}
