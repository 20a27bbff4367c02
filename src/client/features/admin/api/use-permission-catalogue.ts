import { useQuery } from '@tanstack/react-query';
import type { Permission } from '@shared/admin/admin.schema';
import { apiRequest } from '@client/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** GET /api/admin/permissions: every permission, ordered by category (manage_permissions). */
export function usePermissionCatalogue() {
  return useQuery({
    queryKey: adminQueryKeys.permissions,
    queryFn: ({ signal }) => apiRequest<Permission[]>('/admin/permissions', { signal }),
    staleTime: Infinity,
  });
}
