import { expect, test } from 'vitest';
import { cameraConstraints, otherFacingMode } from './camera-constraints';

test('the camera is asked for 1920×1080 ideally and 1280×720 at least, facing the document', () => {
  expect(cameraConstraints('environment')).toEqual({
    audio: false,
    video: {
      facingMode: 'environment',
      width: { ideal: 1920, min: 1280 },
      height: { ideal: 1080, min: 720 },
    },
  });
});

test('the front camera keeps the same resolution request', () => {
  const video = cameraConstraints('user').video as MediaTrackConstraints;
  expect(video.facingMode).toBe('user');
  expect(video.width).toEqual({ ideal: 1920, min: 1280 });
});

test('switching flips between the back and the front camera', () => {
  expect(otherFacingMode('environment')).toBe('user');
  expect(otherFacingMode('user')).toBe('environment');
});
