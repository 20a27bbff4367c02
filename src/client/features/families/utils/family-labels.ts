import { householdRoleLabel } from '@shared/family-context/family-display';
import type { HouseholdRole } from '@shared/family-portal/family-portal.schema';
import type { JourneyDocument } from '@shared/journey/journey.schema';
import { JOURNEY_STEPS, TOTAL_JOURNEY_STEPS } from '@shared/journey/journey-steps';

const ROLE_ORDER: Record<HouseholdRole, number> = {
  primary_applicant: 0,
  co_applicant: 1,
  adult: 2,
  child: 3,
};

/** Household roles for a select, in the stored order, with the labels the family sees. */
export const HOUSEHOLD_ROLE_OPTIONS = (Object.keys(ROLE_ORDER) as HouseholdRole[]).map((value) => ({
  value,
  label: householdRoleLabel(value),
}));

export const STEP_OPTIONS = JOURNEY_STEPS.map((step) => ({
  value: String(step.id),
  label: `Step ${step.id} · ${step.title}`,
}));

export type StepDirection = 'advance' | 'return';

/** The step-move buttons, their dialogs' titles and confirm buttons. */
export const STEP_MOVE_LABELS: Record<StepDirection, string> = {
  advance: 'Advance step',
  return: 'Return step',
};

/** 'Step 4 of 8 · Document' */
export function stepLabel(step: number, stepName: string): string {
  return `Step ${step} of ${TOTAL_JOURNEY_STEPS} · ${stepName}`;
}

export const DOCUMENT_TYPE_LABELS: Record<JourneyDocument['type'], string> = {
  form: 'Form',
  upload: 'Upload',
  'e-sign': 'E-signature',
};

const SHORT_WORDS = new Set(['a', 'an', 'and', 'of', 'or', 'the', 'to', 'in', 'on', 'for', 'with']);
const ABBREVIATIONS = new Set(['id', 'tb', 'cpr']);

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function readableWord(word: string, index: number): string {
  if (index > 0 && SHORT_WORDS.has(word)) return word;
  const letters = word.replace(/[^a-z]/g, '').length;
  // Form codes read in capitals: '(rfa', '01a)', '(lic'.
  const formCode = letters > 0 && letters <= 3 && /\d|^\(/.test(word);
  if (formCode || ABBREVIATIONS.has(word)) return word.toUpperCase();
  return word.split('-').map(capitalize).join('-');
}

/**
 * A missing-document key ('government-issued_photo_id', spec 01 §3) back as a title:
 * 'Government-Issued Photo ID'.
 */
export function readableDocumentKey(key: string): string {
  return key
    .split('_')
    .filter(Boolean)
    .map((word, index) => readableWord(word, index))
    .join(' ');
}
