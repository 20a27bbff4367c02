import { useLoadOnIntent } from '@client/components/use-load-on-intent';
import { BellButton } from './bell-button';

/**
 * The family header's bell: the unread count (notifications and caseworker messages) (no badge at 0) and, opened, the newest notifications. The popover
 * (Mantine Popover, its focus trap and positioning) is not part of the page's start: it loads on intent.
 */
export function NotificationBell({ messagesUnread }: { messagesUnread: number }) {
  const { loaded, intentProps } = useLoadOnIntent(() => import('./notification-popover'));
  if (loaded) {
    const { NotificationPopover } = loaded.module;
    return (
      <NotificationPopover opened={loaded.opened} focused={loaded.focused} messagesUnread={messagesUnread} />
    );
  }
  return <BellButton {...intentProps} messagesUnread={messagesUnread} />;
}
