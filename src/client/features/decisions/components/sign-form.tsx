import { useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { SignatureCanvas, useSignaturePad } from '@client/components/signature-pad';

/** What a signature sends: the drawing as a PNG data URL and the consent to sign electronically. */
export interface DrawnSignature {
  signatureData: string;
  consent: true;
}

export interface SignFormProps {
  /** What signing does, above the pad. */
  intro: ReactNode;
  confirmLabel: string;
  signing: boolean;
  /** The server's refusal (a 409 naming what is missing), shown inside the dialog. */
  error: string | null;
  onCancel: () => void;
  onSign: (signature: DrawnSignature) => void;
}

/** The pad, the consent and the server's refusal; loaded with the dialog's first opening (signature_pad). */
export function SignForm({ intro, confirmLabel, signing, error, onCancel, onSign }: SignFormProps) {
  const pad = useSignaturePad();
  const [consent, setConsent] = useState(false);

  function sign() {
    const signatureData = pad.toDataUrl();
    if (signatureData && consent) onSign({ signatureData, consent: true });
  }

  return (
    <Stack gap="sm">
      <Text size="sm">{intro}</Text>
      <SignatureCanvas pad={pad} label="Signature pad: draw your signature" />
      <Checkbox
        checked={consent}
        onChange={(event) => setConsent(event.currentTarget.checked)}
        label="I agree to sign electronically; my drawn signature has the same effect as a handwritten one."
        maw={400}
      />
      {error && (
        <Alert color="red" variant="light" p="sm" title="Not signed">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="subtle" onClick={pad.clear} disabled={!pad.hasInk}>
          Clear
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onCancel} disabled={signing}>
            Cancel
          </Button>
          <Button onClick={sign} disabled={!pad.hasInk || !consent} loading={signing}>
            {confirmLabel}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
