import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { ChatSettings } from '@shared/conversations/conversations.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

const PATH = '/staff/system/chat-settings';

/** GET /api/staff/system/chat-settings: business hours, time zone, emergency numbers, retention. */
export function useChatSettings() {
  return useQuery({
    queryKey: queryKeys.systemConfig.chatSettings,
    queryFn: ({ signal }) => apiRequest<ChatSettings>(PATH, { signal }),
  });
}

export function useSaveChatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatSettings) => apiRequest<ChatSettings>(PATH, { method: 'PUT', body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.systemConfig.chatSettings, settings);
      notifications.show({
        color: 'teal',
        title: 'Chat settings saved',
        message: 'The assistant uses them from the next message.',
      });
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
  });
}
