import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { InviteStaffBody, StaffInvitation } from '@shared/admin/staff-invitations.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** GET /api/admin/invitations (manage_users): invitations not yet accepted, oldest first. */
export function useStaffInvitations() {
  return useQuery({
    queryKey: queryKeys.admin.invitations,
    queryFn: ({ signal }) => apiRequest<StaffInvitation[]>('/admin/invitations', { signal }),
  });
}

function useInvitationMutation<T>(
  request: (input: T) => Promise<unknown>,
  success: (input: T) => { title: string; message: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (_result, input) => notifications.show({ color: 'teal', ...success(input) }),
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.invitations }),
  });
}

/** POST /api/admin/invitations: the account is created with its role and the invitee is e-mailed a link. */
export function useInviteStaff() {
  return useInvitationMutation<InviteStaffBody>(
    (body) => apiRequest<StaffInvitation>('/admin/invitations', { method: 'POST', body }),
    ({ email }) => ({ title: 'Invitation sent', message: `We e-mailed ${email} a link to join Haven.` }),
  );
}

/** POST /api/admin/invitations/:id/resend: a fresh link; the previous one stops working. */
export function useResendInvitation() {
  return useInvitationMutation<StaffInvitation>(
    ({ id }) =>
      apiRequest<StaffInvitation>(`/admin/invitations/${encodeURIComponent(id)}/resend`, { method: 'POST' }),
    ({ email }) => ({ title: 'Invitation sent again', message: `We e-mailed ${email} a new link.` }),
  );
}

/** DELETE /api/admin/invitations/:id: the link stops working and the address can be invited again. */
export function useRevokeInvitation() {
  return useInvitationMutation<StaffInvitation>(
    ({ id }) => apiRequest<undefined>(`/admin/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    ({ email }) => ({ title: 'Invitation revoked', message: `The link sent to ${email} no longer works.` }),
  );
}
