import { expect, test } from 'vitest';
import { moveStep, type JourneyPosition } from './step-moves';

const at = (currentStep: number, status: JourneyPosition['status'] = 'active'): JourneyPosition => ({
  currentStep,
  stepName: 'any',
  progressPercentage: 0,
  status,
});

test('advancing moves to the next step with percent = completed steps / 8', () => {
  expect(moveStep(at(4), 'advance')).toEqual({
    ok: true,
    position: { currentStep: 5, stepName: 'Describe', progressPercentage: 50, status: 'active' },
  });
  expect(moveStep(at(1, 'on_hold'), 'advance')).toMatchObject({
    ok: true,
    position: { currentStep: 2, status: 'on_hold' },
  });
});

test('step 8 is left by a decision, not by advancing; a decided family does not move', () => {
  expect(moveStep(at(8), 'advance')).toEqual({ ok: false, reason: 'decision_step' });
  for (const status of ['approved', 'denied', 'rescinded', 'withdrawn'] as const) {
    expect(moveStep(at(8, status), 'advance')).toEqual({ ok: false, reason: 'decided' });
    expect(moveStep(at(8, status), 'return')).toEqual({ ok: false, reason: 'decided' });
  }
});

test('returning goes back one step; never below step 1', () => {
  expect(moveStep(at(4), 'return')).toEqual({
    ok: true,
    position: { currentStep: 3, stepName: 'Determine', progressPercentage: 25, status: 'active' },
  });
  expect(moveStep(at(1), 'return')).toEqual({ ok: false, reason: 'at_first_step' });
  expect(moveStep(at(8, 'on_hold'), 'return')).toMatchObject({ ok: true, position: { currentStep: 7 } });
});
