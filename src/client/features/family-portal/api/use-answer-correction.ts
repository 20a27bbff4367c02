import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { FamilyCorrection } from '@shared/home-assessment/home-assessment.schema';
import { apiUpload, type UploadOptions } from '@client/lib/api-client';
import { familyQueries } from './family-portal-queries';
import { familyHomeAssessmentQuery } from './use-family-home-assessment';

export interface CorrectionAnswer {
  itemKey: string;
  /** 1 to CORRECTION_ANSWER_PHOTOS_MAX photos, in the order the family took them. */
  photos: readonly File[];
  note: string;
}

/** The multipart body: the note first (the server reads fields before files), then one part `file` per photo. */
export function correctionFormData(answer: Pick<CorrectionAnswer, 'photos' | 'note'>): FormData {
  const form = new FormData();
  const note = answer.note.trim();
  if (note !== '') form.append('note', note);
  for (const photo of answer.photos) form.append('file', photo, photo.name);
  return form;
}

/** POST /api/family/home-assessment/corrections/:itemKey with upload progress; the correction is then 'answered'. */
export function answerCorrection(answer: CorrectionAnswer, options: UploadOptions = {}) {
  return apiUpload<FamilyCorrection>(
    `/family/home-assessment/corrections/${encodeURIComponent(answer.itemKey)}`,
    correctionFormData(answer),
    options,
  );
}

interface AnswerCallbacks {
  onProgress?: UploadOptions['onProgress'];
  /** Before the reads refresh (the dialog closes on the form the family filled in). */
  onSent?: () => void;
}

/**
 * Sends the family's photos for one correction. Afterwards the assessment and the tasks are read again, so the
 * "Fix" task leaves What You Need to Do Now; a toast says it went to the caseworker. A refusal stays with the
 * dialog (`error`), beside the photos the family may want to change.
 */
export function useAnswerCorrection({ onProgress, onSent }: AnswerCallbacks = {}) {
  const { t } = useTranslation('familyPortalAssessment');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: CorrectionAnswer) => answerCorrection(answer, { onProgress }),
    onSuccess: () => {
      notifications.show({
        color: 'teal',
        title: t('journey.assessment.answer.sentTitle'),
        message: t('journey.assessment.answer.sentMessage'),
      });
      onSent?.();
    },
    // A refusal too: a 409 means the correction changed meanwhile, so the screens are out of date.
    onSettled: () =>
      Promise.all(
        [familyHomeAssessmentQuery, familyQueries.tasks, familyQueries.activity].map((query) =>
          queryClient.invalidateQueries({ queryKey: query.queryKey }),
        ),
      ),
  });
}
