import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { UserPermissions } from '@shared/admin/admin.schema';
import type { PermissionKey } from '@shared/auth/permissions';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { authStore } from '@client/lib/auth/auth-store';
import { queryKeys } from '@client/lib/query-keys';
import { applyPermissionChange, type PermissionChange } from '../utils/permission-change';

/** GET /api/admin/users/:userId/permissions: every permission with its source for one user. */
export function useUserPermissions(userId: string) {
  return useQuery({
    queryKey: queryKeys.admin.userPermissions(userId),
    queryFn: ({ signal }) =>
      apiRequest<UserPermissions>(`/admin/users/${encodeURIComponent(userId)}/permissions`, { signal }),
  });
}

interface ChangeVariables {
  permission: PermissionKey;
  change: PermissionChange;
}

function sendChange(userId: string, { permission, change }: ChangeVariables): Promise<undefined> {
  const path = userPermissionPath(userId, permission);
  return change.kind === 'reset'
    ? apiRequest<undefined>(path, { method: 'DELETE' })
    : apiRequest<undefined>(path, { method: 'PUT', body: { granted: change.granted } });
}

/** PUT (grant or revoke) or DELETE (back to the role default) one permission; the switch moves at once. */
export function useChangeUserPermission(userId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.admin.userPermissions(userId);

  return useMutation({
    mutationFn: (variables: ChangeVariables) => sendChange(userId, variables),
    onMutate: async ({ permission, change }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<UserPermissions>(queryKey);
      if (previous) {
        queryClient.setQueryData<UserPermissions>(queryKey, {
          ...previous,
          permissions: previous.permissions.map((row) =>
            row.permission === permission ? applyPermissionChange(row, change) : row,
          ),
        });
      }
      return { previous };
    },
    onSuccess: () => {
      if (userId === authStore.getState().user?.id) authStore.reloadProfile();
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.allUsers });
    },
  });
}

export function userPermissionPath(userId: string, permission: PermissionKey): string {
  return `/admin/users/${encodeURIComponent(userId)}/permissions/${encodeURIComponent(permission)}`;
}
