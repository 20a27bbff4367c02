import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { DashboardTile, UpdateDashboardTilesBody } from '@shared/system-config/system-config.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

const PATH = '/staff/system/dashboard-tiles';

/** GET /api/staff/system/dashboard-tiles: all 14 tiles by position. */
export function useDashboardTiles() {
  return useQuery({
    queryKey: queryKeys.systemConfig.tiles,
    queryFn: ({ signal }) => apiRequest<DashboardTile[]>(PATH, { signal }),
  });
}

/** PUT /api/staff/system/dashboard-tiles with every tile; the answer becomes the loaded state. */
export function useSaveDashboardTiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDashboardTilesBody) =>
      apiRequest<DashboardTile[]>(PATH, { method: 'PUT', body }),
    onSuccess: (tiles) => {
      queryClient.setQueryData(queryKeys.systemConfig.tiles, tiles);
      notifications.show({
        color: 'teal',
        title: 'Dashboard tiles saved',
        message: 'Families see the change the next time their dashboard loads.',
      });
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
  });
}
