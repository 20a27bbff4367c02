import { useQuery } from '@tanstack/react-query';
import type { InvitationStatus } from '@shared/auth/family-auth.schema';
import { apiRequest } from '@client/lib/api-client';

/**
 * POST /api/auth/invitations/check: whether the invitation link can still be used, asked once when its page
 * opens so a used link says so before a password is typed.
 */
export function useInvitationStatus(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'invitation', token],
    queryFn: ({ signal }) =>
      apiRequest<InvitationStatus>('/auth/invitations/check', {
        method: 'POST',
        body: { token },
        withToken: false,
        signal,
      }),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
}
