import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type {
  DecideHouseholdChangeBody,
  HouseholdChange,
  HouseholdChangeList,
} from '@shared/household-changes/household-changes.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { changeTitle } from '../utils/household-change-text';
import { familyApiPath } from './family-api-path';

const changesPath = (familyId: string) => `${familyApiPath(familyId)}/household/changes`;

/** GET /api/staff/families/:familyId/household/changes: the family's proposals, newest first. */
export function useHouseholdChanges(familyId: string) {
  return useQuery({
    queryKey: queryKeys.families.householdChanges(familyId),
    queryFn: ({ signal }) => apiRequest<HouseholdChangeList>(changesPath(familyId), { signal }),
  });
}

/**
 * POST …/household/changes/:changeId/decision. Accepting changes the household, its documents and its checks,
 * so the family's page and its checks are read again; a 409 (decided meanwhile) refreshes them too.
 */
export function useDecideHouseholdChange(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, body }: { change: HouseholdChange; body: DecideHouseholdChangeBody }) =>
      apiRequest<HouseholdChange>(`${changesPath(familyId)}/${encodeURIComponent(change.id)}/decision`, {
        method: 'POST',
        body,
      }),
    onSuccess: (decided) =>
      notifications.show({
        color: 'teal',
        title: decided.status === 'accepted' ? 'Change accepted' : 'Change declined',
        message: `${changeTitle(decided)}. The family has been told.`,
      }),
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.families.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.backgroundChecks.family(familyId) }),
      ]),
  });
}
