import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { addDays, AGENCY_TIME_ZONE, type ResolvedRange, spanDays } from '@shared/analytics/analytics-range';
import { familyScopeConditions, inFamilyScope } from '../../db/family-scope';
import { families } from '../../db/schema';

/**
 * Statement parts every analytics read shares: the range as instants, the family filters, and spreads (median
 * and 90th percentile). Values are bound parameters; only the shape of a statement depends on which filters are set.
 */

/** The filters a read applies, resolved: the range as the agency's first and last day. */
export interface AnalyticsScope {
  range: ResolvedRange;
  caseworker?: string;
  applicantType?: string;
  /** The agency's today (YYYY-MM-DD), for figures about now. */
  today: string;
  /** The last expiry date counted as expiring soon (expiringSoonBy: the Documents list's calendar). */
  expiringBy: string;
}

const zone = sql`${AGENCY_TIME_ZONE}::text`;

/** Midnight at the start of a YYYY-MM-DD day in the agency's zone, as an instant. */
export function agencyMidnight(date: string | SQL): SQL {
  return sql`((${date})::date::timestamp at time zone ${zone})`;
}

/** `column` (an instant) falls on one of the range's days in the agency's zone. */
export function inRange(column: AnyPgColumn | SQL, range: ResolvedRange): SQL {
  return sql`(${column} >= ${agencyMidnight(range.from)} and ${column} < ${agencyMidnight(sql`${range.to}::date + 1`)})`;
}

/** The agency's calendar date of an instant. */
export function agencyDay(column: AnyPgColumn | SQL): SQL {
  return sql`((${column} at time zone ${zone})::date)`;
}

/** The Monday on or before a YYYY-MM-DD day. */
function mondayOf(date: string): string {
  return addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/**
 * Every Monday of the weeks the range touches: a subquery of one column, `week_start`. The weeks are counted
 * here so the planner knows how many there are (a series of dates is estimated at 1,000 rows, which made
 * PostgreSQL compile the documents statement with JIT, some 30–100 ms a request).
 */
export function rangeWeeks(range: ResolvedRange): SQL {
  const first = mondayOf(range.from);
  const weeks = (spanDays(first, mondayOf(range.to)) - 1) / 7 + 1;
  return sql`(select ${first}::date + 7 * k as week_start from generate_series(0, ${weeks - 1}::int) as k)`;
}

/** Whether no family filter is set: the statements then skip the family join. */
export const unfiltered = (scope: AnalyticsScope) => !scope.caseworker && !scope.applicantType;

/** The filters' conditions on the `families` table (true when none is set). */
export function familyConditions(scope: AnalyticsScope): SQL {
  return familyScopeConditions(scope) ?? sql`true`;
}

/** The families the filters keep, as a condition on a family id column (true when none is set). */
export function familyFilter(familyId: AnyPgColumn | SQL, scope: AnalyticsScope): SQL {
  return inFamilyScope(familyId, scope) ?? sql`true`;
}

/**
 * For a statement that filters many subqueries by family: the filtered family ids computed once
 * (`scoped_families`), and the condition on a family id column that reads them (true when no filter is set).
 */
export function scopedFamilies(scope: AnalyticsScope) {
  return {
    cte: sql`scoped_families as materialized (select ${families.id} as id from ${families} where ${familyConditions(scope)})`,
    filter: (familyId: AnyPgColumn | SQL) =>
      unfiltered(scope) ? sql`true` : sql`${familyId} in (select id from scoped_families)`,
  };
}

const SECONDS = { days: 86_400, hours: 3_600, minutes: 60 } as const;

/** The time from one instant to the next, as an interval. */
export const between = (from: SQL | AnyPgColumn, to: SQL | AnyPgColumn) => sql`((${to}) - (${from}))`;

/**
 * `{ count, median, p90 }` of a duration (an interval, see `between`) over the rows of the enclosing select, in
 * days, hours or minutes to one decimal. One ordered-set aggregate for both percentiles, so the rows are sorted
 * once; the intervals themselves are sorted and interpolated (exact to the microsecond), which is cheaper than
 * sorting a number computed for each row.
 */
export function spread(duration: SQL, unit: keyof typeof SECONDS): SQL {
  const percentiles = sql`percentile_cont(array[0.5, 0.9]) within group (order by ${duration})`;
  const at = (i: number) =>
    sql`round(extract(epoch from (${percentiles})[${sql.raw(String(i))}]) / ${sql.raw(String(SECONDS[unit]))}, 1)::float8`;
  return sql`json_build_object('count', count(${duration}), 'median', ${at(1)}, 'p90', ${at(2)})`;
}
