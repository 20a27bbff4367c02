import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  BASE_UPLOAD_FILE_KINDS,
  checkUploadFilename,
  describeFileKinds,
  FILE_KIND_INFO,
  fileKindOfMime,
  FILENAME_PROBLEM_MESSAGES,
  MAX_IMAGE_PIXELS,
  MAX_PDF_PAGE_POINTS,
  MAX_PDF_PAGES,
  MAX_PDF_STREAM_BYTES,
  type UploadFileKind,
} from '@shared/documents/file-kinds';
import type { ErrorTranslation } from '../../lib/app-error';
import { containsMarkup, hasAppendedZip, hasTrailingData, inspectPdf } from './content-rules';

/** HEIC needs an HEVC decoder; sharp's prebuilt libvips reads AVIF only, so this is decided at run time. */
export function heicDecodable(): boolean {
  return sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;
}

function acceptedFileKinds(): UploadFileKind[] {
  return heicDecodable() ? [...BASE_UPLOAD_FILE_KINDS, 'heic'] : [...BASE_UPLOAD_FILE_KINDS];
}

export interface UploadRejection {
  code: 'VALIDATION_FAILED' | 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE';
  /** Machine-readable, for logs and tests. */
  reason: string;
  message: string;
  /** The message in the families' other languages. */
  translation: ErrorTranslation;
}

export interface AcceptedUpload {
  kind: UploadFileKind;
  mimeType: string;
  extension: string;
  /** PDFs only. */
  pageCount: number | null;
}

const reject = (
  code: UploadRejection['code'],
  reason: string,
  message: string,
  translation: ErrorTranslation,
) => ({ rejected: { code, reason, message, translation } }) as const;

/** The accepted formats as a list that each language joins with its own 'or'. */
const formatList = (kinds: readonly UploadFileKind[]) => kinds.map((kind) => FILE_KIND_INFO[kind].label);

const HIDDEN_CONTENT =
  'The file contains hidden content (for example a web page, a script or an archive) and cannot be accepted. Please upload the original photo or PDF.';

/**
 * Decides whether uploaded bytes may be stored: the type comes from the magic bytes only (never the name or
 * the Content-Type), then the name must agree with it, and nothing may hide behind or inside the file.
 */
export async function inspectUpload(
  bytes: Buffer,
  filename: string,
): Promise<{ accepted: AcceptedUpload } | { rejected: UploadRejection }> {
  const accepted = acceptedFileKinds();
  const formats = describeFileKinds(accepted);
  if (bytes.length === 0)
    return reject('VALIDATION_FAILED', 'empty', 'The file is empty.', { key: 'errors.upload.empty' });
  const nameProblem = checkUploadFilename(filename);
  if (nameProblem && nameProblem !== 'extension_mismatch')
    return reject('VALIDATION_FAILED', nameProblem, FILENAME_PROBLEM_MESSAGES[nameProblem], {
      key: `errors.upload.${nameProblem}`,
    });

  const detected = await fileTypeFromBuffer(bytes);
  const kind = fileKindOfMime(detected?.mime);
  if (!kind)
    return reject(
      'UNSUPPORTED_MEDIA_TYPE',
      'unsupported_type',
      `This file type is not supported. Please upload a ${formats} file.`,
      { key: 'errors.upload.unsupported_type', values: { formats: formatList(accepted) } },
    );
  if (!accepted.includes(kind)) {
    return reject(
      'UNSUPPORTED_MEDIA_TYPE',
      'heic_unsupported',
      `HEIC photos cannot be processed here. Please upload a ${formats} file (on an iPhone, share the photo as JPEG or set Camera > Formats to Most Compatible).`,
      { key: 'errors.upload.heic_unsupported', values: { formats: formatList(accepted) } },
    );
  }
  if (checkUploadFilename(filename, kind) === 'extension_mismatch') {
    return reject(
      'UNSUPPORTED_MEDIA_TYPE',
      'renamed',
      `${FILENAME_PROBLEM_MESSAGES.extension_mismatch} This file is a ${FILE_KIND_INFO[kind].label}.`,
      { key: 'errors.upload.renamed', values: { kind: FILE_KIND_INFO[kind].label } },
    );
  }
  if (
    containsMarkup(bytes) ||
    hasAppendedZip(bytes) ||
    ((kind === 'png' || kind === 'webp') && hasTrailingData(bytes, kind))
  ) {
    return reject('UNSUPPORTED_MEDIA_TYPE', 'hidden_content', HIDDEN_CONTENT, {
      key: 'errors.upload.hidden_content',
    });
  }

  const info = FILE_KIND_INFO[kind];
  const result = { kind, mimeType: info.mimeType, extension: info.extensions[0] ?? kind, pageCount: null };
  if (kind === 'pdf') {
    const pdf = await inspectPdf(bytes);
    if (pdf.activeContent) {
      return reject(
        'UNSUPPORTED_MEDIA_TYPE',
        'pdf_active_content',
        'PDFs with scripts, attachments or launch actions cannot be accepted. Print the document to a new PDF or upload a photo of it.',
        { key: 'errors.upload.pdf_active_content' },
      );
    }
    // Page count and size are limited before anything renders the file.
    if ((pdf.pageCount ?? 0) > MAX_PDF_PAGES) {
      return reject(
        'PAYLOAD_TOO_LARGE',
        'too_many_pages',
        `The PDF has more than ${MAX_PDF_PAGES} pages. Please upload only the pages of the document we asked for.`,
        { key: 'errors.upload.too_many_pages', values: { max: MAX_PDF_PAGES } },
      );
    }
    if (pdf.largestInflated > MAX_PDF_STREAM_BYTES) {
      return reject(
        'PAYLOAD_TOO_LARGE',
        'expands_too_far',
        `Part of the PDF expands to more than ${MAX_PDF_STREAM_BYTES / 1024 / 1024} MB when opened, more than any document needs. Please print it to a new PDF or upload photos of its pages.`,
        { key: 'errors.upload.expands_too_far', values: { megabytes: MAX_PDF_STREAM_BYTES / 1024 / 1024 } },
      );
    }
    if (pdf.largestPageSide > MAX_PDF_PAGE_POINTS) {
      return reject(
        'PAYLOAD_TOO_LARGE',
        'page_too_large',
        'The PDF has a page larger than 200 inches on a side. Please print it to a new PDF on normal paper.',
        { key: 'errors.upload.page_too_large' },
      );
    }
    return { accepted: { ...result, pageCount: pdf.pageCount } };
  }
  // Only the header is read here, so sharp's own pixel limit is lifted: a header beyond it is measured and
  // gets the megapixel answer below instead of reading as a damaged file.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const width = metadata?.width ?? 0;
  const height = metadata?.height ?? 0;
  if (width === 0 || height === 0) {
    return reject(
      'UNSUPPORTED_MEDIA_TYPE',
      'unreadable',
      'The image could not be read; it may be damaged. Please take the photo again.',
      { key: 'errors.upload.image_unreadable' },
    );
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    return reject(
      'PAYLOAD_TOO_LARGE',
      'too_many_pixels',
      'The image has more than 100 megapixels. Please upload a smaller photo.',
      { key: 'errors.upload.too_many_pixels' },
    );
  }
  return { accepted: result };
}
