import { useQuery } from '@tanstack/react-query';
import type { FamilyDashboard } from '@shared/family-portal/family-portal.schema';
import { apiRequest } from '@client/lib/api-client';
import { FAMILY_DASHBOARD_KEY } from './documents-query-keys';

/** The agency's intake mailbox and the family's case number, from GET /api/family/dashboard. */
export function useIntakeMailbox() {
  return useQuery({
    queryKey: FAMILY_DASHBOARD_KEY,
    queryFn: ({ signal }) => apiRequest<FamilyDashboard>('/family/dashboard', { signal }),
    select: (dashboard) => ({ intakeEmail: dashboard.intakeEmail, caseNumber: dashboard.family.caseNumber }),
  });
}
