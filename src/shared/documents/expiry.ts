import { addDays, agencyDate } from '../analytics/analytics-range';
import { EXPIRING_SOON_DAYS } from './documents.schema';
import { FAMILY_EXPIRY_MAX_MONTHS } from './documents.limits';

/** Dates of an approved copy's validity, as YYYY-MM-DD in UTC (the server's and the seed's one rule). */

/** The calendar date of an instant, in UTC. */
export function isoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The last day a copy approved on `approvedAt` is valid for `validityMonths`: the same day that many months on,
 * or the month's last day when it is shorter (approved 31 January, valid 1 month: 28 or 29 February).
 */
export function expiryDate(approvedAt: Date, validityMonths: number): string {
  const year = approvedAt.getUTCFullYear();
  const month = approvedAt.getUTCMonth() + validityMonths;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoDate(new Date(Date.UTC(year, month, Math.min(approvedAt.getUTCDate(), lastDay))));
}

/** The date `days` after the calendar date of `at` (UTC). */
export function daysAfter(at: Date, days: number): string {
  return isoDate(new Date(at.getTime() + days * 86_400_000));
}

/**
 * The last expiry date "Expiring soon" covers at `now`: EXPIRING_SOON_DAYS after the agency's today, so the
 * Documents list, the staff dashboard, the staff assistant and Analytics count on one calendar (a copy past
 * it, or already expired, is counted too).
 */
export function expiringSoonBy(now: Date): string {
  return addDays(agencyDate(now), EXPIRING_SOON_DAYS);
}

/**
 * What is wrong with an expiry date a family read off its document (YYYY-MM-DD), if anything: it must be after
 * today and at most FAMILY_EXPIRY_MAX_MONTHS ahead. The upload dialog and the server ask the same question.
 */
export function familyExpiryProblem(expiresOn: string, now: Date): 'notAfterToday' | 'tooFar' | null {
  if (expiresOn <= isoDate(now)) return 'notAfterToday';
  if (expiresOn > expiryDate(now, FAMILY_EXPIRY_MAX_MONTHS)) return 'tooFar';
  return null;
}
