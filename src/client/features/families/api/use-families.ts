import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApplicationPage, FamilyPage } from '@shared/families/families.schema';
import { DEFAULT_PAGE_SIZE } from '@shared/page-size';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { familiesQuery, type FamilyListState } from '../utils/family-list-params';

export const FAMILIES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** GET /api/staff/families (manage_families); keeps the last page on screen while the next loads. */
export function useFamilies(state: FamilyListState) {
  const query = familiesQuery(state, FAMILIES_PAGE_SIZE);
  return useQuery({
    queryKey: queryKeys.families.list(query),
    queryFn: ({ signal }) => apiRequest<FamilyPage>('/staff/families', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/families/applications: families in the application steps, oldest first. */
export function useApplications(page: number) {
  return useQuery({
    queryKey: queryKeys.families.applications(page, FAMILIES_PAGE_SIZE),
    queryFn: ({ signal }) =>
      apiRequest<ApplicationPage>('/staff/families/applications', {
        query: { page, pageSize: FAMILIES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
