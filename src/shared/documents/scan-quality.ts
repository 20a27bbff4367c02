/** Spec 01 §5/§9: a capture is kept only when its quality is above this. */
export const SCAN_QUALITY_THRESHOLD = 0.6;

/** The resolution the resolution score is measured against (spec 01 §5). */
export const REFERENCE_PIXELS = 1280 * 720;

/** How a scan is captured from the camera frame (spec 01 §9). */
export const CAPTURE = {
  mimeType: 'image/jpeg',
  jpegQuality: 0.95,
  contrast: 1.2,
  brightness: 1.1,
  saturation: 1.1,
} as const;

/** The camera request (spec 01 §9): ideal 1920×1080, at least 1280×720, back camera first. */
export const CAMERA = {
  ideal: { width: 1920, height: 1080 },
  min: { width: 1280, height: 720 },
  facingMode: 'environment',
  alternateFacingMode: 'user',
} as const;

export interface CaptureFacts {
  /** Size of the encoded JPEG. */
  fileSizeBytes: number;
  width: number;
  height: number;
}

/**
 * Spec 01 §5: the average of a size score (file size relative to half the pixel count, capped at 1) and a
 * resolution score (pixels relative to 1280×720, capped at 1). Returns 0..1; an empty frame scores 0.
 */
export function scanQuality({ fileSizeBytes, width, height }: CaptureFacts): number {
  const pixelCount = width * height;
  if (pixelCount <= 0 || fileSizeBytes <= 0) return 0;
  const sizeScore = Math.min(1, fileSizeBytes / (pixelCount / 2));
  const resolutionScore = Math.min(1, pixelCount / REFERENCE_PIXELS);
  return (sizeScore + resolutionScore) / 2;
}

/** Strictly above the threshold (spec: "must exceed 0.6"). */
export function isScanAccepted(quality: number): boolean {
  return quality > SCAN_QUALITY_THRESHOLD;
}

/** The {n} of 'Document captured: Quality: {n}%'. */
export function qualityPercent(quality: number): number {
  return Math.round(quality * 100);
}
