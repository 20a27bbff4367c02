import { useId, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery, useMounted } from '@mantine/hooks';
import { IconCamera, IconMessageReply, IconSend, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FamilyCorrection } from '@shared/home-assessment/home-assessment.schema';
import {
  ASSESSMENT_NOTE_MAX,
  ASSESSMENT_PHOTO_MAX_BYTES,
  CORRECTION_ANSWER_PHOTOS_MAX,
} from '@shared/home-assessment/home-assessment.limits';
import { BlobImage } from '@client/components/blob-image';
import { PHONE_QUERY } from '@client/components/media-queries';
import { PhotoPicker, type PhotoPickerLabels } from '@client/components/photo-picker';
import { QueryContent } from '@client/components/query-content';
import { errorMessage } from '@client/lib/api-client';
import { formatBytes, formatDate } from '@client/lib/format';
import { sentPercent } from '@client/lib/upload-progress';
import { useAnswerCorrection } from '../api/use-answer-correction';
import { useFamilyHomeAssessment } from '../api/use-family-home-assessment';
import {
  assessmentItemText,
  correctionStatusText,
  type PickedPhoto,
  withPhoto,
} from '../utils/assessment-display';
import { SentPhotos } from './assessment-photos';
import classes from './assessment-photos.module.css';

const A = 'journey.assessment.answer';

function usePickerLabels(): PhotoPickerLabels {
  const { t } = useTranslation('familyPortalAssessment');
  return {
    takePhoto: t(`${A}.takePhoto`),
    choosePhoto: t(`${A}.choosePhoto`),
    lowQualityTitle: t(`${A}.lowQualityTitle`),
    lowQualityMessage: t(`${A}.lowQualityMessage`),
    keep: t(`${A}.keep`),
    retake: t(`${A}.retake`),
    previewAlt: t(`${A}.previewAlt`),
  };
}

/** What the caseworker asked: the item, what the photo should show, what to fix and, asked again, their reply. */
function WhatToSend({ correction }: { correction: FamilyCorrection }) {
  const { t, i18n } = useTranslation('familyPortalAssessment');
  const text = assessmentItemText(i18n, correction);
  return (
    <Stack gap="sm">
      {correction.staffReply && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconMessageReply size={20} aria-hidden />}
          title={t(`${A}.askedAgain`)}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {correction.staffReply}
          </Text>
        </Alert>
      )}
      <Stack gap={2}>
        <Title order={3} fz="h6">
          {t(`${A}.whatToFix`)}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {correction.note}
        </Text>
      </Stack>
      {text.guidance && (
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-blue-light)">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconCamera size={22} aria-hidden style={{ flexShrink: 0 }} />
            <Stack gap={2}>
              <Title order={3} fz="h6">
                {t(`${A}.whatToShow`)}
              </Title>
              <Text size="sm">{text.guidance}</Text>
            </Stack>
          </Group>
        </Paper>
      )}
      <Text size="sm" fw={500}>
        {t(`${A}.dueBy`, { date: formatDate(correction.dueDate) })}
      </Text>
    </Stack>
  );
}

interface ChosenPhotosProps {
  photos: PickedPhoto[];
  itemName: string;
  disabled: boolean;
  onRemove: (id: number) => void;
}

