import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InboxConversation, InboxList } from '@shared/conversations/conversations.schema';
import type { SupportStaffOptionsSchema } from '@shared/families/families.schema';
import { DEFAULT_PAGE_SIZE } from '@shared/page-size';
import { apiRequest } from '@client/lib/api-client';
import { useLiveEvents } from '@client/lib/live/live-events';
import { queryKeys } from '@client/lib/query-keys';

type SupportStaffOption = z.infer<typeof SupportStaffOptionsSchema>[number];

export type InboxFilter = { state: 'waiting' | 'open' | 'resolved' | 'all'; assigned: 'me' | 'anyone' };

export const INBOX_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/**
 * GET /api/staff/inbox, one page, refetched live when any conversation changes. Another page of the same view
 * shows the page before it until it arrives; another tab or filter shows its own loading state.
 */
export function useInbox(filter: InboxFilter, page: number) {
  const queryClient = useQueryClient();
  useLiveEvents(() => void queryClient.invalidateQueries({ queryKey: queryKeys.inbox.all }));
  const queryKey = queryKeys.inbox.list({ ...filter, page });
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiRequest<InboxList>('/staff/inbox', {
        query: {
          state: filter.state === 'all' ? undefined : filter.state,
          assigned: filter.assigned,
          page,
          pageSize: INBOX_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2] as (typeof queryKey)[2] | undefined;
      return before?.state === filter.state && before.assigned === filter.assigned ? previous : undefined;
    },
  });
}

/** The sidebar's badge: conversations waiting for staff. */
export function useWaitingCount(enabled: boolean) {
  const queryClient = useQueryClient();
  useLiveEvents(() => void queryClient.invalidateQueries({ queryKey: queryKeys.inbox.waiting }), enabled);
  return useQuery({
    queryKey: queryKeys.inbox.waiting,
    queryFn: ({ signal }) =>
      apiRequest<InboxList>('/staff/inbox', { query: { state: 'waiting', pageSize: 1 }, signal }),
    select: (data) => data.counts.waiting,
    enabled,
  });
}

/** GET /api/staff/inbox/:sessionId: the conversation and its transcript. */
export function useInboxConversation(sessionId: string | null) {
  return useQuery({
    queryKey: queryKeys.inbox.conversation(sessionId ?? ''),
    queryFn: ({ signal }) => apiRequest<InboxConversation>(`/staff/inbox/${sessionId}`, { signal }),
    enabled: sessionId !== null,
  });
}

/** Staff to hand a conversation to (the family support team's candidates). */
export function useStaffOptions(search: string) {
  return useQuery({
    queryKey: queryKeys.families.supportStaffOptions(search),
    queryFn: ({ signal }) =>
      apiRequest<SupportStaffOption[]>('/staff/families/support-staff-options', {
        query: { search },
        signal,
      }),
  });
}

/** Reply, read, reassign and resolve one conversation; each refreshes the Inbox. */
export function useConversationActions(sessionId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.inbox.all });
  const path = `/staff/inbox/${sessionId}`;
  const post = (suffix: string, body?: object) =>
    apiRequest<void>(`${path}/${suffix}`, { method: 'POST', body });
  return {
    reply: useMutation({ mutationFn: (content: string) => post('replies', { content }), onSuccess: refresh }),
    markRead: useMutation({ mutationFn: () => post('read'), onSuccess: refresh }),
    reassign: useMutation({ mutationFn: (userId: string) => post('assign', { userId }), onSuccess: refresh }),
    resolve: useMutation({ mutationFn: () => post('resolve'), onSuccess: refresh }),
  };
}

/** POST /api/staff/families/:familyId/conversations: "Message family". */
export function useStartThread(familyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subject: string; content: string }) =>
      apiRequest<{ id: string }>(`/staff/families/${familyId}/conversations`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.inbox.all }),
  });
}
