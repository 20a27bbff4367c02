import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteMemberBody, MemberAccount } from '@shared/member-accounts/member-accounts.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { memberAccountKeys } from './member-account-keys';

/** Whose household's accounts: the signed-in family's own (its applicants), or one family's for staff. */
export type AccountsScope = { kind: 'family' } | { kind: 'staff'; familyId: string };

function routesOf(scope: AccountsScope) {
  if (scope.kind === 'family')
    return {
      key: memberAccountKeys.household,
      changes: [memberAccountKeys.household],
      list: '/family/household/accounts',
      member: (memberId: string) => `/family/household/members/${encodeURIComponent(memberId)}/account`,
    };
  const family = `/staff/families/${encodeURIComponent(scope.familyId)}`;
  return {
    key: memberAccountKeys.staff(scope.familyId),
    // The family's page lists its portal accounts in its header too.
    changes: [memberAccountKeys.staff(scope.familyId), queryKeys.families.detail(scope.familyId)],
    list: `${family}/member-accounts`,
    member: (memberId: string) => `${family}/members/${encodeURIComponent(memberId)}/account`,
  };
}

/**
 * GET …/accounts: one row per household member who has, or was invited to, an account of their own
 * (/api/family/household/accounts for the applicants, /api/staff/families/:familyId/member-accounts for staff).
 */
export function useMemberAccounts(scope: AccountsScope) {
  const routes = routesOf(scope);
  return useQuery({
    queryKey: routes.key,
    queryFn: ({ signal }) => apiRequest<MemberAccount[]>(routes.list, { signal }),
  });
}

/**
 * One member's account: POST …/members/:memberId/account e-mails the invitation (again, to a member still
 * invited); DELETE ends the account and its sessions. A refusal stays with the mutation (`error`); the list is
 * read again either way (a refusal may mean it is out of date).
 */
export function useMemberAccountActions(scope: AccountsScope, memberId: string) {
  const queryClient = useQueryClient();
  const routes = routesOf(scope);
  const refresh = () =>
    Promise.all(routes.changes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const invite = useMutation({
    mutationFn: (body: InviteMemberBody) =>
      apiRequest<MemberAccount>(routes.member(memberId), { method: 'POST', body }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => apiRequest<void>(routes.member(memberId), { method: 'DELETE' }),
    onSettled: refresh,
  });
  return { invite, remove };
}
