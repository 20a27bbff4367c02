import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyHomeAssessment } from '@shared/home-assessment/home-assessment.schema';
import { apiBlob, apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** GET /api/family/home-assessment: where step 7's assessment is, and the corrections the caseworker asked for. */
export const familyHomeAssessmentQuery = queryOptions({
  queryKey: queryKeys.familyPortal.homeAssessment,
  queryFn: ({ signal }) => apiRequest<FamilyHomeAssessment>('/family/home-assessment', { signal }),
});

export const useFamilyHomeAssessment = () => useQuery(familyHomeAssessmentQuery);

/**
 * One of the family's correction photos as a Blob, read with the bearer token (an <img src> cannot send it);
 * kept while shown, since a photo's bytes never change.
 */
export function useAssessmentPhoto(url: string) {
  return useQuery({
    queryKey: queryKeys.familyPortal.homeAssessmentPhoto(url),
    queryFn: ({ signal }) => apiBlob(url, { signal }),
    staleTime: Infinity,
    gcTime: 60_000,
  });
}
