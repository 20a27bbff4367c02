import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@shared/staff-dashboard/system-status.schema';
import { apiRequest } from '@client/lib/api-client';

/** GET /api/staff/system-status (needs view_dashboard), read again each minute while the dashboard is open. */
export const systemStatusQuery = queryOptions({
  queryKey: ['system-status'] as const,
  queryFn: ({ signal }) => apiRequest<SystemStatus>('/staff/system-status', { signal }),
  refetchInterval: 60_000,
});

export function useSystemStatus() {
  return useQuery(systemStatusQuery);
}
