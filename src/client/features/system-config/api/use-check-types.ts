import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { CheckType, CheckTypeBody } from '@shared/background-checks/background-checks.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

const PATH = '/staff/system/background-check-types';

/** GET /api/staff/system/background-check-types: the agency's check types, active or not, with their use. */
export function useCheckTypes() {
  return useQuery({
    queryKey: queryKeys.backgroundChecks.types,
    queryFn: ({ signal }) => apiRequest<CheckType[]>(PATH, { signal }),
  });
}

/** POST (a new type) or PUT /:key (rename, change who it applies to, switch on or off). */
export function useSaveCheckType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key?: string; body: CheckTypeBody }) =>
      key
        ? apiRequest<CheckType>(`${PATH}/${encodeURIComponent(key)}`, { method: 'PUT', body })
        : apiRequest<CheckType>(PATH, { method: 'POST', body }),
    onSuccess: (saved, { key }) => {
      notifications.show({
        color: 'teal',
        title: key ? 'Check type saved' : 'Check type added',
        message: `${saved.name}${saved.active ? '' : ' (switched off)'}.`,
      });
      // Every family's checks list the active types.
      return queryClient.invalidateQueries({ queryKey: queryKeys.backgroundChecks.all });
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
  });
}
