import { Badge } from '@mantine/core';
import type { Announcement, FamilyTask } from '@shared/family-portal/family-portal.schema';

type Priority = FamilyTask['priority'] | Announcement['priority'];

const PRIORITY_COLORS: Record<Priority, string> = {
  urgent: 'red',
  high: 'orange',
  medium: 'blue',
  low: 'gray',
};

/** A task's or an announcement's priority, as the word in its colour. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant="light" size="sm" style={{ flexShrink: 0 }}>
      {priority}
    </Badge>
  );
}
