import { expect, test } from 'vitest';
import {
  EMPTY_FILTERS,
  activeFilterCount,
  documentFiltersToSearchParams,
  parseDocumentFilters,
  toListQuery,
  withFilter,
} from './staff-document-filters';

const FAMILY = '4f9c2a1e-8d7b-4c3a-9e2f-1a2b3c4d5e6f';

test('an empty query string means no filters on page 1', () => {
  expect(parseDocumentFilters(new URLSearchParams())).toEqual(EMPTY_FILTERS);
});

test('filters survive the round trip through the query string', () => {
  const filters = {
    status: 'submitted',
    processingStatus: 'failed',
    familyId: FAMILY,
    stepId: 4,
    flagged: true,
    expiringSoon: true,
    search: 'insurance',
    page: 3,
  } as const;
  const params = documentFiltersToSearchParams(filters);
  expect(params.toString()).toBe(
    `search=insurance&status=submitted&processingStatus=failed&familyId=${FAMILY}&stepId=4&flagged=true&expiring=soon&page=3`,
  );
  expect(parseDocumentFilters(params)).toEqual(filters);
});

test('defaults are left out of the query string', () => {
  expect(documentFiltersToSearchParams({ ...EMPTY_FILTERS, search: '   ', flagged: false }).toString()).toBe(
    'flagged=false',
  );
});

test('unknown or malformed values are dropped', () => {
  const parsed = parseDocumentFilters(
    new URLSearchParams(
      'status=lost&processingStatus=done&familyId=42&stepId=9&flagged=yes&expiring=later&page=-2',
    ),
  );
  expect(parsed).toEqual(EMPTY_FILTERS);
});

test('changing a filter returns to page 1 and the count shows what is active', () => {
  const onPage3 = { ...EMPTY_FILTERS, page: 3 };
  const next = withFilter(onPage3, { status: 'rejected', flagged: false });
  expect(next.page).toBe(1);
  expect(activeFilterCount(next)).toBe(2);
  expect(activeFilterCount(withFilter(next, { search: 'x' }))).toBe(2);
});

test('the API query carries only the set filters, the search trimmed', () => {
  expect(toListQuery({ ...EMPTY_FILTERS, search: '  Martinez ', stepId: 4, flagged: false }, 25)).toEqual({
    page: 1,
    pageSize: 25,
    status: undefined,
    processingStatus: undefined,
    familyId: undefined,
    stepId: 4,
    flagged: 'false',
    expiring: undefined,
    search: 'Martinez',
  });
});

test('the "Expiring soon" link of the dashboard opens the list with that filter, and the new statuses parse', () => {
  const filters = parseDocumentFilters(new URLSearchParams('expiring=soon'));
  expect(filters).toEqual({ ...EMPTY_FILTERS, expiringSoon: true });
  expect(activeFilterCount(filters)).toBe(1);
  expect(toListQuery(filters, 25).expiring).toBe('soon');
  expect(parseDocumentFilters(new URLSearchParams('status=expired')).status).toBe('expired');
  expect(parseDocumentFilters(new URLSearchParams('status=waived')).status).toBe('waived');
  expect(parseDocumentFilters(new URLSearchParams('status=submitted')).status).toBe('submitted');
});

test('a link from Analytics brings its caseworker and applicant type, which count as filters and reach the API', () => {
  const params = new URLSearchParams(
    `status=submitted&flagged=true&caseworker=${FAMILY}&applicantType=Kinship`,
  );
  const filters = parseDocumentFilters(params);
  expect(filters).toMatchObject({ caseworker: FAMILY, applicantType: 'Kinship' });
  expect(activeFilterCount(filters)).toBe(4);
  expect(documentFiltersToSearchParams(filters).toString()).toBe(params.toString());
  expect(toListQuery(filters, 25)).toMatchObject({ caseworker: FAMILY, applicantType: 'Kinship' });
  const malformed = parseDocumentFilters(new URLSearchParams('caseworker=sarah&applicantType='));
  expect(malformed).toEqual(EMPTY_FILTERS);
});
