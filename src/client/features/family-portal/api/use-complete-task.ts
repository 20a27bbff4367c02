import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { FamilyTasks } from '@shared/family-portal/family-portal.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { withoutTask } from '../utils/task-display';
import { familyQueries } from './family-portal-queries';

/**
 * POST /api/family/tasks/:taskId/complete. The task disappears at once; it comes back with an error toast
 * when the server refuses. Afterwards the activity, streaks and XP are read again.
 */
export function useCompleteTask() {
  const queryClient = useQueryClient();
  const tasksKey = familyQueries.tasks.queryKey;
  return useMutation({
    mutationFn: (taskId: string) =>
      apiRequest<undefined>(`/family/tasks/${encodeURIComponent(taskId)}/complete`, { method: 'POST' }),
    onMutate: async (taskId) => {
      await queryClient.cancelQueries({ queryKey: tasksKey });
      const previous = queryClient.getQueryData<FamilyTasks>(tasksKey);
      if (previous) queryClient.setQueryData(tasksKey, withoutTask(previous, taskId));
      return { previous };
    },
    onError: (error, _taskId, context) => {
      if (context?.previous) queryClient.setQueryData(tasksKey, context.previous);
      notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) });
    },
    onSettled: () =>
      Promise.all(
        [familyQueries.tasks, familyQueries.activity, familyQueries.engagement].map((query) =>
          queryClient.invalidateQueries({ queryKey: query.queryKey }),
        ),
      ),
  });
}
