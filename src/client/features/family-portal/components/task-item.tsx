import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TaskGroup } from '@shared/family-context/task-rules';
import type { FamilyTask } from '@shared/family-portal/family-portal.schema';
import { useTaskText } from '../hooks/use-task-text';
import { dueLabel, taskActionLabel } from '../utils/task-display';
import { PriorityBadge } from './priority-badge';

interface TaskItemProps {
  task: FamilyTask;
  /** The list the task is in: urgent tasks have a red Take Action button, the others Start Task. */
  group: TaskGroup;
  onAction: (task: FamilyTask) => void;
  onComplete: (task: FamilyTask) => void;
  completing: boolean;
}

/**
 * One task of "What You Need to Do Now" with its Take Action / Start Task button; manual tasks also have
 * Mark Complete (a task derived from a document or a course completes itself once the item is handed in or
 * the course is completed).
 */
export function TaskItem({ task, group, onAction, onComplete, completing }: TaskItemProps) {
  const { t } = useTranslation('familyPortal');
  const text = useTaskText();
  const title = text.title(task);
  const action = taskActionLabel(t, group);
  const due = dueLabel(t, task.daysUntilDue);
  const overdue = task.daysUntilDue !== null && task.daysUntilDue < 0;
  const rejected = task.document?.reason === 'rejected';
  const footer = [due, task.assignedBy ? t('tasks.from', { name: task.assignedBy }) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {title}
          </Text>
          <PriorityBadge priority={task.priority} />
        </Group>
        <Text size="sm" c={rejected ? 'red.9' : 'dimmed'}>
          {text.description(task)}
        </Text>
        {footer && (
          <Text size="xs" c={overdue ? 'red.9' : 'dimmed'}>
            {footer}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            color={group === 'urgent' ? 'red' : undefined}
            onClick={() => onAction(task)}
            aria-label={t('tasks.actionLabel', { action, title })}
          >
            {action}
          </Button>
          {task.source === 'manual' && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCheck size={14} aria-hidden />}
              loading={completing}
              onClick={() => onComplete(task)}
              aria-label={t('tasks.markCompleteLabel', { title })}
            >
              {t('tasks.markComplete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
