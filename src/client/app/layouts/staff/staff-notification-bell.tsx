import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

/** The staff header's bell (spec 01: staff have no notifications yet). */
export function StaffNotificationBell() {
  return (
    <Popover position="bottom-end" shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications">
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label="Notifications">
        <Text size="sm">No new notifications</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
