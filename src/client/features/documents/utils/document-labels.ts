import { JOURNEY_STEPS } from '@shared/journey/journey-steps';

/** 'Step 4 · Document'. */
export function stepLabel(stepId: number): string {
  const step = JOURNEY_STEPS.find((candidate) => candidate.id === stepId);
  return step ? `Step ${step.id} · ${step.title}` : `Step ${stepId}`;
}

/** Classification confidence 0..1 as '87%'. */
export function confidencePercent(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}
