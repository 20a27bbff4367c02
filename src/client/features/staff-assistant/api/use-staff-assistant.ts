import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AskStaffAssistantBody,
  StaffAssistantExchange,
  StaffAssistantSession,
} from '@shared/staff-assistant/staff-assistant.schema';
import { apiRequest } from '@client/lib/api-client';

const STAFF_ASSISTANT_API = '/staff/assistant';
const sessionQueryKey = ['staff-assistant', 'session'] as const;

/** GET /api/staff/assistant/session: the asker's open session, loaded when the panel opens. */
export function useStaffAssistantSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => apiRequest<StaffAssistantSession>(`${STAFF_ASSISTANT_API}/session`, { signal }),
    staleTime: Infinity,
  });
}

/** POST /api/staff/assistant/messages: the question and its answer join the session's messages. */
export function useAskStaffAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AskStaffAssistantBody) =>
      apiRequest<StaffAssistantExchange>(`${STAFF_ASSISTANT_API}/messages`, { method: 'POST', body }),
    onSuccess: (exchange) =>
      queryClient.setQueryData<StaffAssistantSession>(sessionQueryKey, (current) => ({
        sessionId: exchange.sessionId,
        messages: [
          ...(current?.sessionId === exchange.sessionId ? current.messages : []),
          exchange.question,
          exchange.answer,
        ],
      })),
  });
}
