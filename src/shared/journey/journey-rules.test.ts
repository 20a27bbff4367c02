import { expect, test } from 'vitest';
import {
  currentStepNumber,
  daysRemaining,
  documentItemStatus,
  journeyPercent,
  stepStatus,
} from './journey-rules';

test('percent complete is completed steps over 8, rounded', () => {
  expect(journeyPercent(0)).toBe(0);
  expect(journeyPercent(3)).toBe(38);
  expect(journeyPercent(4)).toBe(50);
  expect(journeyPercent(8)).toBe(100);
  expect(journeyPercent(12)).toBe(100);
});

test('the current step is completed plus one, capped at 8', () => {
  expect(currentStepNumber(0)).toBe(1);
  expect(currentStepNumber(3)).toBe(4);
  expect(currentStepNumber(8)).toBe(8);
});

test('step status follows the current step, and a rejection marks it needs-revision', () => {
  const plain = { hasRejected: false, approved: false };
  expect([1, 2, 3, 4, 5].map((id) => stepStatus(id, 4, plain))).toEqual([
    'completed',
    'completed',
    'completed',
    'in-progress',
    'pending',
  ]);
  expect(stepStatus(4, 4, { hasRejected: true, approved: false })).toBe('needs-revision');
  expect(stepStatus(8, 8, { hasRejected: false, approved: true })).toBe('completed');
});

test('document badges: approved and completed are done, submitted is in progress, the rest pending', () => {
  expect(['approved', 'completed', 'submitted', 'pending', 'rejected'].map(documentItemStatus)).toEqual([
    'completed',
    'completed',
    'in-progress',
    'pending',
    'pending',
  ]);
});

test('days remaining counts whole days and never goes negative', () => {
  const now = new Date('2026-11-21T18:30:00Z');
  expect(daysRemaining('2026-11-29', now)).toBe(8);
  expect(daysRemaining('2026-11-21', now)).toBe(0);
  expect(daysRemaining('2026-11-01', now)).toBe(0);
});
