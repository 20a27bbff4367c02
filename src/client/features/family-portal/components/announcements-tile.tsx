import { useState } from 'react';
import { Anchor, Group, Modal, Stack, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@shared/family-portal/family-portal.schema';
import { formatDate } from '@client/lib/format';
import { QueryContent } from '@client/components/query-content';
import { useAnnouncements } from '../api/family-portal-queries';
import { PriorityBadge } from './priority-badge';
import { TileCard, TileSkeleton } from './tile-card';

/** Spec 01 §2: the tile shows the first two. */
const SHOWN = 2;

function AnnouncementItem({ announcement }: { announcement: Announcement }) {
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
    </Stack>
  );
}

/** Announcements: the agency's latest news, the first two here and all of them in a dialog. */
export function AnnouncementsTile() {
  const { t } = useTranslation('familyPortal');
  const announcements = useAnnouncements();
  const [allOpened, setAllOpened] = useState(false);
  return (
    <TileCard title={t('announcements.title')} icon={<IconSpeakerphone size={20} aria-hidden />}>
      <QueryContent
        query={announcements}
        errorTitle={t('announcements.loadError')}
        loading={<TileSkeleton lines={4} />}
      >
        {(items) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('announcements.empty')}
            </Text>
          ) : (
            <Stack gap="md">
              {items.slice(0, SHOWN).map((announcement) => (
                <AnnouncementItem key={announcement.id} announcement={announcement} />
              ))}
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                onClick={() => setAllOpened(true)}
                w="fit-content"
              >
                {t('announcements.viewAll')}
              </Anchor>
              <Modal
                opened={allOpened}
                onClose={() => setAllOpened(false)}
                title={t('announcements.allTitle')}
                size="lg"
              >
                <Stack gap="lg">
                  {items.map((announcement) => (
                    <AnnouncementItem key={announcement.id} announcement={announcement} />
                  ))}
                </Stack>
              </Modal>
            </Stack>
          )
        }
      </QueryContent>
    </TileCard>
  );
}
