import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { roleLabel, type Role } from '@shared/auth/permissions';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** How often the sidebar badge looks for new sign-ups while an administrator works. */
const PENDING_COUNT_REFRESH_MS = 60_000;

/** GET /api/admin/users/pending-count (manage_users): the sidebar badge. Off for everyone else. */
export function usePendingAccountCount(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.admin.pendingCount,
    queryFn: ({ signal }) => apiRequest<{ count: number }>('/admin/users/pending-count', { signal }),
    enabled,
    refetchInterval: PENDING_COUNT_REFRESH_MS,
    select: (data) => data.count,
  });
}

export interface AccountDecision {
  userId: string;
  /** For the toast. */
  userName: string;
}

function useAccountDecision<T extends AccountDecision>(
  request: (decision: T) => Promise<undefined>,
  success: (decision: T) => { title: string; message: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (_result, decision) => notifications.show({ color: 'teal', ...success(decision) }),
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
    // The lists and the badge count share the users prefix.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.allUsers }),
  });
}

/** POST /api/admin/users/:userId/approve: the account gets its first role and the person is e-mailed. */
export function useApproveAccount() {
  return useAccountDecision<AccountDecision & { role: Role }>(
    ({ userId, role }) =>
      apiRequest<undefined>(`/admin/users/${encodeURIComponent(userId)}/approve`, {
        method: 'POST',
        body: { role },
      }),
    ({ userName, role }) => ({
      title: 'Account approved',
      message: `${userName} can now sign in with the ${roleLabel([role])} role.`,
    }),
  );
}

/** POST /api/admin/users/:userId/decline: the account's sessions end and the person is e-mailed. */
export function useDeclineAccount() {
  return useAccountDecision<AccountDecision>(
    ({ userId }) =>
      apiRequest<undefined>(`/admin/users/${encodeURIComponent(userId)}/decline`, { method: 'POST' }),
    ({ userName }) => ({ title: 'Request declined', message: `${userName} has been told by e-mail.` }),
  );
}
