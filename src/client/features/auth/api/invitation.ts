import { useQuery } from '@tanstack/react-query';
import type { InvitationStatus } from '@shared/auth/family-auth.schema';
import { apiRequest } from '@client/lib/api-client';

/** Where each kind of invitation link is checked. */
const CHECK_PATHS = { family: '/auth/invitations/check', staff: '/auth/staff-invitations/check' } as const;

/**
 * POST /api/auth/invitations/check (a family's link) or /api/auth/staff-invitations/check (a staff member's):
 * whether the invitation link can still be used, asked once when its page opens so a used link says so before a
 * password is typed.
 */
export function useInvitationStatus(token: string | null, kind: keyof typeof CHECK_PATHS = 'family') {
  return useQuery({
    queryKey: ['auth', `${kind}-invitation`, token],
    queryFn: ({ signal }) =>
      apiRequest<InvitationStatus>(CHECK_PATHS[kind], {
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
