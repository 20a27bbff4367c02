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

test('advancing past step 8 approves the family at 100 percent; an approved family cannot advance', () => {
  expect(moveStep(at(8), 'advance')).toEqual({
    ok: true,
    position: { currentStep: 8, stepName: 'Decide', progressPercentage: 100, status: 'approved' },
  });
  expect(moveStep(at(8, 'approved'), 'advance')).toEqual({ ok: false, reason: 'already_approved' });
});

test('returning goes back one step; never below step 1; an approved family reopens step 8', () => {
  expect(moveStep(at(4), 'return')).toEqual({
    ok: true,
    position: { currentStep: 3, stepName: 'Determine', progressPercentage: 25, status: 'active' },
  });
  expect(moveStep(at(1), 'return')).toEqual({ ok: false, reason: 'at_first_step' });
  expect(moveStep(at(8, 'approved'), 'return')).toEqual({
    ok: true,
    position: { currentStep: 8, stepName: 'Decide', progressPercentage: 88, status: 'active' },
  });
});
