import { expect, test } from 'vitest';
import { BASE_UPLOAD_FILE_KINDS, describeFileKinds } from '@shared/documents/file-kinds';
import { ApiRequestError, NetworkError } from '@client/lib/api-client';
import { acceptedFormats, fileNameProblem, uploadFailureMessage, uploadToasts } from './upload-messages';
import { documentsTranslations } from './test-i18n';

const english = documentsTranslations('en').t;

test('the toasts carry the spec wording in English', () => {
  const toasts = uploadToasts(english);
  expect(toasts.success).toEqual({
    title: 'Document uploaded successfully',
    message: 'Your document is being processed with AI',
  });
  expect(toasts.captured(87)).toEqual({ title: 'Document captured', message: 'Quality: 87%' });
  expect(toasts.qualityTooLow).toEqual({
    title: 'Quality too low',
    message: 'Please try again with better lighting',
  });
  expect(toasts.captureFailed).toEqual({ title: 'Capture failed', message: 'Please try again' });
  expect(toasts.failureTitle).toBe('Upload failed');
});

test("the toasts speak the family's language", () => {
  const toasts = uploadToasts(documentsTranslations('es').t);
  expect(toasts.qualityTooLow).toEqual({
    title: 'Calidad demasiado baja',
    message: 'Inténtelo de nuevo con mejor iluminación',
  });
  expect(toasts.captured(87).message).toBe('Calidad: 87%');
  expect(uploadToasts(documentsTranslations('zh').t).success.title).toBe('文件上傳成功');
});

test("a failed upload shows the server's message, or 'Please try again' in the family's language", () => {
  const tooLarge = new ApiRequestError(413, {
    code: 'PAYLOAD_TOO_LARGE',
    message: 'El archivo pesa más de 15 MB. Suba un archivo más pequeño.',
  });
  const spanish = documentsTranslations('es').t;
  expect(uploadFailureMessage(tooLarge, spanish)).toBe(
    'El archivo pesa más de 15 MB. Suba un archivo más pequeño.',
  );
  const unexpected = new ApiRequestError(502, { code: 'UNEXPECTED_RESPONSE', message: 'x' });
  expect(uploadFailureMessage(unexpected, english)).toBe('Please try again');
  expect(uploadFailureMessage(new NetworkError(new Error('offline')), spanish)).toBe('Inténtelo de nuevo');
});

test('names the server refuses are caught before sending, and explained in the family language', () => {
  expect(fileNameProblem('pay-stub.jpg', english)).toBeNull();
  expect(fileNameProblem('id.jpg.exe', english)).toMatch(/more than one file extension/);
  expect(fileNameProblem('id.jpg.exe', documentsTranslations('vi').t)).toMatch(/nhiều hơn một phần mở rộng/);
  expect(fileNameProblem('a/b.jpg', documentsTranslations('tl').t)).toMatch(/slash/);
});

test('the accepted formats are listed as each language lists alternatives', () => {
  expect(acceptedFormats(english)).toBe(describeFileKinds(BASE_UPLOAD_FILE_KINDS));
  expect(acceptedFormats(english)).toBe('JPEG, PNG, WebP or PDF');
  expect(acceptedFormats(documentsTranslations('zh').t)).toBe('JPEG、PNG、WebP或PDF');
  expect(acceptedFormats(documentsTranslations('vi').t)).toBe('JPEG, PNG, WebP hoặc PDF');
});
