import { Popover, Text } from '@mantine/core';
import { type IntentState, useTakeOver } from '@client/components/use-load-on-intent';
import { StaffBellButton } from './staff-bell-button';

/** The staff bell opened. Loaded on intent by staff-notification-bell.tsx, whose button it takes over. */
export function StaffNotificationPopover(intent: IntentState) {
  const { target, opened, setOpened } = useTakeOver<HTMLButtonElement>(intent);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <StaffBellButton ref={target} onClick={() => setOpened((open) => !open)} />
      </Popover.Target>
      <Popover.Dropdown aria-label="Notifications">
        <Text size="sm">No new notifications</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
