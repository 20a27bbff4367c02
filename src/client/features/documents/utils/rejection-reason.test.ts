import { expect, test } from 'vitest';
import { ReviewDocumentBodySchema } from '@shared/documents/documents.schema';
import { rejectionReasonError } from './rejection-reason';

test('a reason is required and needs 3 to 500 characters after trimming', () => {
  expect(rejectionReasonError('   ')).toBe('Enter a reason for the family');
  expect(rejectionReasonError(' ab ')).toBe('Enter at least 3 characters');
  expect(rejectionReasonError('abc')).toBeNull();
  expect(rejectionReasonError('x'.repeat(500))).toBeNull();
  expect(rejectionReasonError('x'.repeat(501))).toBe('Use at most 500 characters');
});

test('the dialog accepts exactly what the API accepts', () => {
  for (const reason of ['', '  ab', 'abc', ` ${'y'.repeat(500)} `, 'z'.repeat(501)]) {
    const accepted = ReviewDocumentBodySchema.safeParse({ decision: 'reject', reason }).success;
    expect(rejectionReasonError(reason) === null).toBe(accepted);
  }
});
