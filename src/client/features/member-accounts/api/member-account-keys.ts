import { queryKeys } from '@client/lib/query-keys';

/**
 * The member accounts' query keys (issue 44), under their readers' prefixes: the family's under the family's own
 * (what refreshes the family's pages, an upload or a signature, refreshes them too, and a sign-out drops them),
 * staff's under the families' (a change to the family refreshes its accounts).
 */
export const memberAccountKeys = {
  myItems: [...queryKeys.familyPortal.all, 'member-items'] as const,
  household: [...queryKeys.familyPortal.all, 'member-accounts'] as const,
  staff: (familyId: string) => [...queryKeys.families.all, 'member-accounts', familyId] as const,
};
