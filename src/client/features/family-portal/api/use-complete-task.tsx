import { Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FamilyTask, FamilyTasks } from '@shared/family-portal/family-portal.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { useTaskText } from '../hooks/use-task-text';
import { withoutTask } from '../utils/task-display';
import { familyQueries } from './family-portal-queries';

/** How long the "Task completed" notice offers Undo. */
export const UNDO_WINDOW_MS = 8000;

const taskRequest = (taskId: string, verb: 'complete' | 'reopen') =>
  apiRequest<undefined>(`/family/tasks/${encodeURIComponent(taskId)}/${verb}`, { method: 'POST' });

/** Afterwards the tasks, the activity, streaks and XP are read again. */
function useRefreshTasks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [familyQueries.tasks, familyQueries.activity, familyQueries.engagement].map((query) =>
        queryClient.invalidateQueries({ queryKey: query.queryKey }),
      ),
    );
}

const showError = (t: TFunction<'app'>, error: unknown) =>
  notifications.show({ color: 'red', title: t('shell.error'), message: errorMessage(error) });

/** POST /api/family/tasks/:taskId/reopen: Undo of Mark Complete. */
export function useReopenTask() {
  const { t } = useTranslation('app');
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (taskId: string) => taskRequest(taskId, 'reopen'),
    onError: (error) => showError(t, error),
    onSettled: refresh,
  });
}

/**
 * POST /api/family/tasks/:taskId/complete. The task disappears at once; it comes back with an error toast
 * when the server refuses. A notice offers Undo for a few seconds.
 */
export function useCompleteTask() {
  const { t } = useTranslation('familyPortal');
  const { t: tApp } = useTranslation('app');
  const taskText = useTaskText();
  const queryClient = useQueryClient();
  const reopen = useReopenTask();
  const refresh = useRefreshTasks();
  const tasksKey = familyQueries.tasks.queryKey;
  return useMutation({
    mutationFn: (task: FamilyTask) => taskRequest(task.id, 'complete'),
    onMutate: async (task) => {
      await queryClient.cancelQueries({ queryKey: tasksKey });
      const previous = queryClient.getQueryData<FamilyTasks>(tasksKey);
      if (previous) queryClient.setQueryData(tasksKey, withoutTask(previous, task.id));
      return { previous };
    },
    onError: (error, _task, context) => {
      if (context?.previous) queryClient.setQueryData(tasksKey, context.previous);
      showError(tApp, error);
    },
    onSuccess: (_data, task) => {
      const id = `task-completed-${task.id}`;
      notifications.show({
        id,
        color: 'teal',
        title: t('tasks.completed'),
        autoClose: UNDO_WINDOW_MS,
        message: (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{taskText.title(task)}</Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                notifications.hide(id);
                reopen.mutate(task.id);
              }}
            >
              {t('tasks.undo')}
            </Button>
          </Group>
        ),
      });
    },
    onSettled: refresh,
  });
}
