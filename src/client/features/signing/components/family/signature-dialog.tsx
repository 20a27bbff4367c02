import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignatureCanvas, useSignaturePad } from '@client/components/signature-pad';

interface SignatureDialogProps {
  signerName: string | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (signature: { dataUrl: string; consent: true }) => void;
}

/** The signature dialog: canvas, Clear, Cancel, Save (disabled while blank or without consent). */
export function SignatureDialog({ signerName, saving, onCancel, onSave }: SignatureDialogProps) {
  const { t } = useTranslation('signing');
  const [consent, setConsent] = useState(false);
  const pad = useSignaturePad();

  const save = () => {
    const dataUrl = pad.toDataUrl();
    if (!dataUrl || !consent) return;
    onSave({ dataUrl, consent: true });
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
        <SignatureCanvas pad={pad} label={t('dialog.canvas')} />
        <Checkbox
          checked={consent}
          onChange={(event) => setConsent(event.currentTarget.checked)}
          label={t('dialog.consent')}
          maw={400}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={pad.clear} disabled={!pad.hasInk}>
            {t('dialog.clear')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t('dialog.cancel')}
            </Button>
            <Button onClick={save} disabled={!pad.hasInk || !consent} loading={saving}>
              {t('dialog.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
