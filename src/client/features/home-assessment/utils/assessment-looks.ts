import type {
  AssessmentStatus,
  CorrectionStatus,
  ItemResult,
} from '@shared/home-assessment/home-assessment-rules';
import type { StatusLook } from '@client/lib/status-looks';

/** The words and colours of the assessment's statuses on the staff screens (English, like every staff page). */
export const ASSESSMENT_STATUS_LOOKS = {
  not_started: { label: 'Not started', color: 'gray' },
  in_progress: { label: 'In progress', color: 'blue' },
  completed: { label: 'Completed', color: 'teal' },
} satisfies Record<AssessmentStatus, StatusLook>;

export const ITEM_RESULT_LOOKS = {
  pass: { label: 'Pass', color: 'teal' },
  needs_correction: { label: 'Needs correction', color: 'orange' },
  not_applicable: { label: 'Not applicable', color: 'gray' },
} satisfies Record<ItemResult, StatusLook>;

export const CORRECTION_STATUS_LOOKS = {
  open: { label: 'Waiting for the family', color: 'yellow' },
  answered: { label: 'Answered by the family', color: 'blue' },
  accepted: { label: 'Accepted', color: 'teal' },
} satisfies Record<CorrectionStatus, StatusLook>;

export const resultLabel = (result: ItemResult | null) =>
  result === null ? 'Not checked yet' : ITEM_RESULT_LOOKS[result].label;
