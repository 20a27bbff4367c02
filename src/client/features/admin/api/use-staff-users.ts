import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffUserPage } from '@shared/admin/admin.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys, type StaffUsersParams } from '@client/lib/query-keys';

/** GET /api/admin/users (manage_users or manage_permissions); keeps the last page on screen while the next loads. */
export function useStaffUsers(params: StaffUsersParams) {
  return useQuery({
    queryKey: queryKeys.admin.users(params),
    queryFn: ({ signal }) =>
      apiRequest<StaffUserPage>('/admin/users', {
        query: { search: params.search, status: params.status, page: params.page, pageSize: params.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