/** The photos picked for this answer, each with a button to take it out before sending. */
function ChosenPhotos({ photos, itemName, disabled, onRemove }: ChosenPhotosProps) {
  const { t } = useTranslation('familyPortalAssessment');
  if (photos.length === 0) return null;
  return (
    <SimpleGrid component="ol" cols={3} spacing="xs" m={0} p={0} className={classes.grid}>
      {photos.map((photo, index) => {
        const number = index + 1;
        return (
          <Stack key={photo.id} component="li" gap={4}>
            <BlobImage
              blob={photo.file}
              alt={t(`${A}.photoAlt`, { number, name: itemName })}
              className={classes.thumb}
            />
            <Button
              variant="default"
              color="red"
              size="sm"
              mih={44}
              px={4}
              fullWidth
              disabled={disabled}
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={t(`${A}.removeLabel`, { number })}
              onClick={() => onRemove(photo.id)}
            >
              {t(`${A}.remove`)}
            </Button>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

/** The guided photo: what to send, up to three photos, a note, Send. */
function AnswerForm({ correction, onClose }: { correction: FamilyCorrection; onClose: () => void }) {
  const { t, i18n } = useTranslation('familyPortalAssessment');
  const labels = usePickerLabels();
  const itemName = assessmentItemText(i18n, correction).name;
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [note, setNote] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const nextId = useRef(0);
  const hintId = useId();
  const answer = useAnswerCorrection({
    onProgress: (loaded, total) => setPercent(sentPercent(loaded, total)),
    onSent: onClose,
  });
  const busy = answer.isPending;
  const full = photos.length >= CORRECTION_ANSWER_PHOTOS_MAX;
  // A photo the server would refuse for its size is said at once, not after sending all of them.
  const [tooLarge, setTooLarge] = useState(false);
  const picked = (file: File) => {
    const fits = file.size <= ASSESSMENT_PHOTO_MAX_BYTES;
    setTooLarge(!fits);
    if (fits) setPhotos((before) => withPhoto(before, { id: nextId.current++, file }));
  };

  const send = () => {
    setPercent(0);
    answer.mutate(
      { itemKey: correction.itemKey, photos: photos.map((photo) => photo.file), note },
      { onSettled: () => setPercent(null) },
    );
  };

  return (
    <Stack gap="md">
      <WhatToSend correction={correction} />
      {correction.photos.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t(`${A}.sentBefore`)}
          </Text>
          <SentPhotos photos={correction.photos} itemName={itemName} />
        </Stack>
      )}
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h6">
            {t(`${A}.yourPhotos`)}
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t(`${A}.photoCount`, { added: photos.length, max: CORRECTION_ANSWER_PHOTOS_MAX })}
          </Text>
        </Group>
        {full ? (
          <Text size="sm" c="dimmed">
            {t(`${A}.full`, { max: CORRECTION_ANSWER_PHOTOS_MAX })}
          </Text>
        ) : (
          <PhotoPicker labels={labels} multiple disabled={busy} onPicked={picked} />
        )}
        {tooLarge && (
          <Text size="sm" c="red.9" role="alert">
            {t(`${A}.tooLarge`, { size: formatBytes(ASSESSMENT_PHOTO_MAX_BYTES) })}
          </Text>
        )}
        <ChosenPhotos
          photos={photos}
          itemName={itemName}
          disabled={busy}
          onRemove={(id) => setPhotos((before) => before.filter((photo) => photo.id !== id))}
        />
      </Stack>
      <Textarea
        label={t(`${A}.noteLabel`)}
        placeholder={t(`${A}.notePlaceholder`)}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={ASSESSMENT_NOTE_MAX}
        autosize
        minRows={2}
        maxRows={6}
        disabled={busy}
      />
      {answer.isError && (
        <Alert color="red" variant="light" title={t(`${A}.notSent`)} role="alert">
          {errorMessage(answer.error)}
        </Alert>
      )}
      {percent !== null && (
        <Progress value={percent} size="lg" aria-label={t(`${A}.sending`)} animated={percent >= 99} />
      )}
      {photos.length === 0 && (
        <Text size="sm" c="dimmed" id={hintId}>
          {t(`${A}.needPhoto`)}
        </Text>
      )}
      <Group justify="flex-end" gap="sm" grow={false}>
        <Button variant="default" size="md" mih={44} onClick={onClose} disabled={busy}>
          {t(`${A}.cancel`)}
        </Button>
        <Button
          size="md"
          mih={44}
          leftSection={<IconSend size={18} aria-hidden />}
          disabled={photos.length === 0}
          aria-describedby={photos.length === 0 ? hintId : undefined}
          loading={busy}
          onClick={send}
        >
          {t(`${A}.send`)}
        </Button>
      </Group>
    </Stack>
  );
}

/** A correction that is not the family's to answer now: sent (waiting) or accepted. */
function AnsweredCorrection({ correction, onClose }: { correction: FamilyCorrection; onClose: () => void }) {
  const { t, i18n } = useTranslation('familyPortalAssessment');
  const itemName = assessmentItemText(i18n, correction).name;
  return (
    <Stack gap="md">
      <Text size="sm" fw={600}>
        {correctionStatusText(t, correction)}
      </Text>
      <SentPhotos photos={correction.photos} itemName={itemName} />
      {correction.familyNote && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {t('journey.assessment.yourNote', { note: correction.familyNote })}
        </Text>
      )}
      <Group justify="flex-end">
        <Button size="md" mih={44} variant="default" onClick={onClose}>
          {t(`${A}.close`)}
        </Button>
      </Group>
    </Stack>
  );
}

interface CorrectionAnswerDialogProps {
  /** The checklist item whose correction to answer; null: closed. */
  itemKey: string | null;
  onClose: () => void;
  /** Its id in a Modal.Stack (over the journey step's dialog), so only the top one shows and Escape closes it. */
  stackId?: string;
}

/**
 * The answer to one correction the caseworker asked for: a guided photo (what to show, what to fix), up to
 * three photos, an optional note. Opened from step 7 and from the correction's task; the correction is read
 * from the home assessment, so both open the same words.
 */
export function CorrectionAnswerDialog({ itemKey, onClose, stackId }: CorrectionAnswerDialogProps) {
  const { t, i18n } = useTranslation('familyPortalAssessment');
  const mounted = useMounted(); // Mounted on the first opening: see lazy-dialogs.ts.
  const fullScreen = useMediaQuery(PHONE_QUERY);
  // The last item shown stays while the dialog fades out.
  const [shownKey, setShownKey] = useState(itemKey);
  if (itemKey !== null && itemKey !== shownKey) setShownKey(itemKey);
  const assessment = useFamilyHomeAssessment();
  const correction = assessment.data?.corrections.find((row) => row.itemKey === shownKey) ?? null;
  const title = correction
    ? t(`${A}.title`, { name: assessmentItemText(i18n, correction).name })
    : t('journey.assessment.title');
  return (
    <Modal
      opened={mounted && itemKey !== null}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={fullScreen}
      stackId={stackId}
    >
      <QueryContent
        query={assessment}
        errorTitle={t('journey.assessment.loadError')}
        loadingLabel={t('journey.assessment.title')}
      >
        {() => {
          if (!correction)
            return (
              <Text size="sm" c="dimmed">
                {t(`${A}.notFound`)}
              </Text>
            );
          return correction.status === 'open' ? (
            <AnswerForm key={correction.itemKey} correction={correction} onClose={onClose} />
          ) : (
            <AnsweredCorrection correction={correction} onClose={onClose} />
          );
        }}
      </QueryContent>
    </Modal>
  );
}
