const DAY_MS = 86_400_000;

/**
 * Demo dates relative to one instant, so a seed run is internally consistent ("8 days left",
 * "next visit in 6 days") whenever it happens.
 */
export interface SeedClock {
  now: Date;
  /** UTC midnight of today plus `days`, at `utcHour` (17 UTC is 9–10 am in California). */
  at(days: number, utcHour?: number): Date;
  /** Like `at`, but never later than `now`: for things that have already happened (a sign-in today). */
  past(days: number, utcHour?: number): Date;
  /** The calendar date `days` from today, as 'YYYY-MM-DD'. */
  date(days: number): string;
}

export function createSeedClock(now: Date = new Date()): SeedClock {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = (days: number, utcHour = 17) => new Date(midnight + days * DAY_MS + utcHour * 3_600_000);
  return {
    now,
    at,
    past: (days, utcHour) => new Date(Math.min(at(days, utcHour).getTime(), now.getTime())),
    date: (days) => at(days, 0).toISOString().slice(0, 10),
  };
}
