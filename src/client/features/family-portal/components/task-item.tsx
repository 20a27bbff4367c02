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

/** One task of "What You Need to Do Now" with its Take Action / Start Task and Mark Complete buttons. */
export function TaskItem({ task, onAction, onComplete, completing }: TaskItemProps) {
  const due = dueLabel(task.daysUntilDue);
  const overdue = task.daysUntilDue !== null && task.daysUntilDue < 0;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {task.title}
          </Text>
          <StatusBadge kind="priority" status={task.priority} size="sm" />
        </Group>
        <Text size="sm" c="dimmed">
          {task.description}
        </Text>
        <Text size="xs" c={overdue ? 'red.9' : 'dimmed'}>
          {[due, task.assignedBy ? `From ${task.assignedBy}` : null].filter(Boolean).join(' · ')}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            color={task.actionLabel === 'Take Action' ? 'red' : undefined}
            onClick={() => onAction(task)}
          >
            {task.actionLabel}
          </Button>
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
        </Group>
      </Stack>
    </Paper>
  );
}
