import { Progress, Stack, Text } from '@mantine/core';
import type { AssessmentPhoto } from '@shared/home-assessment/home-assessment.schema';
import { ASSESSMENT_PHOTOS_PER_ITEM } from '@shared/home-assessment/home-assessment.limits';
import { PhotoPicker, type PhotoPickerLabels } from '@client/components/photo-picker';
import { useDeletePhoto, useUploadItemPhoto } from '../api/use-assessment-photos';
import classes from './assessment-photos.module.css';
import { PhotoThumbnails } from './photo-thumbnails';

const PICKER_LABELS: PhotoPickerLabels = {
  takePhoto: 'Take photo',
  choosePhoto: 'Choose photo',
  lowQualityTitle: 'This photo may be too dark or too small',
  lowQualityMessage: 'Details may be hard to make out. Keep it anyway, or take it again with more light.',
  keep: 'Keep photo',
  retake: 'Take again',
  previewAlt: 'The photo just taken',
};

interface ItemPhotosProps {
  familyId: string;
  itemKey: string;
  itemName: string;
  /** The caseworker's photos of the item (the family's show with its correction). */
  photos: readonly AssessmentPhoto[];
  /** Every photo the item keeps, the family's too: the limit counts them all. */
  photoCount: number;
  editable: boolean;
}

/** The caseworker's photos of one item: thumbnails, uploads on their way, and the picker (sent at once). */
export function ItemPhotos({ familyId, itemKey, itemName, photos, photoCount, editable }: ItemPhotosProps) {
  const { upload, inFlight } = useUploadItemPhoto(familyId, itemKey);
  const remove = useDeletePhoto(familyId);
  const room = ASSESSMENT_PHOTOS_PER_ITEM - photoCount - inFlight.length;
  return (
    <Stack gap="xs">
      <PhotoThumbnails
        photos={photos}
        itemName={itemName}
        onRemove={editable ? (photo) => remove.mutate(photo.id) : undefined}
      >
        {inFlight.map((photo) => (
          <li key={photo.id} className={`${classes.thumb} ${classes.sending}`}>
            <Progress value={photo.percent} animated size="md" aria-label={`Sending ${photo.name}`} />
            <Text size="xs" c="dimmed" ta="center" aria-live="polite">
              {photo.percent >= 99 ? 'Saving…' : `${photo.percent}%`}
            </Text>
          </li>
        ))}
      </PhotoThumbnails>
      {editable &&
        (room > 0 ? (
          <PhotoPicker labels={PICKER_LABELS} onPicked={(file) => void upload(file)} multiple />
        ) : (
          <Text size="xs" c="dimmed">
            {ASSESSMENT_PHOTOS_PER_ITEM} photos: the most one item keeps.
          </Text>
        ))}
    </Stack>
  );
}
