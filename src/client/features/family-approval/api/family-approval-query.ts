import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyApproval } from '@shared/decisions/decisions.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/**
 * My Approval's read (issue 45), under the family's prefix: what refreshes the family's pages (an upload, a
 * withdrawal) refreshes it too, and a sign-out drops it.
 */
export const approvalKeys = { approval: [...queryKeys.familyPortal.all, 'approval'] as const };

/** GET /api/family/approval: the decision in force, its document and whether the family may withdraw. */
export const familyApprovalQuery = queryOptions({
  queryKey: approvalKeys.approval,
  queryFn: ({ signal }) => apiRequest<FamilyApproval>('/family/approval', { signal }),
});

export const useFamilyApproval = () => useQuery(familyApprovalQuery);
