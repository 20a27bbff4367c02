import { Box, Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { SIGNATURE_CANVAS } from '@shared/signing/signing.limits';

interface SignatureDialogProps {
  signerName: string | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (signature: { dataUrl: string; consent: true }) => void;
}

/** Sizes the canvas buffer to its shown size at the screen's pixel ratio, so strokes land under the finger. */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
}

/** The signature dialog: canvas, Clear, Cancel, Save (disabled while blank or without consent). */
export function SignatureDialog({ signerName, saving, onCancel, onSave }: SignatureDialogProps) {
  const { t } = useTranslation('signing');
  const [hasInk, setHasInk] = useState(false);
  const [consent, setConsent] = useState(false);
  const pad = useRef<SignaturePad | null>(null);
  // The pad lives as long as its canvas (400 × 200 at most, narrower on a phone); a resize clears it.
  const attachCanvas = useCallback((canvas: HTMLCanvasElement | null) => {
    if (!canvas) return;
    // Radius 1: a 2-pixel black stroke (spec 02 §9).
    const instance = new SignaturePad(canvas, { minWidth: 1, maxWidth: 1, penColor: 'black' });
    const fit = () => {
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

  const clear = () => {
    pad.current?.clear();
    setHasInk(false);
  };
  const save = () => {
    if (!pad.current || pad.current.isEmpty() || !consent) return;
    onSave({ dataUrl: pad.current.toDataURL('image/png'), consent: true });
  };

  return (
    <Modal
      opened={signerName !== null}
      onClose={onCancel}
      title={t('dialog.title', { name: signerName ?? '' })}
      size="auto"
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack gap="sm">
        <Box
          component="canvas"
          ref={attachCanvas}
          aria-label={t('dialog.canvas')}
          role="img"
          w="min(400px, calc(100vw - 64px))"
          style={{
            aspectRatio: `${SIGNATURE_CANVAS.width} / ${SIGNATURE_CANVAS.height}`,
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 'var(--mantine-radius-sm)',
            touchAction: 'none',
            display: 'block',
            background: 'white',
          }}
        />
        <Checkbox
          checked={consent}
          onChange={(event) => setConsent(event.currentTarget.checked)}
          label={t('dialog.consent')}
          maw={400}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={clear} disabled={!hasInk}>
            {t('dialog.clear')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t('dialog.cancel')}
            </Button>
            <Button onClick={save} disabled={!hasInk || !consent} loading={saving}>
              {t('dialog.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
