import { expect, test } from 'vitest';
import { CAMERA, CAPTURE, isScanAccepted, qualityPercent, scanQuality } from './scan-quality';

test('a full-resolution capture with a large file scores 1', () => {
  expect(scanQuality({ fileSizeBytes: 2_000_000, width: 1920, height: 1080 })).toBe(1);
});

test('quality is the average of the size score and the resolution score', () => {
  // 1280×720 = 921,600 px: resolution score 1; size score 230,400 / 460,800 = 0.5.
  expect(scanQuality({ fileSizeBytes: 230_400, width: 1280, height: 720 })).toBeCloseTo(0.75, 10);
  // 640×360 = 230,400 px: resolution score 0.25; size score capped at 1.
  expect(scanQuality({ fileSizeBytes: 500_000, width: 640, height: 360 })).toBeCloseTo(0.625, 10);
});

test('scores are capped at 1 each', () => {
  expect(scanQuality({ fileSizeBytes: 50_000_000, width: 4000, height: 3000 })).toBe(1);
});

test('an empty frame or empty file scores 0', () => {
  expect(scanQuality({ fileSizeBytes: 0, width: 1280, height: 720 })).toBe(0);
  expect(scanQuality({ fileSizeBytes: 1000, width: 0, height: 720 })).toBe(0);
});

test('a capture is kept only when quality is strictly above 0.6', () => {
  expect(isScanAccepted(0.6)).toBe(false);
  expect(isScanAccepted(0.6001)).toBe(true);
  expect(isScanAccepted(scanQuality({ fileSizeBytes: 20_000, width: 640, height: 480 }))).toBe(false);
});

test('quality is shown as a whole percentage', () => {
  expect(qualityPercent(0.756)).toBe(76);
  expect(qualityPercent(1)).toBe(100);
});

test('capture and camera constants follow the spec', () => {
  expect(CAPTURE).toMatchObject({ jpegQuality: 0.95, contrast: 1.2, brightness: 1.1, saturation: 1.1 });
  expect(CAMERA).toMatchObject({
    ideal: { width: 1920, height: 1080 },
    min: { width: 1280, height: 720 },
    facingMode: 'environment',
  });
});
