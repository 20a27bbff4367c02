import type {
  DocumentStatus,
  ProcessingStatus,
  StaffDocumentListQuery,
} from '@shared/documents/documents.schema';
import {
  familyScopeFromParams,
  setFamilyScopeParams,
  type FamilyScopeQuery,
} from '@shared/families/family-scope';
import { TOTAL_JOURNEY_STEPS } from '@shared/journey/journey-steps';
import { statusValues } from '@client/lib/status-looks';

/**
 * The staff Documents list's filters; they live in the page's query string so back, reload and links keep them.
 * The caseworker and applicant type come with links from Analytics.
 */
export interface StaffDocumentFilters extends FamilyScopeQuery {
  status: DocumentStatus | null;
  processingStatus: ProcessingStatus | null;
  familyId: string | null;
  stepId: number | null;
  /** true: only likely mismatches; false: only unflagged; null: both. */
  flagged: boolean | null;
  /** Only approved copies expiring within 60 days and expired ones (`?expiring=soon`). */
  expiringSoon: boolean;
  search: string;
  page: number;
}

export const EMPTY_FILTERS: StaffDocumentFilters = {
  status: null,
  processingStatus: null,
  familyId: null,
  stepId: null,
  flagged: null,
  expiringSoon: false,
  search: '',
  page: 1,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `value` when it is one of `values`, else null. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

/** Reads the filters from a query string; anything unknown or malformed is ignored rather than sent on. */
export function parseDocumentFilters(params: URLSearchParams): StaffDocumentFilters {
  const flagged = params.get('flagged');
  const familyId = params.get('familyId');
  return {
    status: oneOf(statusValues('document'), params.get('status')),
    processingStatus: oneOf(statusValues('processing'), params.get('processingStatus')),
    familyId: familyId && UUID.test(familyId) ? familyId : null,
    stepId: positiveInt(params.get('stepId'), TOTAL_JOURNEY_STEPS),
    flagged: flagged === 'true' ? true : flagged === 'false' ? false : null,
    expiringSoon: params.get('expiring') === 'soon',
    search: (params.get('search') ?? '').slice(0, 200),
    page: positiveInt(params.get('page'), 100_000) ?? 1,
    ...familyScopeFromParams(params),
  };
}

/** The query string for these filters, without the defaults (page 1, empty search, nulls). */
export function documentFiltersToSearchParams(filters: StaffDocumentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.processingStatus) params.set('processingStatus', filters.processingStatus);
  if (filters.familyId) params.set('familyId', filters.familyId);
  if (filters.stepId !== null) params.set('stepId', String(filters.stepId));
  if (filters.flagged !== null) params.set('flagged', String(filters.flagged));
  if (filters.expiringSoon) params.set('expiring', 'soon');
  if (filters.page > 1) params.set('page', String(filters.page));
  return setFamilyScopeParams(params, filters);
}

/** Changing any filter goes back to the first page; changing only the page keeps the rest. */
export function withFilter(
  filters: StaffDocumentFilters,
  patch: Partial<Omit<StaffDocumentFilters, 'page'>>,
): StaffDocumentFilters {
  return { ...filters, ...patch, page: 1 };
}

export function activeFilterCount(filters: StaffDocumentFilters): number {
  const { status, processingStatus, familyId, stepId, flagged, expiringSoon, caseworker, applicantType } =
    filters;
  return (
    [status, processingStatus, familyId, stepId, flagged].filter((value) => value !== null).length +
    [expiringSoon, caseworker, applicantType].filter(Boolean).length
  );
}

/** GET /api/staff/documents query (StaffDocumentListQuerySchema); the search is sent trimmed or not at all. */
export function toListQuery(
  filters: StaffDocumentFilters,
  pageSize: number,
): Record<keyof StaffDocumentListQuery, string | number | undefined> {
  const search = filters.search.trim();
  return {
    page: filters.page,
    pageSize,
    status: filters.status ?? undefined,
    processingStatus: filters.processingStatus ?? undefined,
    familyId: filters.familyId ?? undefined,
    stepId: filters.stepId ?? undefined,
    flagged: filters.flagged === null ? undefined : String(filters.flagged),
    expiring: filters.expiringSoon ? 'soon' : undefined,
    caseworker: filters.caseworker,
    applicantType: filters.applicantType,
    search: search || undefined,
  };
}
