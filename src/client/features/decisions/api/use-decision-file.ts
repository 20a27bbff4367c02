import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DecisionFile } from '@shared/decisions/decisions.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** /staff/families/:familyId/… under the API base: the decision file, the report, the decisions. */
export function familyPath(familyId: string, ...rest: string[]): string {
  return [`/staff/families/${encodeURIComponent(familyId)}`, ...rest.map(encodeURIComponent)].join('/');
}

/** GET /api/staff/families/:familyId/decision-file: the report, the gates, the decisions and what may follow. */
export const decisionFileQuery = (familyId: string) =>
  queryOptions({
    queryKey: queryKeys.decisions.file(familyId),
    queryFn: ({ signal }) => apiRequest<DecisionFile>(familyPath(familyId, 'decision-file'), { signal }),
  });

export function useDecisionFile(familyId: string) {
  return useQuery(decisionFileQuery(familyId));
}
