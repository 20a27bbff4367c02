import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { AnnouncementBody, StaffAnnouncement } from '@shared/system-config/system-config.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

const PATH = '/staff/system/announcements';
const itemPath = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

/** GET /api/staff/system/announcements: drafts, scheduled and published, newest first. */
export function useAnnouncements() {
  return useQuery({
    queryKey: queryKeys.systemConfig.announcements,
    queryFn: ({ signal }) => apiRequest<StaffAnnouncement[]>(PATH, { signal }),
  });
}

function useAnnouncementMutation<TVariables>(
  request: (variables: TVariables) => Promise<unknown>,
  success: { title: string; message: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => notifications.show({ color: 'teal', ...success }),
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.systemConfig.announcements }),
  });
}

export interface SaveAnnouncementVariables {
  /** Absent for a new announcement. */
  id?: string;
  body: AnnouncementBody;
}

/** POST (new) or PUT /api/staff/system/announcements/:id (edit). */
export function useSaveAnnouncement() {
  return useAnnouncementMutation(
    ({ id, body }: SaveAnnouncementVariables) =>
      id
        ? apiRequest<StaffAnnouncement>(itemPath(id), { method: 'PUT', body })
        : apiRequest<StaffAnnouncement>(PATH, { method: 'POST', body }),
    { title: 'Announcement saved', message: 'Families see it from its publish date, at their next load.' },
  );
}

/** DELETE /api/staff/system/announcements/:id (204). */
export function useDeleteAnnouncement() {
  return useAnnouncementMutation((id: string) => apiRequest<undefined>(itemPath(id), { method: 'DELETE' }), {
    title: 'Announcement deleted',
    message: 'Families no longer see it.',
  });
}
