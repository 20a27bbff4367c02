import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyApproval, FamilyWithdrawBody } from '@shared/decisions/decisions.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { approvalKeys } from './family-approval-query';

/**
 * POST /api/family/approval/withdraw: the family withdraws its application. Every family read is refreshed after
 * (the dashboard, Recent Activity and My Approval all change); a refusal stays with the dialog (`error`).
 */
export function useWithdrawApplication({ onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FamilyWithdrawBody) =>
      apiRequest<FamilyApproval>('/family/approval/withdraw', { method: 'POST', body }),
    onSuccess: (approval) => {
      queryClient.setQueryData(approvalKeys.approval, approval);
      onDone?.();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.familyPortal.all }),
  });
}
