import { useQuery } from '@tanstack/react-query';
import type { Permission } from '@shared/admin/admin.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** GET /api/admin/permissions: every permission, ordered by category (manage_permissions). */
export function usePermissionCatalogue() {
  return useQuery({
    queryKey: queryKeys.admin.permissions,
    queryFn: ({ signal }) => apiRequest<Permission[]>('/admin/permissions', { signal }),
    staleTime: Infinity,
  });
}
