import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '@shared/documents/file-kinds';
import { UPLOAD_PAGES_MAX } from '@shared/documents/documents.limits';
import { AppError } from '../../lib/app-error';
import type { AcceptedUpload } from './file-inspection';

export interface InspectedPart {
  bytes: Buffer;
  accepted: AcceptedUpload;
}

/** A photo's long side on its page, in points: 11 inches, a letter-size page. */
const PAGE_LONG_SIDE_PT = 792;
/** Photos are stored at most this large on their long side: sharp enough to read, small enough to keep. */
const PHOTO_LONG_SIDE_PX = 2400;

/** Upright (EXIF orientation), without metadata, PNG kept lossless and anything else as JPEG (pdf-lib embeds both). */
async function pageImage(bytes: Buffer, kind: AcceptedUpload['kind']) {
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true })
    .rotate()
    .resize(PHOTO_LONG_SIDE_PX, PHOTO_LONG_SIDE_PX, { fit: 'inside', withoutEnlargement: true });
  return kind === 'png'
    ? { png: true, bytes: await image.png().toBuffer() }
    : { png: false, bytes: await image.jpeg({ quality: 88 }).toBuffer() };
}

function tooManyPages(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', {
    message: `One document can have at most ${UPLOAD_PAGES_MAX} pages. Please upload only the pages we asked for.`,
    translation: { key: 'errors.upload.tooManyPages', values: { max: UPLOAD_PAGES_MAX } },
  });
}

/**
 * Several files handed in for one item become one PDF, in the order they were chosen: each photo on a page of
 * its own, each PDF's pages copied in. Every part has passed the upload inspection already.
 */
export async function combinePages(parts: InspectedPart[]): Promise<Buffer> {
  const pages = parts.reduce((sum, part) => sum + (part.accepted.pageCount ?? 1), 0);
  if (pages > UPLOAD_PAGES_MAX) throw tooManyPages();
  const pdf = await PDFDocument.create({ updateMetadata: false });
  for (const part of parts) {
    if (part.accepted.kind === 'pdf') {
      const source = await PDFDocument.load(part.bytes, { updateMetadata: false }).catch((error: unknown) => {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
          message:
            'One of the PDFs could not be read; it may be protected by a password. Please upload it on its own.',
          translation: { key: 'errors.upload.pdfUnreadable' },
          cause: error,
        });
      });
      const copied = await pdf.copyPages(source, source.getPageIndices());
      copied.forEach((page) => pdf.addPage(page));
      continue;
    }
    const image = await pageImage(part.bytes, part.accepted.kind).catch((error: unknown) => {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
        message: 'One of the photos could not be read; it may be damaged. Please take it again.',
        translation: { key: 'errors.upload.photoUnreadable' },
        cause: error,
      });
    });
    const embedded = image.png ? await pdf.embedPng(image.bytes) : await pdf.embedJpg(image.bytes);
    const scale = PAGE_LONG_SIDE_PT / Math.max(embedded.width, embedded.height);
    const width = embedded.width * scale;
    const height = embedded.height * scale;
    pdf.addPage([width, height]).drawImage(embedded, { x: 0, y: 0, width, height });
  }
  return Buffer.from(await pdf.save());
}
