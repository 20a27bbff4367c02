import { useQuery } from '@tanstack/react-query';
import type { StaffDashboard } from '@shared/staff-dashboard/staff-dashboard.schema';
import { apiRequest } from '@client/lib/api-client';

const staffDashboardQueryKey = ['staff-dashboard'] as const;

/** GET /api/staff/dashboard (needs view_dashboard). */
export function useStaffDashboard() {
  return useQuery({
    queryKey: staffDashboardQueryKey,
    queryFn: ({ signal }) => apiRequest<StaffDashboard>('/staff/dashboard', { signal }),
  });
}
