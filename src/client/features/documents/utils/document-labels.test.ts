import { expect, test } from 'vitest';
import { confidencePercent, formatBytes, historyActionLabel, stepLabel } from './document-labels';

test('steps are named with their number and title', () => {
  expect(stepLabel(4)).toBe('Step 4 · Document');
  expect(stepLabel(9)).toBe('Step 9');
});

test('known history actions read as words; unknown ones stay as they are', () => {
  expect(historyActionLabel('document.rejected')).toBe('Rejected');
  expect(historyActionLabel('document.uploaded')).toBe('Uploaded by the family');
  expect(historyActionLabel('document.archived')).toBe('document.archived');
});

test('sizes and confidences are shown rounded', () => {
  expect(formatBytes(12)).toBe('12 bytes');
  expect(formatBytes(348_160)).toBe('340 KB');
  expect(formatBytes(2_621_440)).toBe('2.5 MB');
  expect(confidencePercent(0.866)).toBe('87%');
});
