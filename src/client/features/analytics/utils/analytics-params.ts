import {
  ANALYTICS_MAX_SPAN_DAYS,
  ANALYTICS_RANGES,
  type AnalyticsRangeKind,
  DEFAULT_ANALYTICS_RANGE,
  spanDays,
} from '@shared/analytics/analytics-range';
import { STUCK_DAYS_DEFAULT, STUCK_DAYS_MAX } from '@shared/analytics/analytics.schema';
import { setFamilyScopeParams } from '@shared/families/family-scope';

/** The Analytics page's filters, kept in its URL so a reload, the back button and a shared link keep them. */
export interface AnalyticsFilterState {
  range: AnalyticsRangeKind;
  /** Only with a custom range (YYYY-MM-DD); empty until chosen. */
  from: string;
  to: string;
  caseworker: string;
  applicantType: string;
  /** Days on one step after which a family counts as stuck. */
  days: number;
}

export const DEFAULT_ANALYTICS_FILTERS: AnalyticsFilterState = {
  range: DEFAULT_ANALYTICS_RANGE,
  from: '',
  to: '',
  caseworker: '',
  applicantType: '',
  days: STUCK_DAYS_DEFAULT,
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the filters from the URL; anything unknown or malformed falls back to the default. */
export function parseAnalyticsParams(params: URLSearchParams): AnalyticsFilterState {
  const range = ANALYTICS_RANGES.find((r) => r === params.get('range')) ?? DEFAULT_ANALYTICS_RANGE;
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  const caseworker = params.get('caseworker') ?? '';
  const days = Number(params.get('days'));
  return {
    range,
    from: range === 'custom' ? date('from') : '',
    to: range === 'custom' ? date('to') : '',
    caseworker: UUID.test(caseworker) ? caseworker : '',
    applicantType: (params.get('applicantType') ?? '').slice(0, 100),
    days: Number.isInteger(days) && days >= 1 && days <= STUCK_DAYS_MAX ? days : STUCK_DAYS_DEFAULT,
  };
}

/** The URL form of the filters, without the defaults. */
export function analyticsSearchParams(state: AnalyticsFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.range !== DEFAULT_ANALYTICS_RANGE) params.set('range', state.range);
  if (state.range === 'custom') {
    if (state.from) params.set('from', state.from);
    if (state.to) params.set('to', state.to);
  }
  if (state.caseworker) params.set('caseworker', state.caseworker);
  if (state.applicantType) params.set('applicantType', state.applicantType);
  if (state.days !== STUCK_DAYS_DEFAULT) params.set('days', String(state.days));
  return params;
}

/** What is wrong with a custom range, in words; null when it can be asked for. */
export function customRangeProblem(state: AnalyticsFilterState): string | null {
  if (state.range !== 'custom') return null;
  if (!state.from || !state.to) return 'Choose both dates';
  if (state.from > state.to) return 'The start date must not be after the end date';
  if (spanDays(state.from, state.to) > ANALYTICS_MAX_SPAN_DAYS)
    return `A range spans at most ${ANALYTICS_MAX_SPAN_DAYS} days`;
  return null;
}

/** The query string of every analytics request (the stuck days go to the pipeline requests only). */
export function analyticsQuery(state: AnalyticsFilterState) {
  return {
    range: state.range,
    from: state.range === 'custom' ? state.from : undefined,
    to: state.range === 'custom' ? state.to : undefined,
    caseworker: state.caseworker || undefined,
    applicantType: state.applicantType || undefined,
  };
}
export type AnalyticsRequestQuery = ReturnType<typeof analyticsQuery>;

/**
 * The address of the list behind a figure: the figure's own filters (`filters`, a query string) plus the
 * page's caseworker and applicant type, so the list counts the families the figure counted.
 */
export function listHref(path: string, filters: string, query: AnalyticsRequestQuery | null): string {
  return `${path}?${setFamilyScopeParams(new URLSearchParams(filters), query ?? {})}`;
}
