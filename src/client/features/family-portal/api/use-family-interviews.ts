import { useQuery } from '@tanstack/react-query';
import type { FamilyInterview } from '@shared/family-evaluation/family-evaluation.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** GET /api/family/interviews: the family evaluation's interviews, dates and who was present only. */
export function useFamilyInterviews() {
  return useQuery({
    queryKey: queryKeys.familyEvaluation.ofFamily,
    queryFn: ({ signal }) => apiRequest<FamilyInterview[]>('/family/interviews', { signal }),
  });
}
