import { expect, test } from 'vitest';
import {
  checkUploadFilename,
  describeFileKinds,
  downloadFilename,
  extensionOf,
  fileKindOfMime,
  UPLOAD_ACCEPT_MIME_TYPES,
} from './file-kinds';

test('ordinary names pass, with or without an extension', () => {
  expect(checkUploadFilename('photo-id.jpg', 'jpeg')).toBeNull();
  expect(checkUploadFilename('Pay Stub March.PDF', 'pdf')).toBeNull();
  expect(checkUploadFilename('J. Smith.ID.jpeg', 'jpeg')).toBeNull();
  expect(checkUploadFilename('scan.2026.01.05.png', 'png')).toBeNull();
  expect(checkUploadFilename('blob', 'jpeg')).toBeNull();
});

test('null bytes and other control characters are refused', () => {
  expect(checkUploadFilename('id\u0000.jpg', 'jpeg')).toBe('control_characters');
  expect(checkUploadFilename('id\n.jpg')).toBe('control_characters');
  expect(checkUploadFilename('id\u202e.jpg')).toBeNull();
});

test('double extensions are refused', () => {
  expect(checkUploadFilename('id.jpg.exe')).toBe('double_extension');
  expect(checkUploadFilename('shell.php.jpg', 'jpeg')).toBe('double_extension');
  expect(checkUploadFilename('statement.pdf.png', 'png')).toBe('double_extension');
});

test('an extension that does not match the detected type is refused as renamed', () => {
  expect(checkUploadFilename('photo.pdf', 'png')).toBe('extension_mismatch');
  expect(checkUploadFilename('scan.jpg', 'pdf')).toBe('extension_mismatch');
  expect(checkUploadFilename('page.html', 'jpeg')).toBe('extension_mismatch');
  expect(checkUploadFilename('run.exe')).toBe('extension_mismatch');
});

test('slashes, empty names and trailing dots or spaces are refused', () => {
  expect(checkUploadFilename('../etc/passwd.jpg', 'jpeg')).toBe('path_separator');
  expect(checkUploadFilename('a\\b.jpg', 'jpeg')).toBe('path_separator');
  expect(checkUploadFilename('   ')).toBe('invalid_name');
  expect(checkUploadFilename('id.exe.')).toBe('invalid_name');
  expect(checkUploadFilename(`${'a'.repeat(300)}.jpg`)).toBe('invalid_name');
});

test('the extension is the lower-cased last part of the name', () => {
  expect(extensionOf('A.B.JPG')).toBe('jpg');
  expect(extensionOf('.hidden')).toBeNull();
  expect(extensionOf('none')).toBeNull();
});

test('download names are plain ASCII with the real extension', () => {
  expect(downloadFilename('Government-Issued Photo ID', 'jpeg')).toBe('Government-Issued Photo ID.jpg');
  expect(downloadFilename('Homeowner\'s "Insurance"\r\n', 'pdf')).toBe('Homeowners Insurance.pdf');
  expect(downloadFilename('Café ñ', 'png')).toBe('Cafe n.png');
  expect(downloadFilename('"";', null)).toBe('document');
});

test('formats are described for messages and listed for the file picker', () => {
  expect(describeFileKinds(['jpeg', 'png', 'webp', 'pdf'])).toBe('JPEG, PNG, WebP or PDF');
  expect(describeFileKinds(['pdf'])).toBe('PDF');
  expect(UPLOAD_ACCEPT_MIME_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);
});

test('a MIME type maps to its upload kind, HEIF containers included; anything else is null', () => {
  expect(fileKindOfMime('application/pdf')).toBe('pdf');
  expect(fileKindOfMime('image/jpeg')).toBe('jpeg');
  expect(fileKindOfMime('image/heif-sequence')).toBe('heic');
  expect(fileKindOfMime('image/gif')).toBeNull();
  expect(fileKindOfMime(null)).toBeNull();
});
