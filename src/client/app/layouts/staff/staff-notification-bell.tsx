import { useLoadOnIntent } from '@client/components/use-load-on-intent';
import { StaffBellButton } from './staff-bell-button';

/**
 * The staff header's bell. Its popover (Mantine Popover and its positioning library) is not part of the page's
 * start: it loads on intent, and opens if the bell was pressed.
 */
export function StaffNotificationBell() {
  const { loaded, intentProps } = useLoadOnIntent(() => import('./staff-notification-popover'));
  if (loaded) {
    const { StaffNotificationPopover } = loaded.module;
    return <StaffNotificationPopover opened={loaded.opened} focused={loaded.focused} />;
  }
  return <StaffBellButton {...intentProps} />;
}
