import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMERA } from '@shared/documents/scan-quality';
import { cameraConstraints, otherFacingMode, type FacingMode } from '../utils/camera-constraints';

export type CameraStatus = 'starting' | 'live' | 'unavailable';

function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

function requestCamera(facingMode: FacingMode): Promise<MediaStream> {
  // Absent on insecure origins and in browsers without camera support.
  if (!navigator.mediaDevices?.getUserMedia)
    return Promise.reject(new Error('getUserMedia is not available'));
  return navigator.mediaDevices.getUserMedia(cameraConstraints(facingMode));
}

/**
 * The camera stream in a <video>, running only while `active`: leaving the Scan tab, showing the preview
 * or closing the dialog stops every track (the camera light goes off). `restart` asks again: after a refusal
 * (Try Again) or to come back from the preview (Retake).
 */
export function useCamera(active: boolean) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [facingMode, setFacingMode] = useState<FacingMode>(CAMERA.facingMode);
  const [attempt, setAttempt] = useState(0);
  /** Which request (facing mode and attempt) the current outcome belongs to. */
  const [outcome, setOutcome] = useState<{ key: string; status: Exclude<CameraStatus, 'starting'> } | null>(
    null,
  );
  const requestKey = `${facingMode}:${attempt}`;

  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    let stream: MediaStream | null = null;
    const video = videoRef.current;
    requestCamera(facingMode)
      .then(async (granted) => {
        if (cancelled) {
          stopTracks(granted);
          return;
        }
        stream = granted;
        if (video) {
          video.srcObject = granted;
          await video.play().catch(() => undefined);
        }
        if (!cancelled) setOutcome({ key: requestKey, status: 'live' });
      })
      .catch(() => {
        if (!cancelled) setOutcome({ key: requestKey, status: 'unavailable' });
      });
    return () => {
      cancelled = true;
      if (stream) stopTracks(stream);
      if (video) video.srcObject = null;
    };
  }, [active, facingMode, requestKey]);

  const status: CameraStatus = outcome?.key === requestKey ? outcome.status : 'starting';
  const switchCamera = useCallback(() => setFacingMode(otherFacingMode), []);
  const restart = useCallback(() => setAttempt((count) => count + 1), []);

  return { videoRef, status, facingMode, switchCamera, restart };
}
