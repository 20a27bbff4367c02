import type { TFunction } from 'i18next';
import type { FamilyCorrection, FamilyHomeAssessment } from '@shared/home-assessment/home-assessment.schema';
import { CORRECTION_ANSWER_PHOTOS_MAX } from '@shared/home-assessment/home-assessment.limits';
import { formatDate } from '@client/lib/format';
import { knownText, type TextSource } from '@client/lib/i18n/known-text';

/** What a checklist item is called and what its photo should show, as the server sends them. */
export interface AssessmentItemText {
  itemKey: string;
  name: string;
  guidance?: string;
}

/**
 * A checklist item's name and photo guidance in the family's language: the seeded items are translated by key
 * while the agency keeps their English; an item the agency added or reworded reads as the agency wrote it. The
 * names are the dashboard's words (a correction task names its item); the guidance loads with the dialogs.
 */
export function assessmentItemText(i18n: TextSource, item: AssessmentItemText) {
  const base = `journey.assessment.items.${item.itemKey}`;
  return {
    name: knownText(i18n, `${base}.name`, item.name),
    guidance: item.guidance
      ? knownText(i18n, `${base}.guidance`, item.guidance, 'familyPortalAssessment')
      : '',
  };
}

/** The sentence under step 7's heading: where the assessment is. */
export function assessmentStatusText(
  t: TFunction<'familyPortalAssessment'>,
  assessment: Pick<FamilyHomeAssessment, 'status' | 'completedAt'>,
): string {
  switch (assessment.status) {
    case 'not_started':
      return t('journey.assessment.statusText.notStarted');
    case 'in_progress':
      return t('journey.assessment.statusText.inProgress');
    case 'completed':
      return assessment.completedAt
        ? t('journey.assessment.statusText.completedOn', { date: formatDate(assessment.completedAt) })
        : t('journey.assessment.statusText.completed');
  }
}

/** One correction's badge: To do by {date}, Sent, waiting for your caseworker, or Accepted. */
export function correctionStatusText(
  t: TFunction<'familyPortalAssessment'>,
  correction: Pick<FamilyCorrection, 'status' | 'dueDate'>,
): string {
  switch (correction.status) {
    case 'open':
      return t('journey.assessment.correctionStatus.open', { date: formatDate(correction.dueDate) });
    case 'answered':
      return t('journey.assessment.correctionStatus.answered');
    case 'accepted':
      return t('journey.assessment.correctionStatus.accepted');
  }
}

/** The corrections the family still has to answer first, then those waiting, then the accepted ones. */
export function sortedCorrections(corrections: readonly FamilyCorrection[]): FamilyCorrection[] {
  const order = { open: 0, answered: 1, accepted: 2 } as const;
  return [...corrections].sort(
    (a, b) => order[a.status] - order[b.status] || a.dueDate.localeCompare(b.dueDate),
  );
}

/** A photo the family has picked for its answer, not sent yet. */
export interface PickedPhoto {
  id: number;
  file: File;
}

/** Adds a picked photo unless the answer already holds the most the server takes. */
export function withPhoto(photos: readonly PickedPhoto[], photo: PickedPhoto): PickedPhoto[] {
  return photos.length >= CORRECTION_ANSWER_PHOTOS_MAX ? [...photos] : [...photos, photo];
}
