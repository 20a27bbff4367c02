import {
  Box,
  Button,
  Group,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '@shared/paths';
import type { Notification } from '@shared/notifications/notifications.schema';
import { timeAgo } from '@client/lib/format';
import { useChecklistText } from '@client/lib/i18n/checklist-text';
import { currentLocale } from '@client/lib/i18n/language';
import { useMarkNotificationsRead, useNotifications } from '../api/notification-queries';
import { noticeText } from '../utils/notice-text';
import { BellButton } from './bell-button';
import classes from './notification-bell.module.css';

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const { t } = useTranslation('notifications');
  const checklist = useChecklistText();
  const { title, body } = noticeText(t, checklist, currentLocale(), item);
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={item.read ? undefined : true}
      onClick={() => onOpen(item)}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box className={classes.dot} aria-hidden />
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={item.read ? 400 : 600}>
            {!item.read && <VisuallyHidden>{t('bell.unread')} </VisuallyHidden>}
            {title}
          </Text>
          {body && (
            <Text size="xs" c="dimmed">
              {body}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {timeAgo(item.createdAt, new Date())}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

interface PanelProps {
  onOpen: (item: Notification) => void;
  messagesUnread: number;
  onOpenMessages: () => void;
}

function NotificationPanel({ onOpen, messagesUnread, onOpenMessages }: PanelProps) {
  const { t } = useTranslation('notifications');
  const { data, isPending, isError } = useNotifications();
  const markRead = useMarkNotificationsRead();
  if (isPending) return <Loader size="sm" m="md" aria-label={t('bell.loading')} />;
  if (isError)
    return (
      <Text size="sm" p="md">
        {t('bell.loadFailed')}
      </Text>
    );
  return (
    <>
      <Group justify="space-between" px="md" py="xs" className={classes.heading}>
        <Text fw={600} size="sm" component="h2">
          {t('bell.heading')}
        </Text>
        {data.items.length > 0 && (
          // Looks disabled when all are read but keeps the focus it has after a click (no `disabled`).
          <Button
            variant="subtle"
            size="compact-xs"
            data-disabled={data.unreadCount === 0 || undefined}
            aria-disabled={data.unreadCount === 0}
            onClick={() => data.unreadCount > 0 && markRead.mutate(null)}
          >
            {t('bell.markAllRead')}
          </Button>
        )}
      </Group>
      {messagesUnread > 0 && (
        <Button variant="light" radius={0} fullWidth justify="flex-start" onClick={onOpenMessages}>
          {t('bell.messages', { count: messagesUnread })}
        </Button>
      )}
      {data.items.length === 0 ? (
        <Text size="sm" c="dimmed" p="md">
          {t('bell.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={400} type="auto">
          <Stack gap={0} component="ul" className={classes.list}>
            {data.items.map((item) => (
              <li key={item.id}>
                <NotificationItem item={item} onOpen={onOpen} />
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </>
  );
}

/**
 * The family header's bell: the unread count (notifications and caseworker messages; no badge at 0) and, opened,
 * the newest notifications; opening one marks it read and goes where it points (the upload of its document).
 */
export function NotificationBell({ messagesUnread }: { messagesUnread: number }) {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();

  const open = (item: Notification) => {
    setOpened(false);
    if (!item.read) markRead.mutate(item.id);
    if (item.link) void navigate(item.link);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus
      returnFocus
      width="min(360px, calc(100vw - 16px))"
    >
      {/* The target is the button itself: Popover.Target puts aria-expanded on what it wraps. */}
      <BellButton
        wrapTarget={(target) => <Popover.Target>{target}</Popover.Target>}
        onClick={() => setOpened((o) => !o)}
        messagesUnread={messagesUnread}
      />
      <Popover.Dropdown p={0} aria-label={t('bell.label')}>
        <NotificationPanel
          onOpen={open}
          messagesUnread={messagesUnread}
          onOpenMessages={() => {
            setOpened(false);
            void navigate(PATHS.familyMessages);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
