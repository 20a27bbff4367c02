import { expect, test } from 'vitest';
import { LANGUAGE_CODES } from '../i18n/languages';
import { composeRejectionReason, REJECTION_PRESETS, rejectionReasonIn } from './rejection-reasons';

test('a preset reads in the family language, with the staff member’s note below it as written', () => {
  const reason = composeRejectionReason('cut_off', '  The bottom of page 2 is missing. ');
  expect(reason).toBe(
    'Part of the page is cut off. Please upload the whole page.\nThe bottom of page 2 is missing.',
  );
  expect(rejectionReasonIn('vi', reason)).toBe(
    'Một phần của trang bị cắt mất. Vui lòng tải lên toàn bộ trang.\nThe bottom of page 2 is missing.',
  );
  expect(rejectionReasonIn('en', reason)).toBe(reason);
});

test('a reason written freely reads as written in every language; a preset alone has no trailing line', () => {
  expect(rejectionReasonIn('es', 'Please send the 2025 statement.')).toBe('Please send the 2025 statement.');
  expect(composeRejectionReason('expired', '')).toBe(
    'This document has expired. Please upload a current one.',
  );
  expect(composeRejectionReason(null, 'Wrong year.')).toBe('Wrong year.');
});

test('every preset has its own words in every language', () => {
  for (const language of LANGUAGE_CODES.filter((code) => code !== 'en')) {
    for (const preset of REJECTION_PRESETS) {
      const english = composeRejectionReason(preset, '');
      expect(rejectionReasonIn(language, english), `${language} ${preset}`).not.toBe(english);
    }
  }
});
