import type { FamilyStatus } from '../families/families.schema';
import { journeyPercent } from './journey-rules';
import { JOURNEY_STEPS, TOTAL_JOURNEY_STEPS } from './journey-steps';

export interface JourneyPosition {
  currentStep: number;
  stepName: string;
  progressPercentage: number;
  status: FamilyStatus;
}

export type StepMoveOutcome =
  { ok: true; position: JourneyPosition } | { ok: false; reason: 'already_approved' | 'at_first_step' };

function positionAt(step: number, status: FamilyStatus): JourneyPosition {
  return {
    currentStep: step,
    stepName: JOURNEY_STEPS[step - 1]?.title ?? JOURNEY_STEPS[0].title,
    progressPercentage: journeyPercent(step - 1),
    status,
  };
}

/**
 * Staff move a family one step. Advancing from step 8 approves the family (progress 100); returning an
 * approved family reopens step 8. Returning from step 1 and advancing an approved family are refused.
 */
export function moveStep(from: JourneyPosition, direction: 'advance' | 'return'): StepMoveOutcome {
  const approved = from.status === 'approved';
  if (direction === 'advance') {
    if (approved) return { ok: false, reason: 'already_approved' };
    if (from.currentStep >= TOTAL_JOURNEY_STEPS) {
      return {
        ok: true,
        position: { ...positionAt(TOTAL_JOURNEY_STEPS, 'approved'), progressPercentage: 100 },
      };
    }
    return { ok: true, position: positionAt(from.currentStep + 1, from.status) };
  }
  if (approved) return { ok: true, position: positionAt(TOTAL_JOURNEY_STEPS, 'active') };
  if (from.currentStep <= 1) return { ok: false, reason: 'at_first_step' };
  return { ok: true, position: positionAt(from.currentStep - 1, from.status) };
}
