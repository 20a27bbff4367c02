import { expect, test } from 'vitest';
import {
  analyticsQuery,
  analyticsSearchParams,
  customRangeProblem,
  DEFAULT_ANALYTICS_FILTERS,
  listHref,
  parseAnalyticsParams,
} from './analytics-params';

test('the filters survive a round trip through the URL, defaults left out', () => {
  const state = {
    ...DEFAULT_ANALYTICS_FILTERS,
    range: 'custom' as const,
    from: '2026-01-01',
    to: '2026-03-01',
    applicantType: 'Kinship',
    days: 30,
  };
  const params = analyticsSearchParams(state);
  expect(params.toString()).toBe('range=custom&from=2026-01-01&to=2026-03-01&applicantType=Kinship&days=30');
  expect(parseAnalyticsParams(params)).toEqual(state);
  expect(analyticsSearchParams(DEFAULT_ANALYTICS_FILTERS).toString()).toBe('');
});

test('malformed values fall back to the defaults, and dates count only with a custom range', () => {
  const parsed = parseAnalyticsParams(new URLSearchParams('range=7&from=2026-01-01&caseworker=bob&days=0'));
  expect(parsed).toEqual(DEFAULT_ANALYTICS_FILTERS);
  expect(analyticsQuery(parseAnalyticsParams(new URLSearchParams('range=30&from=2026-01-01')))).toEqual({
    range: '30',
    from: undefined,
    to: undefined,
    caseworker: undefined,
    applicantType: undefined,
  });
});

test('a custom range needs both dates in order and at most two years', () => {
  const custom = { ...DEFAULT_ANALYTICS_FILTERS, range: 'custom' as const };
  expect(customRangeProblem(custom)).toBe('Choose both dates');
  expect(customRangeProblem({ ...custom, from: '2026-03-02', to: '2026-03-01' })).toMatch(/not be after/);
  expect(customRangeProblem({ ...custom, from: '2023-01-01', to: '2026-03-01' })).toMatch(/at most/);
  expect(customRangeProblem({ ...custom, from: '2026-03-01', to: '2026-03-01' })).toBeNull();
});

test("a figure's link carries the page's caseworker and applicant type to the list behind it", () => {
  const caseworker = '4f9c2a1e-8d7b-4c3a-9e2f-1a2b3c4d5e6f';
  const query = analyticsQuery({ ...DEFAULT_ANALYTICS_FILTERS, caseworker, applicantType: 'Kinship care' });
  expect(listHref('/staff/families', 'step=2&status=active', query)).toBe(
    `/staff/families?step=2&status=active&caseworker=${caseworker}&applicantType=Kinship+care`,
  );
  expect(listHref('/staff/documents', 'expiring=soon', analyticsQuery(DEFAULT_ANALYTICS_FILTERS))).toBe(
    '/staff/documents?expiring=soon',
  );
});
