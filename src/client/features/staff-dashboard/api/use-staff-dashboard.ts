import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffDashboard } from '@shared/staff-dashboard/staff-dashboard.schema';
import { apiRequest } from '@client/lib/api-client';

/** GET /api/staff/dashboard (needs view_dashboard). */
export const staffDashboardQuery = queryOptions({
  queryKey: ['staff-dashboard'] as const,
  queryFn: ({ signal }) => apiRequest<StaffDashboard>('/staff/dashboard', { signal }),
});

export function useStaffDashboard() {
  return useQuery(staffDashboardQuery);
}
