import type { TFunction } from 'i18next';
import { JOURNEY_STEPS } from '@shared/journey/journey-steps';
import { formatDate } from '@client/lib/format';

/** 'Step 4 · Document' (staff pages: English). */
export function stepLabel(stepId: number): string {
  const step = JOURNEY_STEPS.find((candidate) => candidate.id === stepId);
  return step ? `Step ${step.id} · ${step.title}` : `Step ${stepId}`;
}

/** stepLabel() in the family's language: 'Paso 4 · Documentar'. */
export function familyStepLabel(t: TFunction<'documents'>, stepId: number): string {
  const step = JOURNEY_STEPS.find((candidate) => candidate.id === stepId);
  return step
    ? t('steps.label', { number: step.id, title: t(`steps.titles.${step.id}`) })
    : t('steps.unknown', { number: stepId });
}

/** Classification confidence 0..1 as '87%'. */
export function confidencePercent(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

/** The review page's heading: 'TB Test Results — Maria Martinez', or the name alone for a household item. */
export function documentTitle(document: { documentName: string; memberName: string | null }): string {
  return document.memberName ? `${document.documentName} — ${document.memberName}` : document.documentName;
}

/** 'Expires Mar 15, 2027', or 'Expired Mar 15, 2027' for a copy no longer valid. */
export function expiryLabel(document: { status: string; expiresOn: string }): string {
  const date = formatDate(document.expiresOn);
  return document.status === 'expired' ? `Expired ${date}` : `Expires ${date}`;
}
