import { useQuery } from '@tanstack/react-query';
import type { FamilyChecks } from '@shared/background-checks/background-checks.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export const familyChecksPath = (familyId: string) =>
  `/staff/families/${encodeURIComponent(familyId)}/background-checks`;

/** GET /api/staff/families/:familyId/background-checks: every adult's checks and what the reader may do. */
export function useFamilyChecks(familyId: string) {
  return useQuery({
    queryKey: queryKeys.backgroundChecks.family(familyId),
    queryFn: ({ signal }) => apiRequest<FamilyChecks>(familyChecksPath(familyId), { signal }),
  });
}
