import { expect, test } from 'vitest';
import { ApiRequestError, NetworkError } from '@client/lib/api-client';
import { UPLOAD_TOASTS, fileNameProblem, uploadFailureMessage } from './upload-messages';

test('the toasts carry the spec wording', () => {
  expect(UPLOAD_TOASTS.success).toEqual({
    title: 'Document uploaded successfully',
    message: 'Your document is being processed with AI',
  });
  expect(UPLOAD_TOASTS.captured(87)).toEqual({ title: 'Document captured', message: 'Quality: 87%' });
  expect(UPLOAD_TOASTS.qualityTooLow).toEqual({
    title: 'Quality too low',
    message: 'Please try again with better lighting',
  });
});

test("a failed upload shows the server's message, or 'Please try again'", () => {
  const tooLarge = new ApiRequestError(413, {
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The file is larger than 15 MB. Please upload a smaller file.',
  });
  expect(uploadFailureMessage(tooLarge)).toBe('The file is larger than 15 MB. Please upload a smaller file.');
  expect(uploadFailureMessage(new ApiRequestError(502, { code: 'UNEXPECTED_RESPONSE', message: 'x' }))).toBe(
    'Please try again',
  );
  expect(uploadFailureMessage(new NetworkError(new Error('offline')))).toBe('Please try again');
});

test('names the server refuses are caught before sending', () => {
  expect(fileNameProblem('pay-stub.jpg')).toBeNull();
  expect(fileNameProblem('id.jpg.exe')).toMatch(/more than one file extension/);
});
