import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, type UploadFileKind } from '@shared/documents/file-kinds';

export type ImageKind = Exclude<UploadFileKind, 'pdf'>;

export interface NormalizedImage {
  bytes: Buffer;
  width: number;
  height: number;
  /** What it was re-encoded as (HEIC becomes JPEG). */
  format: 'jpeg' | 'png' | 'webp';
}

// libvips keeps decoded images in an operation cache by default; uploads are never read twice, so the cache
// would only hold on to memory after each job.
sharp.cache(false);

const open = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true });

/**
 * Turns the upload upright (EXIF orientation) and re-encodes it. sharp writes no metadata unless asked, so
 * EXIF (GPS position, camera, times), XMP, IPTC and ICC profiles are all dropped; anything appended after the
 * image data is gone too.
 */
export async function normalizeImage(bytes: Buffer, kind: ImageKind): Promise<NormalizedImage> {
  const pipeline = open(bytes).rotate();
  const format = kind === 'heic' ? 'jpeg' : kind;
  const encoded =
    format === 'jpeg'
      ? // Baseline JPEG is written row by row; mozjpeg's progressive scans hold every coefficient of the
        // image at once (hundreds of MB for a 100 MP photo).
        pipeline.jpeg({ quality: 90 })
      : format === 'png'
        ? pipeline.png({ compressionLevel: 7 })
        : pipeline.webp({ quality: 90 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, format };
}

/** The staff list and family cards show this: 320 px on the long side, WebP. */
export async function makeThumbnail(normalized: Buffer): Promise<Buffer> {
  return open(normalized)
    .resize(320, 320, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
}

/** A page as staff review it: WebP, at most 1600 px on the long side. */
export interface PageImage {
  bytes: Buffer;
  width: number;
  height: number;
}

export async function makePageImage(image: Buffer): Promise<PageImage> {
  const { data, info } = await open(image)
    .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * What tesseract reads best and fastest: grey, at most 2000 px on the long side. No contrast stretch: on a page
 * with a few lines of text the darkest percent of pixels is paper grain, and stretching it to black buried the
 * text in speckles (tesseract then read noise for 20 s); tesseract's own thresholding copes with dim photos.
 */
export async function ocrInput(normalized: Buffer): Promise<Buffer> {
  return open(normalized)
    .resize(2000, 2000, { fit: 'inside', withoutEnlargement: true })
    .grayscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export interface PreparedImage {
  normalized: NormalizedImage;
  thumbnail: Buffer;
  /** The one page staff review. */
  page: PageImage;
  /** The greyscale PNG that OCR reads. */
  ocrInput: Buffer;
}

/** Everything processing needs from an uploaded photo, one decode at a time. */
export async function prepareImage(bytes: Buffer, kind: ImageKind): Promise<PreparedImage> {
  const normalized = await normalizeImage(bytes, kind);
  const thumbnail = await makeThumbnail(normalized.bytes);
  const page = await makePageImage(normalized.bytes);
  return { normalized, thumbnail, page, ocrInput: await ocrInput(normalized.bytes) };
}
