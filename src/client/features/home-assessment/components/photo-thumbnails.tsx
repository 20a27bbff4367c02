import { useState, type ReactNode } from 'react';
import { Button, Center, Loader, Modal, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { openConfirmModal } from '@mantine/modals';
import { IconPhotoOff, IconTrash } from '@tabler/icons-react';
import type { AssessmentPhoto } from '@shared/home-assessment/home-assessment.schema';
import { BlobImage } from '@client/components/blob-image';
import { PHONE_QUERY } from '@client/components/media-queries';
import { formatDateTime } from '@client/lib/format';
import { useAssessmentPhotoBytes } from '../api/use-assessment-photos';
import classes from './assessment-photos.module.css';

/** "Taken Mar 5, 2026, 2:15 PM by Jane Caseworker" (or "by the family"). */
export function photoCaption(photo: AssessmentPhoto): string {
  const by = photo.source === 'family' ? 'the family' : photo.byName;
  return `Taken ${formatDateTime(photo.takenAt)}${by ? ` by ${by}` : ''}`;
}

function Thumbnail({ photo, onOpen }: { photo: AssessmentPhoto; onOpen: () => void }) {
  const bytes = useAssessmentPhotoBytes(photo.thumbnailUrl);
  return (
    <UnstyledButton
      className={classes.thumb}
      onClick={onOpen}
      aria-label={`Open photo: ${photoCaption(photo)}`}
    >
      {bytes.data ? (
        <BlobImage blob={bytes.data} alt="" className={classes.thumbImage} />
      ) : bytes.isError ? (
        <Center h="100%">
          <IconPhotoOff size={24} aria-hidden />
        </Center>
      ) : (
        <Skeleton h="100%" />
      )}
    </UnstyledButton>
  );
}

interface PhotoViewerProps {
  photo: AssessmentPhoto;
  itemName: string;
  onClose: () => void;
  /** Offered for the caseworker's own photos before completion. */
  onRemove?: () => void;
}

function PhotoViewer({ photo, itemName, onClose, onRemove }: PhotoViewerProps) {
  const bytes = useAssessmentPhotoBytes(photo.url);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Modal opened onClose={onClose} title={itemName} size="xl" fullScreen={phone}>
      <Stack gap="sm">
        {bytes.data ? (
          <BlobImage blob={bytes.data} alt={`${itemName}: ${photoCaption(photo)}`} className={classes.full} />
        ) : bytes.isError ? (
          <Text size="sm" c="red">
            The photo could not be loaded.
          </Text>
        ) : (
          <Center mih={200}>
            <Loader size="sm" aria-label="Loading photo" />
          </Center>
        )}
        <Text size="sm" c="dimmed">
          {photoCaption(photo)}
        </Text>
        {onRemove && (
          <Button
            color="red"
            variant="light"
            size="md"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={onRemove}
            style={{ alignSelf: 'flex-start' }}
          >
            Remove photo
          </Button>
        )}
      </Stack>
    </Modal>
  );
}

interface PhotoThumbnailsProps {
  photos: readonly AssessmentPhoto[];
  itemName: string;
  /** Removes a photo after a confirmation; absent: the photos are read-only. */
  onRemove?: (photo: AssessmentPhoto) => void;
  /** More tiles after the photos (uploads on their way). */
  children?: ReactNode;
}

/** Photos as square thumbnails; a tap opens the full photo (and, for the caseworker's own, Remove photo). */
export function PhotoThumbnails({ photos, itemName, onRemove, children }: PhotoThumbnailsProps) {
  const [open, setOpen] = useState<AssessmentPhoto | null>(null);
  if (photos.length === 0 && !children) return null;

  function confirmRemove(photo: AssessmentPhoto) {
    openConfirmModal({
      title: 'Remove photo',
      children: <Text size="sm">Remove this photo of {itemName}? It cannot be brought back.</Text>,
      labels: { confirm: 'Remove photo', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setOpen(null);
        onRemove?.(photo);
      },
    });
  }

  return (
    <>
      <ul className={classes.grid} aria-label={`Photos of ${itemName}`}>
        {photos.map((photo) => (
          <li key={photo.id}>
            <Thumbnail photo={photo} onOpen={() => setOpen(photo)} />
          </li>
        ))}
        {children}
      </ul>
      {open && (
        <PhotoViewer
          photo={open}
          itemName={itemName}
          onClose={() => setOpen(null)}
          onRemove={onRemove ? () => confirmRemove(open) : undefined}
        />
      )}
    </>
  );
}
