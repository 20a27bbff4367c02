import { CAMERA } from '@shared/documents/scan-quality';

/** Which camera: the back one ('environment', the default for documents) or the front one ('user'). */
export type FacingMode = typeof CAMERA.facingMode | typeof CAMERA.alternateFacingMode;

/** Spec 01 §9: ideal 1920×1080, at least 1280×720, facing the requested way. */
export function cameraConstraints(facingMode: FacingMode): MediaStreamConstraints {
  return {
    audio: false,
    video: {
      facingMode,
      width: { ideal: CAMERA.ideal.width, min: CAMERA.min.width },
      height: { ideal: CAMERA.ideal.height, min: CAMERA.min.height },
    },
  };
}

/** The switch-camera button flips between the back and the front camera. */
export function otherFacingMode(facingMode: FacingMode): FacingMode {
  return facingMode === CAMERA.facingMode ? CAMERA.alternateFacingMode : CAMERA.facingMode;
}
