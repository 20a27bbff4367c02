import { expect, test } from 'vitest';
import { DOCUMENT_STATUSES, PROCESSING_STATUSES } from '@shared/documents/documents.schema';
import { STATUS_LOOKS, statusLook, statusValues } from './status-looks';

test('a document status reads the same word everywhere: pending is "Pending", never "Not uploaded"', () => {
  expect(statusLook('document', 'pending').label).toBe('Pending');
  expect(JSON.stringify(STATUS_LOOKS)).not.toContain('Not uploaded');
});

test('every shared status value has a look, in the shared order', () => {
  expect(statusValues('document')).toEqual([...DOCUMENT_STATUSES]);
  expect(statusValues('processing')).toEqual([...PROCESSING_STATUSES]);
});
