import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { apiRequest, errorMessage } from '@client/lib/api-client';

/**
 * A list of the agency's named things under /api/staff/system/… (background check types, the home assessment's
 * checklist): read whole, added with POST, changed with PUT /:key; a used one is switched off, never removed.
 */
export interface SwitchableTypeApi {
  path: string;
  queryKey: readonly unknown[];
  /** What a change refreshes: a prefix of `queryKey` and of the reads that list the active ones. */
  refreshes: readonly unknown[];
  /** 'Check type', 'Checklist item': the toasts' titles. */
  noun: string;
}

export function useSwitchableTypes<T>({ path, queryKey }: SwitchableTypeApi) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiRequest<T[]>(path, { signal }),
  });
}

/** POST (a new one) or PUT /:key (rename, change, switch on or off), with a toast either way. */
export function useSaveSwitchableType<T extends { name: string; active: boolean }, B>({
  path,
  refreshes,
  noun,
}: SwitchableTypeApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key?: string; body: B }) =>
      key
        ? apiRequest<T>(`${path}/${encodeURIComponent(key)}`, { method: 'PUT', body })
        : apiRequest<T>(path, { method: 'POST', body }),
    onSuccess: (saved, { key }) => {
      notifications.show({
        color: 'teal',
        title: `${noun} ${key ? 'saved' : 'added'}`,
        message: `${saved.name}${saved.active ? '' : ' (switched off)'}.`,
      });
      return queryClient.invalidateQueries({ queryKey: refreshes });
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
  });
}
