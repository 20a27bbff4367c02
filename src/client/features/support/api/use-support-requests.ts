import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { SupportOverview, SupportRequest, SupportRequestBody } from '@shared/support/support.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

const PATH = '/staff/support-requests';

/** GET /api/staff/support-requests: the support address and the caller's recent messages. */
export function useSupportOverview() {
  return useQuery({
    queryKey: queryKeys.support,
    queryFn: ({ signal }) => apiRequest<SupportOverview>(PATH, { signal }),
    // A message's e-mail goes out from a job within seconds: look again until none is waiting.
    refetchInterval: (query) =>
      query.state.data?.requests.some((request) => request.mailedAt === null) ? 5000 : false,
  });
}

/** POST /api/staff/support-requests: kept, and e-mailed to the support address by a job. */
export function useSendSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportRequestBody) => apiRequest<SupportRequest>(PATH, { method: 'POST', body }),
    onSuccess: (sent) =>
      notifications.show({
        color: 'teal',
        title: 'Message sent',
        message: `Support will answer you by e-mail (sent to ${sent.sentTo}).`,
      }),
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.support }),
  });
}
