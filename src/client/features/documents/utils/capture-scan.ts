import { CAPTURE, scanQuality } from '@shared/documents/scan-quality';
import { applyScanAdjustments, SCAN_FILTER } from './scan-adjustments';

/** Spec 01 §3 "Captured scan". */
export interface CapturedScan {
  id: string;
  /** The JPEG that is uploaded. */
  image: Blob;
  /** A smaller JPEG data URL for the on-screen preview. */
  thumbnail: string;
  timestamp: Date;
  /** 0..1 (spec 01 §5). */
  quality: number;
}

/** Wide enough to read a page on any screen; the full-size capture is what gets uploaded. */
const THUMBNAIL_MAX_WIDTH = 1024;

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  return context;
}

/** Safari has no canvas `filter` (the DOM typings assume every browser does). */
function supportsCanvasFilter(context: CanvasRenderingContext2D): boolean {
  return 'filter' in context;
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The frame could not be encoded'))),
      CAPTURE.mimeType,
      CAPTURE.jpegQuality,
    );
  });
}

function thumbnailOf(source: HTMLCanvasElement): string {
  const scale = Math.min(1, THUMBNAIL_MAX_WIDTH / source.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(source.width * scale);
  canvas.height = Math.round(source.height * scale);
  context2d(canvas).drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL(CAPTURE.mimeType, 0.85);
}

/**
 * Draws the current video frame with the spec's contrast, brightness and saturation, encodes it as JPEG at
 * quality 0.95 and scores it. Throws when the camera has no frame yet or the browser cannot encode it.
 */
export async function captureScan(video: HTMLVideoElement): Promise<CapturedScan> {
  const { videoWidth: width, videoHeight: height } = video;
  if (width === 0 || height === 0) throw new Error('The camera has not delivered a frame yet');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = context2d(canvas);
  if (supportsCanvasFilter(context)) {
    context.filter = SCAN_FILTER;
    context.drawImage(video, 0, 0, width, height);
  } else {
    context.drawImage(video, 0, 0, width, height);
    const frame = context.getImageData(0, 0, width, height);
    applyScanAdjustments(frame.data);
    context.putImageData(frame, 0, 0);
  }
  const image = await toJpeg(canvas);
  return {
    id: crypto.randomUUID(),
    image,
    thumbnail: thumbnailOf(canvas),
    timestamp: new Date(),
    quality: scanQuality({ fileSizeBytes: image.size, width, height }),
  };
}

/** 'scan-2026-03-05-141502.jpg': a plain name the server's name rules accept. */
export function scanFileName(scan: Pick<CapturedScan, 'timestamp'>): string {
  const stamp = scan.timestamp.toISOString().slice(0, 19).replace('T', '-').replace(/:/g, '');
  return `scan-${stamp}.jpg`;
}
