import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NewThreadBody,
  NewThreadResult,
  ThreadList,
  Transcript,
  UnreadCount,
} from '@shared/conversations/conversations.schema';
import { apiRequest } from '@client/lib/api-client';
import { useLiveEvents } from '@client/lib/live/live-events';
import { queryKeys } from '@client/lib/query-keys';

const keys = queryKeys.conversations;

/** GET /api/family/messages/unread-count: the Messages badge, the bell and the chat button; live. */
export function useUnreadMessages() {
  const queryClient = useQueryClient();
  useLiveEvents(() => void queryClient.invalidateQueries({ queryKey: keys.unread }));
  return useQuery({
    queryKey: keys.unread,
    queryFn: ({ signal }) => apiRequest<UnreadCount>('/family/messages/unread-count', { signal }),
    select: (data) => data.unread,
  });
}

/** GET /api/family/messages: the family's threads with caseworkers, and who a new message can go to. */
export function useThreads() {
  return useQuery({
    queryKey: keys.threads,
    queryFn: ({ signal }) => apiRequest<ThreadList>('/family/messages', { signal }),
  });
}

/** GET /api/family/messages/:sessionId: one thread's messages, newest first. */
export function useThread(sessionId: string | null) {
  return useQuery({
    queryKey: keys.thread(sessionId ?? ''),
    queryFn: ({ signal }) => apiRequest<Transcript>(`/family/messages/${sessionId}`, { signal }),
    enabled: sessionId !== null,
  });
}

/** POST …/read and …/replies; both refresh the threads and the unread count. */
export function useThreadActions(sessionId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all });
  const markRead = useMutation({
    mutationFn: () => apiRequest<void>(`/family/messages/${sessionId}/read`, { method: 'POST' }),
    onSuccess: refresh,
  });
  const reply = useMutation({
    mutationFn: (content: string) =>
      apiRequest<void>(`/family/messages/${sessionId}/replies`, { method: 'POST', body: { content } }),
    onSuccess: refresh,
  });
  return { markRead, reply };
}

/** POST /api/family/messages: New message; refreshes the threads. */
export function useStartThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewThreadBody) =>
      apiRequest<NewThreadResult>('/family/messages', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Live: any conversation change of the family refetches Messages. */
export function useLiveMessages() {
  const queryClient = useQueryClient();
  useLiveEvents(() => void queryClient.invalidateQueries({ queryKey: keys.all }));
}
