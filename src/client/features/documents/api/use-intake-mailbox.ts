import { useQuery } from '@tanstack/react-query';
import type { FamilyDashboard } from '@shared/family-portal/family-portal.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** The agency's intake mailbox and the family's case number, from GET /api/family/dashboard. */
export function useIntakeMailbox() {
  return useQuery({
    queryKey: queryKeys.familyPortal.dashboard,
    queryFn: ({ signal }) => apiRequest<FamilyDashboard>('/family/dashboard', { signal }),
    select: (dashboard) => ({ intakeEmail: dashboard.intakeEmail, caseNumber: dashboard.family.caseNumber }),
  });
}
