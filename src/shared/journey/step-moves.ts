import type { FamilyStatus } from '../families/families.limits';
import { journeyPercent } from './journey-rules';
import { JOURNEY_STEPS, TOTAL_JOURNEY_STEPS } from './journey-steps';

export interface JourneyPosition {
  currentStep: number;
  stepName: string;
  progressPercentage: number;
  status: FamilyStatus;
}

/**
 * Why a move is refused: step 1 has nothing before it; step 8 is left by a decision (the Decision tab, issue 45),
 * not by a move; a decided family (approved, denied, rescinded, withdrawn) moves only by a new decision.
 */
export type StepMoveRefusal = 'at_first_step' | 'decision_step' | 'decided';

export type StepMoveOutcome =
  { ok: true; position: JourneyPosition } | { ok: false; reason: StepMoveRefusal };

/** The statuses in which the journey is still walked: a hold pauses it without closing it. */
export const isOnJourney = (status: FamilyStatus) => status === 'active' || status === 'on_hold';

function positionAt(step: number, status: FamilyStatus): JourneyPosition {
  return {
    currentStep: step,
    stepName: JOURNEY_STEPS[step - 1]?.title ?? JOURNEY_STEPS[0].title,
    progressPercentage: journeyPercent(step - 1),
    status,
  };
}

/** Where an approval leaves the family: step 8 completed, at 100 percent. */
export const approvedPosition = (): JourneyPosition => ({
  ...positionAt(TOTAL_JOURNEY_STEPS, 'approved'),
  progressPercentage: 100,
});

/** Staff move a family one step, from step 1 to step 8, while it is on its journey. */
export function moveStep(from: JourneyPosition, direction: 'advance' | 'return'): StepMoveOutcome {
  if (!isOnJourney(from.status)) return { ok: false, reason: 'decided' };
  if (direction === 'advance') {
    if (from.currentStep >= TOTAL_JOURNEY_STEPS) return { ok: false, reason: 'decision_step' };
    return { ok: true, position: positionAt(from.currentStep + 1, from.status) };
  }
  if (from.currentStep <= 1) return { ok: false, reason: 'at_first_step' };
  return { ok: true, position: positionAt(from.currentStep - 1, from.status) };
}
