import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { ProgramTypes } from '@shared/system-config/program-types';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** PUT /api/staff/system/program-types: the whole list in its order (a type in use cannot go: 409). */
export function useSaveProgramTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramTypes) =>
      apiRequest<ProgramTypes>('/staff/system/program-types', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.systemConfig.programTypes, saved);
      // The Analytics filter offers the list too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.analytics.options });
      notifications.show({
        color: 'teal',
        title: 'Program types saved',
        message: saved.programTypes.join(', '),
      });
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
  });
}
