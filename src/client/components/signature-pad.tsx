import { Box, type BoxProps } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { SIGNATURE_CANVAS } from '@shared/signing/signing.limits';

/** A drawn signature's canvas and what its page does with it (the signing dialog, a reference's questionnaire). */
export interface SignaturePadControl {
  /** The canvas's ref: the pad lives as long as its canvas. */
  attachCanvas: (canvas: HTMLCanvasElement | null) => (() => void) | undefined;
  /** Something has been drawn. */
  hasInk: boolean;
  clear: () => void;
  /** The drawing as a PNG data URL, or null while the pad is blank. */
  toDataUrl: () => string | null;
}

/** Sizes the canvas buffer to its shown size at the screen's pixel ratio, so strokes land under the finger. */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
}

/**
 * A signature pad (`signature_pad`) on a canvas: a 2-pixel black stroke (spec 02 §9), PNG export. A change of the
 * canvas's size (a phone turned sideways) clears it, since the strokes would no longer fit; nothing else does.
 */
export function useSignaturePad(): SignaturePadControl {
  const [hasInk, setHasInk] = useState(false);
  const pad = useRef<SignaturePad | null>(null);
  const attachCanvas = useCallback((canvas: HTMLCanvasElement | null) => {
    if (!canvas) return;
    // Radius 1: a 2-pixel black stroke.
    const instance = new SignaturePad(canvas, { minWidth: 1, maxWidth: 1, penColor: 'black' });
    let fitted = { width: -1, height: -1 };
    const fit = () => {
      const size = { width: canvas.offsetWidth, height: canvas.offsetHeight };
      // The observer's first report (and any report of an unchanged size) must not wipe what was drawn since.
      if (size.width === fitted.width && size.height === fitted.height) return;
      fitted = size;
      fitCanvas(canvas, instance);
      setHasInk(false);
    };
    fit();
    instance.addEventListener('endStroke', () => setHasInk(!instance.isEmpty()));
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    pad.current = instance;
    return () => {
      observer.disconnect();
      instance.off();
      pad.current = null;
    };
  }, []);
  const clear = useCallback(() => {
    pad.current?.clear();
    setHasInk(false);
  }, []);
  const toDataUrl = useCallback(() => {
    const instance = pad.current;
    return instance && !instance.isEmpty() ? instance.toDataURL('image/png') : null;
  }, []);
  return { attachCanvas, hasInk, clear, toDataUrl };
}

interface SignatureCanvasProps extends Pick<BoxProps, 'w' | 'maw'> {
  pad: SignaturePadControl;
  /** What a screen reader hears: what the pad is and how to sign on it. */
  label: string;
  /** The id of the text that says what is wrong (nothing drawn yet), when there is one. */
  describedBy?: string;
  invalid?: boolean;
}

/** The pad's canvas: 400 × 200 at most, keeping that shape on a narrower screen. */
export function SignatureCanvas({
  pad,
  label,
  describedBy,
  invalid = false,
  w = 'min(400px, calc(100vw - 64px))',
  maw,
}: SignatureCanvasProps) {
  const { attachCanvas } = pad;
  return (
    <Box
      component="canvas"
      ref={attachCanvas}
      aria-label={label}
      aria-describedby={describedBy}
      role="img"
      w={w}
      maw={maw}
      style={{
        aspectRatio: `${SIGNATURE_CANVAS.width} / ${SIGNATURE_CANVAS.height}`,
        border: `1px solid var(--mantine-color-${invalid ? 'red-7' : 'gray-4'})`,
        borderRadius: 'var(--mantine-radius-sm)',
        touchAction: 'none',
        display: 'block',
        background: 'white',
      }}
    />
  );
}
