import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, expect, test } from 'vitest';
import { MAX_PDF_PAGES, MAX_PDF_STREAM_BYTES } from '@shared/documents/file-kinds';
import { inflatingPdf, pngHeader, textImage, tinyPdf } from '../../testing/document-fixtures';
import { containsMarkup, hasAppendedZip, hasTrailingData, inspectPdf } from './content-rules';
import { heicDecodable, inspectUpload } from './file-inspection';

let jpeg: Buffer;
let png: Buffer;
let webp: Buffer;
let noisyJpeg: Buffer;

beforeAll(async () => {
  const image = (format: 'jpeg' | 'png' | 'webp') =>
    textImage({ lines: ['Test'], format, width: 320, height: 160 });
  [jpeg, png, webp] = await Promise.all([image('jpeg'), image('png'), image('webp')]);
  // High-entropy bytes, like a real photo, must not trip the byte-pattern rules.
  const pixels = Buffer.alloc(1200 * 900 * 3).map(() => Math.floor(Math.random() * 256));
  noisyJpeg = await sharp(pixels, { raw: { width: 1200, height: 900, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
});

const reasonOf = async (bytes: Buffer, name: string) => {
  const result = await inspectUpload(bytes, name);
  return 'rejected' in result ? result.rejected.reason : result.accepted.kind;
};

test('JPEG, PNG, WebP and PDF are recognised by their bytes and keep the real extension', async () => {
  expect(await inspectUpload(jpeg, 'scan.JPEG')).toEqual({
    accepted: { kind: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg', pageCount: null },
  });
  expect(await reasonOf(png, 'scan.png')).toBe('png');
  expect(await reasonOf(webp, 'scan.webp')).toBe('webp');
  expect(await inspectUpload(tinyPdf(), 'statement.pdf')).toEqual({
    accepted: { kind: 'pdf', mimeType: 'application/pdf', extension: 'pdf', pageCount: 1 },
  });
  expect(await reasonOf(noisyJpeg, 'blob')).toBe('jpeg');
});

test('the declared name never decides the type', async () => {
  expect(await reasonOf(jpeg, 'scan.png')).toBe('renamed');
  expect(await reasonOf(tinyPdf(), 'statement.jpg')).toBe('renamed');
  expect(await reasonOf(Buffer.from('just some text'), 'notes.pdf')).toBe('unsupported_type');
});

test('HEIC is refused here because this sharp build has no HEVC decoder', async () => {
  expect(heicDecodable()).toBe(false);
  const heic = Buffer.from('000000186674797068656963000000006d69663168656963', 'hex');
  expect(await reasonOf(heic, 'IMG_0001.heic')).toBe('heic_unsupported');
});

test('an image with a valid header but broken data is refused as unreadable', async () => {
  expect(await reasonOf(Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(400, 7)]), 'broken.jpg')).toBe(
    'unreadable',
  );
});

test.each([
  [20_000, 6_000],
  // Beyond sharp's own pixel limit: its header read fails, which must not read as a damaged file.
  [20_000, 20_000],
  [60_000, 60_000],
])('a %i x %i image is refused by its header with the megapixel message, before decoding', async (w, h) => {
  const result = await inspectUpload(pngHeader(w, h), 'bomb.png');
  expect(result).toMatchObject({
    rejected: {
      code: 'PAYLOAD_TOO_LARGE',
      reason: 'too_many_pixels',
      message: 'The image has more than 100 megapixels. Please upload a smaller photo.',
    },
  });
});

test('markup or script anywhere in a file is hidden content', () => {
  expect(containsMarkup(Buffer.concat([jpeg, Buffer.from('<SCRIPT src=//evil>')]))).toBe(true);
  expect(containsMarkup(Buffer.concat([jpeg, Buffer.from('<svg onload=alert(1)>')]))).toBe(true);
  expect(containsMarkup(Buffer.from('<!DOCTYPE html>'))).toBe(true);
  expect(containsMarkup(Buffer.from('<?php system($_GET[1]);'))).toBe(true);
  expect(containsMarkup(jpeg)).toBe(false);
  expect(containsMarkup(noisyJpeg)).toBe(false);
});

test('a ZIP archive appended to a file is found by its end record', () => {
  const emptyZip = Buffer.from('504b0506000000000000000000000000000000000000', 'hex');
  const endRecord = Buffer.alloc(22);
  endRecord.writeUInt32LE(0x06054b50, 0);
  endRecord.writeUInt16LE(5, 20);
  const zipWithComment = Buffer.concat([endRecord, Buffer.from('hello')]);
  expect(hasAppendedZip(Buffer.concat([jpeg, emptyZip]))).toBe(true);
  expect(hasAppendedZip(Buffer.concat([png, zipWithComment]))).toBe(true);
  expect(hasAppendedZip(jpeg)).toBe(false);
  expect(hasAppendedZip(noisyJpeg)).toBe(false);
});

test('bytes after the end of a PNG or beyond the RIFF size of a WebP are trailing data', () => {
  expect(hasTrailingData(png, 'png')).toBe(false);
  expect(hasTrailingData(Buffer.concat([png, Buffer.from('extra')]), 'png')).toBe(true);
  expect(hasTrailingData(webp, 'webp')).toBe(false);
  expect(hasTrailingData(Buffer.concat([webp, Buffer.from('extra')]), 'webp')).toBe(true);
});

test('PDF scripts, launch actions and attachments are found, even escaped or compressed', async () => {
  expect((await inspectPdf(tinyPdf())).activeContent).toBeNull();
  expect((await inspectPdf(tinyPdf('/OpenAction << /S /JavaScript /JS (x) >> '))).activeContent).toBe(
    '/JavaScript',
  );
  expect((await inspectPdf(tinyPdf('/OpenAction << /S /J#61vaScript /J#53 (x) >> '))).activeContent).toBe(
    '/JavaScript',
  );
  expect((await inspectPdf(tinyPdf('/OpenAction << /S /Launch /F (cmd.exe) >> '))).activeContent).toBe(
    '/Launch',
  );
  expect((await inspectPdf(tinyPdf('/Names << /EmbeddedFiles 9 0 R >> '))).activeContent).toBe(
    '/EmbeddedFiles',
  );
  const hidden = deflateSync(Buffer.from('10 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj'));
  const objectStream = Buffer.concat([
    Buffer.from('4 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n'),
    hidden,
    Buffer.from('\nendstream endobj\n'),
  ]);
  expect((await inspectPdf(Buffer.concat([tinyPdf(), objectStream]))).activeContent).toBe('/JavaScript');
});

test('PDF pages are counted, including pages inside compressed object streams', async () => {
  const pages = deflateSync(
    Buffer.from('5 0 obj << /Type /Page /Parent 2 0 R >> endobj 6 0 obj << /Type/Page >> endobj'),
  );
  const stream = Buffer.concat([
    Buffer.from('7 0 obj << /Filter /FlateDecode >>\r\nstream\r\n'),
    pages,
    Buffer.from('\r\nendstream endobj\n'),
  ]);
  expect((await inspectPdf(Buffer.concat([tinyPdf(), stream]))).pageCount).toBe(3);
  expect((await inspectPdf(Buffer.from('%PDF-1.7\n%%EOF'))).pageCount).toBeNull();
});

test('a PDF is refused before rendering when it has too many pages or a page beyond the format maximum', async () => {
  const long = await PDFDocument.create();
  for (let page = 0; page < MAX_PDF_PAGES + 1; page += 1) long.addPage([612, 792]);
  expect(await reasonOf(Buffer.from(await long.save()), 'long.pdf')).toBe('too_many_pages');

  const huge = await PDFDocument.create();
  huge.addPage([100_000, 100_000]);
  const result = await inspectUpload(Buffer.from(await huge.save()), 'huge.pdf');
  expect(result).toMatchObject({
    rejected: {
      code: 'PAYLOAD_TOO_LARGE',
      reason: 'page_too_large',
      message:
        'The PDF has a page larger than 200 inches on a side. Please print it to a new PDF on normal paper.',
    },
  });

  const normal = await PDFDocument.create();
  normal.addPage([612, 792]);
  expect(await inspectUpload(Buffer.from(await normal.save()), 'normal.pdf')).toMatchObject({
    accepted: { kind: 'pdf', pageCount: 1 },
  });
});

test('a PDF whose page expands past the limit when opened is refused at upload; one just under it is not', async () => {
  expect(await reasonOf(inflatingPdf(MAX_PDF_STREAM_BYTES + 1024 * 1024), 'expands.pdf')).toBe(
    'expands_too_far',
  );
  expect(await reasonOf(inflatingPdf(MAX_PDF_STREAM_BYTES - 1024 * 1024), 'fits.pdf')).toBe('pdf');
});
