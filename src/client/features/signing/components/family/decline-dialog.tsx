import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RETURN_REASON_MAX } from '@shared/signing/signing.limits';

interface DeclineDialogProps {
  opened: boolean;
  /** What declining does, in the words of who declines (the family, or the signer of a link). */
  explanation: string;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Decline to sign: a reason (required, shown to the family and the agency), then a confirmation. */
export function DeclineDialog({ opened, explanation, saving, onCancel, onConfirm }: DeclineDialogProps) {
  const { t } = useTranslation('signing');
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('declineDialog.title')}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onConfirm(trimmed);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{explanation}</Text>
          <Textarea
            label={t('declineDialog.reason')}
            description={t('declineDialog.reasonHelp')}
            required
            autosize
            minRows={3}
            maxLength={RETURN_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!trimmed} loading={saving}>
              {t('declineDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
