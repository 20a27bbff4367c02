import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type {
  HouseholdChange,
  HouseholdChangeList,
  ProposeHouseholdChangeBody,
} from '@shared/household-changes/household-changes.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** GET /api/family/household/changes: the family's proposals, newest first, and the address on file. */
export const householdChangesQuery = queryOptions({
  queryKey: queryKeys.familyPortal.householdChanges,
  queryFn: ({ signal }) => apiRequest<HouseholdChangeList>('/family/household/changes', { signal }),
});

export const useHouseholdChanges = () => useQuery(householdChangesQuery);

/** After a proposal or a withdrawal the list is read again (a refusal too: it may be out of date). */
function useRefreshChanges() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: householdChangesQuery.queryKey });
}

/**
 * POST /api/family/household/changes. A toast says it went to the agency; a refusal stays with the dialog
 * (`error`), beside the fields the family may want to change.
 */
export function useProposeChange({ onSent }: { onSent?: () => void } = {}) {
  const { t } = useTranslation('familyPortalHousehold');
  const refresh = useRefreshChanges();
  return useMutation({
    mutationFn: (body: ProposeHouseholdChangeBody) =>
      apiRequest<HouseholdChange>('/family/household/changes', { method: 'POST', body }),
    onSuccess: () => {
      notifications.show({
        color: 'teal',
        title: t('changes.dialog.sentTitle'),
        message: t('changes.dialog.sentMessage'),
      });
      onSent?.();
    },
    onSettled: refresh,
  });
}

/** POST /api/family/household/changes/:changeId/withdraw: only while the change waits for the agency. */
export function useWithdrawChange({ onDone }: { onDone?: () => void } = {}) {
  const { t } = useTranslation('familyPortalHousehold');
  const refresh = useRefreshChanges();
  return useMutation({
    mutationFn: (changeId: string) =>
      apiRequest<HouseholdChange>(`/family/household/changes/${encodeURIComponent(changeId)}/withdraw`, {
        method: 'POST',
      }),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('changes.withdrawDialog.doneTitle') });
      onDone?.();
    },
    onSettled: refresh,
  });
}
