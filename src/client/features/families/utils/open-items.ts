import type { FamilyDetail, FamilyDocument } from '@shared/families/families.schema';
import { HOME_ASSESSMENT_STEP } from '@shared/home-assessment/home-assessment-rules';
import { statusLook } from '@client/lib/status-looks';

/** A required item is done once staff approved or waived it; everything else is still open. */
const DONE: ReadonlySet<FamilyDocument['status']> = new Set(['approved', 'waived']);

/** The required checklist items of `step` that are not done, in the page's order: what advancing leaves open. */
export function openRequiredItems(documents: readonly FamilyDocument[], step: number): FamilyDocument[] {
  return documents.filter(
    (document) => document.stepId === step && document.required && !DONE.has(document.status),
  );
}

/** One line of what advancing leaves open. */
export interface OpenStepItem {
  key: string;
  text: string;
}

const ASSESSMENT_STATUS_TEXT = { not_started: 'not started', in_progress: 'in progress' } as const;

/**
 * What advancing from `step` leaves open: its required checklist items, and on the home study's step the home
 * environment assessment until the caseworker has completed it.
 */
export function openStepItems(
  documents: readonly FamilyDocument[],
  assessment: FamilyDetail['homeAssessment'],
  step: number,
): OpenStepItem[] {
  const items = openRequiredItems(documents, step).map((item) => ({
    key: item.id,
    text: `${item.documentName}${item.memberName ? ` (${item.memberName})` : ''}: ${statusLook('document', item.status).label}`,
  }));
  if (step !== HOME_ASSESSMENT_STEP || assessment.status === 'completed') return items;
  const open = assessment.openItems === 1 ? '1 item open' : `${assessment.openItems} items open`;
  return [
    ...items,
    {
      key: 'home-assessment',
      text: `Home environment assessment: ${ASSESSMENT_STATUS_TEXT[assessment.status]}, ${open}`,
    },
  ];
}
