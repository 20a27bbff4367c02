import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { notifications as toasts } from '@mantine/notifications';
import type { NotificationList } from '@shared/notifications/notifications.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

const bellKey = queryKeys.familyPortal.notifications;

/** How often an open family page looks for new notifications (a rejection or reminder arrives meanwhile). */
const REFRESH_MS = 60_000;

/** GET /api/family/notifications: the newest notifications and the unread count. */
export function useNotifications() {
  return useQuery({
    queryKey: bellKey,
    queryFn: ({ signal }) => apiRequest<NotificationList>('/family/notifications', { signal }),
    refetchInterval: REFRESH_MS,
  });
}

/** The bell as it reads once `ids` (all when null) are read. */
function markedRead(list: NotificationList, ids: readonly string[] | null): NotificationList {
  let unreadCount = list.unreadCount;
  const items = list.items.map((item) => {
    if (item.read || (ids && !ids.includes(item.id))) return item;
    unreadCount -= 1;
    return { ...item, read: true };
  });
  return { items, unreadCount: ids ? Math.max(0, unreadCount) : 0 };
}

/**
 * POST /api/family/notifications/:id/read (an id) or /read-all (null). The bell changes at once and goes
 * back, with an error toast, when the server refuses.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      apiRequest<undefined>(
        id ? `/family/notifications/${encodeURIComponent(id)}/read` : '/family/notifications/read-all',
        { method: 'POST' },
      ),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: bellKey });
      const previous = queryClient.getQueryData<NotificationList>(bellKey);
      if (previous) queryClient.setQueryData(bellKey, markedRead(previous, id ? [id] : null));
      return { previous };
    },
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(bellKey, context.previous);
      toasts.show({ color: 'red', title: i18next.t('app:shell.error'), message: errorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bellKey }),
  });
}
