import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@shared/family-portal/family-portal.schema';
import { formatDate } from '@client/lib/format';
import { PriorityBadge } from './priority-badge';

/** One announcement: title and priority, text and date (the tile and the dialog of all of them). */
export function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation('familyPortal');
  return (
    <Stack component="article" gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={600} size="sm">
          {announcement.title}
        </Text>
        <PriorityBadge priority={announcement.priority} />
      </Group>
      <Text size="sm" c="dimmed">
        {announcement.body}
      </Text>
      <Text size="xs" c="dimmed" component="time" dateTime={announcement.publishedAt}>
        {formatDate(announcement.publishedAt)}
      </Text>
      {!announcement.translated && (
        <Text size="xs" c="gray.7">
          {t('announcements.inEnglish')}
        </Text>
      )}
    </Stack>
  );
}
