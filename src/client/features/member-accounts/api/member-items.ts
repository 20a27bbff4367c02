import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberItems } from '@shared/member-accounts/member-accounts.schema';
import { apiRequest } from '@client/lib/api-client';
import { memberAccountKeys } from './member-account-keys';

/** GET /api/family/member/items: an adult's own account's forms and files (no other family read answers it). */
export const memberItemsQuery = queryOptions({
  queryKey: memberAccountKeys.myItems,
  queryFn: ({ signal }) => apiRequest<MemberItems>('/family/member/items', { signal }),
});

export const useMemberItems = () => useQuery(memberItemsQuery);
