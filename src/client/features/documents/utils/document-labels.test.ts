import { expect, test } from 'vitest';
import { confidencePercent, documentTitle, expiryLabel, familyStepLabel, stepLabel } from './document-labels';
import { documentsTranslations } from './test-i18n';

test('steps are named with their number and title', () => {
  expect(stepLabel(4)).toBe('Step 4 · Document');
  expect(stepLabel(9)).toBe('Step 9');
});

test('the family reads steps in its own language, the same words as staff in English', () => {
  expect(familyStepLabel(documentsTranslations('en').t, 4)).toBe(stepLabel(4));
  expect(familyStepLabel(documentsTranslations('en').t, 9)).toBe(stepLabel(9));
  expect(familyStepLabel(documentsTranslations('es').t, 4)).toBe('Paso 4 · Documentar');
  expect(familyStepLabel(documentsTranslations('vi').t, 8)).toBe('Bước 8 · Quyết định');
  expect(familyStepLabel(documentsTranslations('zh').t, 9)).toBe('第 9 步');
});

test('sizes and confidences are shown rounded', () => {
  expect(confidencePercent(0.866)).toBe('87%');
});

test("a member's document is titled with their name; a household item with its name alone", () => {
  expect(documentTitle({ documentName: 'TB Test Results', memberName: 'Maria Martinez' })).toBe(
    'TB Test Results — Maria Martinez',
  );
  expect(documentTitle({ documentName: 'Floor Plan', memberName: null })).toBe('Floor Plan');
});

test('the expiry date reads as a date, past tense once the copy has expired', () => {
  expect(expiryLabel({ status: 'approved', expiresOn: '2027-03-15' })).toBe('Expires Mar 15, 2027');
  expect(expiryLabel({ status: 'expired', expiresOn: '2026-11-01' })).toBe('Expired Nov 1, 2026');
});
