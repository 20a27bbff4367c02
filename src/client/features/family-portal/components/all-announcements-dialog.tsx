import { Modal, Stack } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@shared/family-portal/family-portal.schema';
import { AnnouncementItem } from './announcement-item';

interface AllAnnouncementsDialogProps {
  announcements: Announcement[];
  opened: boolean;
  onClose: () => void;
}

/** All of the agency's announcements (the tile shows the first two). */
export function AllAnnouncementsDialog({ announcements, opened, onClose }: AllAnnouncementsDialogProps) {
  const { t } = useTranslation('familyPortal');
  const mounted = useMounted(); // Mounted on the first opening: see lazy-dialogs.ts.
  return (
    <Modal opened={opened && mounted} onClose={onClose} title={t('announcements.allTitle')} size="lg">
      <Stack gap="lg">
        {announcements.map((announcement) => (
          <AnnouncementItem key={announcement.id} announcement={announcement} />
        ))}
      </Stack>
    </Modal>
  );
}
