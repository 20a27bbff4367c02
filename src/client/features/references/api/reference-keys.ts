import { queryKeys } from '@client/lib/query-keys';

/**
 * The references' query keys (issue 44), under the prefixes of their readers: the family's under the family's
 * own (what refreshes the family's pages refreshes them too, and a sign-out drops them), staff's under the
 * families' (a change to the family refreshes its requests), the link's apart from every signed-in reader.
 */
export const referenceKeys = {
  family: [...queryKeys.familyPortal.all, 'references'] as const,
  staff: (familyId: string) => [...queryKeys.families.all, 'references', familyId] as const,
  answers: (familyId: string, referenceId: string) =>
    [...queryKeys.families.all, 'references', familyId, 'answers', referenceId] as const,
  link: (token: string) => ['reference-link', token] as const,
};
