import { Group, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AssessmentPhoto } from '@shared/home-assessment/home-assessment.schema';
import { BlobImage } from '@client/components/blob-image';
import { useAssessmentPhoto } from '../api/use-family-home-assessment';
import classes from './assessment-photos.module.css';

function SentPhoto({ photo, alt }: { photo: AssessmentPhoto; alt: string }) {
  const blob = useAssessmentPhoto(photo.thumbnailUrl);
  if (!blob.data) return <Skeleton className={classes.small} radius="sm" />;
  return <BlobImage blob={blob.data} alt={alt} className={`${classes.thumb} ${classes.small}`} />;
}

/** The photos the family already sent for a correction, as small thumbnails. */
export function SentPhotos({ photos, itemName }: { photos: readonly AssessmentPhoto[]; itemName: string }) {
  const { t } = useTranslation('familyPortalAssessment');
  if (photos.length === 0) return null;
  return (
    <Group component="ul" gap="xs" m={0} p={0} className={classes.grid}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <SentPhoto
            photo={photo}
            alt={t('journey.assessment.sentPhotoAlt', { number: index + 1, name: itemName })}
          />
        </li>
      ))}
    </Group>
  );
}
