import type { DOCUMENT_ITEM_STATUSES, JOURNEY_STEP_STATUSES } from './journey.schema';
import { daysUntil } from '../family-context/task-rules';
import { TOTAL_JOURNEY_STEPS } from './journey-steps';

export type JourneyStepStatus = (typeof JOURNEY_STEP_STATUSES)[number];
export type DocumentItemStatus = (typeof DOCUMENT_ITEM_STATUSES)[number];

/** Spec 01 §4: percent complete = completed steps / 8, as a whole percent. */
export function journeyPercent(completedSteps: number, totalSteps = TOTAL_JOURNEY_STEPS): number {
  const completed = Math.min(Math.max(completedSteps, 0), totalSteps);
  return Math.round((completed / totalSteps) * 100);
}

/** Spec 01 §4: the current step shown is completed steps plus 1 (never past the last step). */
export function currentStepNumber(completedSteps: number, totalSteps = TOTAL_JOURNEY_STEPS): number {
  return Math.min(Math.max(completedSteps, 0) + 1, totalSteps);
}

/**
 * Steps before the family's current step are completed, later ones pending. The current step is
 * in progress, or needs revision when staff rejected one of its documents. A family whose last step
 * is done (status approved) has every step completed.
 */
export function stepStatus(
  stepId: number,
  currentStep: number,
  options: { hasRejected: boolean; approved: boolean },
): JourneyStepStatus {
  if (options.approved || stepId < currentStep) return 'completed';
  if (stepId > currentStep) return 'pending';
  return options.hasRejected ? 'needs-revision' : 'in-progress';
}

/**
 * A document's badge in the journey: approved or completed is done (so is an item staff waived: nothing is
 * asked), submitted is being reviewed; rejected and expired need a new copy.
 */
export function documentItemStatus(status: string): DocumentItemStatus {
  if (status === 'approved' || status === 'completed' || status === 'waived') return 'completed';
  if (status === 'submitted') return 'in-progress';
  return 'pending';
}

/** Whole days from `now` to `due` (dates as YYYY-MM-DD), never below 0. */
export function daysRemaining(due: string, now: Date): number {
  return Math.max(0, daysUntil(due, now));
}
