import { expect, test } from 'vitest';
import { confidencePercent, stepLabel } from './document-labels';

test('steps are named with their number and title', () => {
  expect(stepLabel(4)).toBe('Step 4 · Document');
  expect(stepLabel(9)).toBe('Step 9');
});

test('sizes and confidences are shown rounded', () => {
  expect(confidencePercent(0.866)).toBe('87%');
});
