import i18next from 'i18next';
import { lazy } from 'react';

/*
 * The dashboard's dialogs load the first time they are opened (with useOpenedOnce and a Suspense around
 * them), so Mantine's Modal is not part of the dashboard's first load. Each dialog opens its Modal one render
 * after it mounted (useMounted): the Modal sees itself open, so it plays its transition and, on close, gives
 * focus back to the button that opened it (Mantine notes the focused element only when `opened` changes).
 */

/** The home assessment's words (step 7, the correction dialog) load with the dialogs that show them. */
const assessmentWords = () => i18next.loadNamespaces('familyPortalAssessment');

export const JourneyStepDialog = lazy(async () => {
  const [module] = await Promise.all([import('./journey-step-dialog'), assessmentWords()]);
  return { default: module.JourneyStepDialog };
});

export const HouseholdMemberDialog = lazy(async () => ({
  default: (await import('./household-member-dialog')).HouseholdMemberDialog,
}));

export const AllAnnouncementsDialog = lazy(async () => ({
  default: (await import('./all-announcements-dialog')).AllAnnouncementsDialog,
}));

export const CorrectionAnswerDialog = lazy(async () => {
  const [module] = await Promise.all([import('./correction-answer-dialog'), assessmentWords()]);
  return { default: module.CorrectionAnswerDialog };
});
