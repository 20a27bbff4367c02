import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { HouseholdChange } from '@shared/household-changes/household-changes.schema';
import { errorMessage } from '@client/lib/api-client';
import { useWithdrawChange } from '../api/use-household-changes';

interface WithdrawChangeDialogProps {
  /** The proposal to withdraw; null: closed. */
  change: HouseholdChange | null;
  /** How the list words it ('Tunde Adeyemi is moving in'). */
  summary: string;
  onClose: () => void;
}

/** Asks before a proposal is withdrawn: the agency then no longer looks at it. */
export function WithdrawChangeDialog({ change, summary, onClose }: WithdrawChangeDialogProps) {
  const { t } = useTranslation('familyPortalHousehold');
  const mounted = useMounted(); // Mounted on the first opening: see lazy-household-change-dialogs.ts.
  const withdraw = useWithdrawChange({ onDone: onClose });
  return (
    <Modal
      opened={mounted && change !== null}
      onClose={() => {
        withdraw.reset();
        onClose();
      }}
      title={t('changes.withdrawDialog.title')}
    >
      <Stack gap="md">
        <Text size="sm">{t('changes.withdrawDialog.body', { summary })}</Text>
        {withdraw.isError && (
          <Alert color="red" variant="light" title={t('changes.withdrawDialog.notDone')} role="alert">
            {errorMessage(withdraw.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onClose} disabled={withdraw.isPending} data-autofocus>
            {t('changes.withdrawDialog.keep')}
          </Button>
          <Button
            color="red"
            mih={44}
            loading={withdraw.isPending}
            onClick={() => change && withdraw.mutate(change.id)}
          >
            {t('changes.withdrawDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
