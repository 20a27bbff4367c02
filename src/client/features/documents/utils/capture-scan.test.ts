import { expect, test } from 'vitest';
import { checkUploadFilename } from '@shared/documents/file-kinds';
import { scanFileName } from './capture-scan';

test('a capture is uploaded under a plain, dated JPEG name the server accepts', () => {
  const name = scanFileName({ timestamp: new Date('2026-03-05T14:15:02.123Z') });
  expect(name).toBe('scan-2026-03-05-141502.jpg');
  expect(checkUploadFilename(name, 'jpeg')).toBeNull();
});
