import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { AgencySettings } from '@shared/system-config/system-config.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

const PATH = '/staff/system/settings';

/** GET /api/staff/system/settings: the intake and support e-mail addresses. */
export function useAgencySettings() {
  return useQuery({
    queryKey: queryKeys.systemConfig.settings,
    queryFn: ({ signal }) => apiRequest<AgencySettings>(PATH, { signal }),
  });
}

export function useSaveAgencySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgencySettings) => apiRequest<AgencySettings>(PATH, { method: 'PUT', body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.systemConfig.settings, settings);
      notifications.show({
        color: 'teal',
        title: 'Addresses saved',
        message: `Intake: ${settings.intakeEmail} · Support: ${settings.supportEmail}`,
      });
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
  });
}
