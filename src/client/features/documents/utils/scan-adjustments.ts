import { CAPTURE } from '@shared/documents/scan-quality';

/** Spec 01 §9 as a canvas filter: 'contrast(1.2) brightness(1.1) saturate(1.1)'. */
export const SCAN_FILTER = `contrast(${CAPTURE.contrast}) brightness(${CAPTURE.brightness}) saturate(${CAPTURE.saturation})`;

const clamp = (value: number) => Math.min(255, Math.max(0, value));

/**
 * The same adjustments applied to RGBA pixels in place, for browsers whose canvas lacks `filter` (Safari,
 * i.e. every iPhone). Follows the CSS Filter Effects formulas, clamping after each function as they do.
 */
export function applyScanAdjustments(pixels: Uint8ClampedArray): void {
  const c = CAPTURE.contrast;
  const b = CAPTURE.brightness;
  const s = CAPTURE.saturation;
  const offset = (0.5 - 0.5 * c) * 255;
  const adjust = (value: number) => clamp(clamp(value * c + offset) * b);
  for (let i = 0; i < pixels.length; i += 4) {
    const r = adjust(pixels[i]!);
    const g = adjust(pixels[i + 1]!);
    const bl = adjust(pixels[i + 2]!);
    pixels[i] = (0.213 + 0.787 * s) * r + (0.715 - 0.715 * s) * g + (0.072 - 0.072 * s) * bl;
    pixels[i + 1] = (0.213 - 0.213 * s) * r + (0.715 + 0.285 * s) * g + (0.072 - 0.072 * s) * bl;
    pixels[i + 2] = (0.213 - 0.213 * s) * r + (0.715 - 0.715 * s) * g + (0.072 + 0.928 * s) * bl;
  }
}
