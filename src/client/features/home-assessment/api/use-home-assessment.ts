import { useQuery } from '@tanstack/react-query';
import type { StaffHomeAssessment } from '@shared/home-assessment/home-assessment.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** /staff/families/:familyId/home-assessment under the API base, and the paths below it. */
export function assessmentPath(familyId: string, ...rest: string[]): string {
  return [
    `/staff/families/${encodeURIComponent(familyId)}/home-assessment`,
    ...rest.map(encodeURIComponent),
  ].join('/');
}

/** GET /api/staff/families/:familyId/home-assessment: the status, the figures and every item with its photos. */
export function useHomeAssessment(familyId: string) {
  return useQuery({
    queryKey: queryKeys.homeAssessment.family(familyId),
    queryFn: ({ signal }) => apiRequest<StaffHomeAssessment>(assessmentPath(familyId), { signal }),
  });
}
