import type { ReactElement } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/notification-queries';

/** The badge shows at most this; more reads '9+'. */
const BADGE_MAX = 9;

interface BellButtonProps {
  onClick?: () => void;
  /** Wraps the button itself (the popover's target), inside the badge. */
  wrapTarget?: (button: ReactElement) => ReactElement;
  /** Unread caseworker messages, counted with the notifications. */
  messagesUnread: number;
}

/** The bell's button: the unread count as a badge (none at 0), announced with the count. */
export function BellButton({
  wrapTarget = (button) => button,
  messagesUnread,
  ...buttonProps
}: BellButtonProps) {
  const { t } = useTranslation('notifications');
  const unread = (useNotifications().data?.unreadCount ?? 0) + messagesUnread;
  return (
    <Indicator
      color="red"
      size={18}
      offset={6}
      withBorder
      disabled={unread === 0}
      label={unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
    >
      {wrapTarget(
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={unread === 0 ? t('bell.label') : t('bell.labelUnread', { unread })}
          aria-haspopup="dialog"
          {...buttonProps}
        >
          <IconBell size={20} aria-hidden />
        </ActionIcon>,
      )}
    </Indicator>
  );
}
