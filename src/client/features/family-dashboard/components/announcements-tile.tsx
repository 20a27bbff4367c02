import { useState } from 'react';
import { Anchor, Group, Modal, Stack, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import type { Announcement } from '@shared/family-portal/family-portal.schema';
import { useAnnouncements } from '../api/family-portal-queries';
import { formatDay } from '../utils/format';
import { PriorityBadge } from './priority-badge';
import { QueryContent, TileCard } from './tile-card';

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
        {formatDay(announcement.publishedAt)}
      </Text>
    </Stack>
  );
}

/** Announcements: the agency's latest news, the first two here and all of them in a dialog. */
export function AnnouncementsTile() {
  const announcements = useAnnouncements();
  const [allOpened, setAllOpened] = useState(false);
  return (
    <TileCard title="Announcements" icon={<IconSpeakerphone size={20} aria-hidden />}>
      <QueryContent query={announcements} errorTitle="Unable to load announcements" skeletonLines={4}>
        {(items) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No announcements right now.
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
                View all announcements
              </Anchor>
              <Modal
                opened={allOpened}
                onClose={() => setAllOpened(false)}
                title="All announcements"
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
