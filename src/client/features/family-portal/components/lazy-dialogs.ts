import { lazy } from 'react';

/*
 * The dashboard's dialogs load the first time they are opened (with useOpenedOnce and a Suspense around
 * them), so Mantine's Modal is not part of the dashboard's first load. Each dialog opens its Modal one render
 * after it mounted (useMounted): the Modal sees itself open, so it plays its transition and, on close, gives
 * focus back to the button that opened it (Mantine notes the focused element only when `opened` changes).
 */

export const JourneyStepDialog = lazy(async () => ({
  default: (await import('./journey-step-dialog')).JourneyStepDialog,
}));

export const HouseholdMemberDialog = lazy(async () => ({
  default: (await import('./household-member-dialog')).HouseholdMemberDialog,
}));

export const AllAnnouncementsDialog = lazy(async () => ({
  default: (await import('./all-announcements-dialog')).AllAnnouncementsDialog,
}));

export const CorrectionAnswerDialog = lazy(async () => ({
  default: (await import('./correction-answer-dialog')).CorrectionAnswerDialog,
}));
