import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { DECISION_TEXT_MAX } from '@shared/decisions/decision-rules';
import { errorMessage } from '@client/lib/api-client';
import { useWithdrawApplication } from '../api/withdraw-application';

interface WithdrawApplicationDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Asks before the family withdraws its application, with an optional note for the caseworker. Loaded on the first
 * opening; its Modal opens one render after mounting, so it returns the focus to the button that opened it.
 */
export function WithdrawApplicationDialog({ opened, onClose }: WithdrawApplicationDialogProps) {
  const { t } = useTranslation('familyApproval');
  const mounted = useMounted();
  const [note, setNote] = useState('');
  const withdraw = useWithdrawApplication({
    onDone: () => {
      notifications.show({ color: 'teal', message: t('withdraw.done') });
      onClose();
    },
  });
  const close = () => {
    withdraw.reset();
    onClose();
  };
  return (
    <Modal opened={mounted && opened} onClose={close} title={t('withdraw.dialogTitle')}>
      <Stack gap="md">
        <Text size="sm">{t('withdraw.confirmText')}</Text>
        <Textarea
          label={t('withdraw.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={DECISION_TEXT_MAX}
          autosize
          minRows={3}
          maxRows={8}
        />
        {withdraw.isError && (
          <Alert color="red" variant="light" title={t('withdraw.notDone')} role="alert">
            {errorMessage(withdraw.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={close} disabled={withdraw.isPending} data-autofocus>
            {t('withdraw.keep')}
          </Button>
          <Button
            color="red"
            mih={44}
            loading={withdraw.isPending}
            onClick={() => withdraw.mutate({ confirm: true, text: note.trim() })}
          >
            {t('withdraw.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
