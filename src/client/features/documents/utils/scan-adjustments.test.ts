import { expect, test } from 'vitest';
import { SCAN_FILTER, applyScanAdjustments } from './scan-adjustments';

test('the canvas filter carries the spec values in the spec order', () => {
  expect(SCAN_FILTER).toBe('contrast(1.2) brightness(1.1) saturate(1.1)');
});

test('grey pixels get contrast and brightness but keep their hue; alpha is untouched', () => {
  const pixels = new Uint8ClampedArray([100, 100, 100, 200, 200, 200, 200, 255]);
  applyScanAdjustments(pixels);
  // 100 -> (100 * 1.2 - 25.5) * 1.1 = 104.05; 200 -> (240 - 25.5) * 1.1 = 235.95
  expect([...pixels]).toEqual([104, 104, 104, 200, 236, 236, 236, 255]);
});

test('bright pixels clip at white and dark ones at black', () => {
  const pixels = new Uint8ClampedArray([250, 250, 250, 255, 5, 5, 5, 255]);
  applyScanAdjustments(pixels);
  expect([...pixels]).toEqual([255, 255, 255, 255, 0, 0, 0, 255]);
});

test('colours become slightly more saturated', () => {
  const pixels = new Uint8ClampedArray([180, 120, 120, 255]);
  applyScanAdjustments(pixels);
  const [r = 0, g = 0, b = 0] = pixels;
  expect(r - g).toBeGreaterThan(60 * 1.2 * 1.1);
  expect(g).toBe(b);
});
