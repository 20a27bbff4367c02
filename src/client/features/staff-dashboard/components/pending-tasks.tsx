import { Anchor, Badge, Stack, Text, type MantineColor } from '@mantine/core';
import { Link } from 'react-router';
import type { StaffDashboard } from '@shared/staff-dashboard/staff-dashboard.schema';
import { DashboardPanel } from './dashboard-panel';

type Priority = StaffDashboard['pendingTasks'][number]['priority'];

/** Colours chosen for readable badge text (WCAG AA) as much as for meaning. */
const PRIORITY_BADGE: Record<Priority, { label: string; color: MantineColor; variant: 'filled' | 'light' }> =
  {
    urgent: { label: 'Urgent', color: 'red', variant: 'filled' },
    high: { label: 'High', color: 'red', variant: 'light' },
    medium: { label: 'Medium', color: 'blue', variant: 'light' },
    low: { label: 'Low', color: 'gray', variant: 'light' },
  };

export function PendingTasks({ tasks }: { tasks: StaffDashboard['pendingTasks'] }) {
  return (
    <DashboardPanel title="Pending Tasks" items={tasks} emptyText="No pending tasks">
      {(task) => {
        const badge = PRIORITY_BADGE[task.priority];
        return (
          <>
            <Stack gap={2}>
              <Anchor component={Link} to={task.path} size="sm" fw={600}>
                {task.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {task.description}
              </Text>
            </Stack>
            <Badge color={badge.color} variant={badge.variant} style={{ flexShrink: 0 }}>
              {badge.label}
            </Badge>
          </>
        );
      }}
    </DashboardPanel>
  );
}
