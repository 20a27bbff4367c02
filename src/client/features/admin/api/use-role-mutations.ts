import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { roleLabel, type Role } from '@shared/auth/permissions';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { authStore } from '@client/lib/auth/auth-store';
import { queryKeys } from '@client/lib/query-keys';

export interface RoleChange {
  userId: string;
  /** For the toast. */
  userName: string;
  role: Role;
}

function useRoleMutation(
  request: (change: RoleChange) => Promise<undefined>,
  successTitle: string,
  successMessage: (change: RoleChange) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (_result, change) => {
      notifications.show({ color: 'teal', title: successTitle, message: successMessage(change) });
      // My own roles decide what I may see.
      if (change.userId === authStore.getState().user?.id) authStore.reloadProfile();
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.allUsers });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.allUserPermissions });
    },
  });
}

/** POST /api/admin/users/:userId/roles */
export function useAssignRole() {
  return useRoleMutation(
    ({ userId, role }) =>
      apiRequest<undefined>(`/admin/users/${encodeURIComponent(userId)}/roles`, {
        method: 'POST',
        body: { role },
      }),
    'Role added',
    ({ userName, role }) => `${userName} now has the ${roleLabel([role])} role.`,
  );
}

/** DELETE /api/admin/users/:userId/roles/:role (409 when it would remove the last super admin). */
export function useRemoveRole() {
  return useRoleMutation(
    ({ userId, role }) =>
      apiRequest<undefined>(`/admin/users/${encodeURIComponent(userId)}/roles/${encodeURIComponent(role)}`, {
        method: 'DELETE',
      }),
    'Role removed',
    ({ userName, role }) => `${userName} no longer has the ${roleLabel([role])} role.`,
  );
}
