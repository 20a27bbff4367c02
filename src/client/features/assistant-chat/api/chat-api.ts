import { useQuery } from '@tanstack/react-query';
import type {
  ChatExchange,
  ChatSession,
  ChatStart,
  ChatStats,
  EscalationResult,
  History,
  OptionalMessage,
} from '@shared/conversations/conversations.schema';
import { HISTORY_OVERLAY_MESSAGES } from '@shared/conversations/conversations.limits';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

const session = (sessionId: string) => `/family/chat/sessions/${sessionId}`;

/** The chat's calls (issue 16): one function per endpoint, named like the server's services. */
export const chatApi = {
  startChat: () => apiRequest<ChatStart>('/family/chat/sessions', { method: 'POST' }),
  sendChatMessage: (sessionId: string, content: string) =>
    apiRequest<ChatExchange>(`${session(sessionId)}/messages`, { method: 'POST', body: { content } }),
  talkToHuman: (sessionId: string) =>
    apiRequest<EscalationResult>(`${session(sessionId)}/escalate`, { method: 'POST' }),
  chatGreeting: (sessionId: string) =>
    apiRequest<OptionalMessage>(`${session(sessionId)}/greeting`, { method: 'POST' }),
  chatProactive: (sessionId: string) =>
    apiRequest<OptionalMessage>(`${session(sessionId)}/proactive`, { method: 'POST' }),
  rateChat: (sessionId: string, score: number) =>
    apiRequest<ChatSession>(`${session(sessionId)}/rating`, { method: 'POST', body: { score } }),
  sessionMessages: (sessionId: string, limit: number) =>
    apiRequest<History>('/family/chat/messages', { query: { sessionId, limit } }),
  /** The family has seen a caseworker's message in the chat. */
  markThreadRead: (sessionId: string) =>
    apiRequest<void>(`/family/messages/${sessionId}/read`, { method: 'POST' }),
};

/** The history overlay: the newest 100 messages of every session, newest first. */
export function useChatHistory() {
  return useQuery({
    queryKey: queryKeys.conversations.chatHistory(HISTORY_OVERLAY_MESSAGES),
    queryFn: ({ signal }) =>
      apiRequest<History>('/family/chat/messages', { query: { limit: HISTORY_OVERLAY_MESSAGES }, signal }),
  });
}

/** The history overlay's figures. */
export function useChatStats() {
  return useQuery({
    queryKey: queryKeys.conversations.chatStats,
    queryFn: ({ signal }) => apiRequest<ChatStats>('/family/chat/stats', { signal }),
  });
}
