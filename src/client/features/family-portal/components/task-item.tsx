import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { FamilyTask } from '@shared/family-portal/family-portal.schema';
import { StatusBadge } from '@client/components/status-badge';
import { dueLabel } from '../utils/task-display';

interface TaskItemProps {
  task: FamilyTask;
  onAction: (task: FamilyTask) => void;
  onComplete: (task: FamilyTask) => void;
  completing: boolean;
}

/**
 * One task of "What You Need to Do Now" with its Take Action / Start Task button; manual tasks also have
 * Mark Complete (a task derived from a document completes itself once the item is handed in).
 */
export function TaskItem({ task, onAction, onComplete, completing }: TaskItemProps) {
  const due = dueLabel(task.daysUntilDue);
  const overdue = task.daysUntilDue !== null && task.daysUntilDue < 0;
  const rejected = task.document?.reason === 'rejected';
  const footer = [due, task.assignedBy ? `From ${task.assignedBy}` : null].filter(Boolean).join(' · ');
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {task.title}
          </Text>
          <StatusBadge kind="priority" status={task.priority} size="sm" />
        </Group>
        <Text size="sm" c={rejected ? 'red.9' : 'dimmed'}>
          {task.description}
        </Text>
        {footer && (
          <Text size="xs" c={overdue ? 'red.9' : 'dimmed'}>
            {footer}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            color={task.actionLabel === 'Take Action' ? 'red' : undefined}
            onClick={() => onAction(task)}
            aria-label={`${task.actionLabel}: ${task.title}`}
          >
            {task.actionLabel}
          </Button>
          {task.source === 'manual' && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCheck size={14} aria-hidden />}
              loading={completing}
              onClick={() => onComplete(task)}
              aria-label={`Mark Complete: ${task.title}`}
            >
              Mark Complete
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
