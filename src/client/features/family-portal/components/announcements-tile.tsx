import { Suspense, useState } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@client/components/query-content';
import { useAnnouncements } from '../api/family-portal-queries';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { AnnouncementItem } from './announcement-item';
import { AllAnnouncementsDialog } from './lazy-dialogs';
import { TileCard, TileSkeleton } from './tile-card';

/** Spec 01 §2: the tile shows the first two. */
const SHOWN = 2;

/** Announcements: the agency's latest news, the first two here and all of them in a dialog. */
export function AnnouncementsTile() {
  const { t } = useTranslation('familyPortal');
  const announcements = useAnnouncements();
  const [allOpened, setAllOpened] = useState(false);
  const allOpenedOnce = useOpenedOnce(allOpened);
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
              {allOpenedOnce && (
                <Suspense fallback={null}>
                  <AllAnnouncementsDialog
                    announcements={items}
                    opened={allOpened}
                    onClose={() => setAllOpened(false)}
                  />
                </Suspense>
              )}
            </Stack>
          )
        }
      </QueryContent>
    </TileCard>
  );
}
