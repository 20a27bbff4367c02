import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Signer } from '@shared/signing/signing.schema';

/** Signatures Required: one row per role, named from the household, with Sign or 'Signed'. */
export function SignaturesPanel({
  signers,
  readOnly,
  onSign,
}: {
  signers: readonly Signer[];
  readOnly: boolean;
  onSign: (signer: Signer) => void;
}) {
  const { t } = useTranslation('signing');
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('sign.signaturesTitle')}
        </Title>
        {signers.map((signer) => (
          <Group key={signer.role} justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text fw={500}>{signer.name}</Text>
              <Text size="sm" c="dimmed">
                {t(`roles.${signer.role}`)}
              </Text>
            </Stack>
            {signer.signedAt ? (
              <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
                {t('sign.signed')}
              </Badge>
            ) : (
              <Button
                size="sm"
                onClick={() => onSign(signer)}
                disabled={readOnly}
                aria-label={`${t('sign.sign')}: ${signer.name}`}
              >
                {t('sign.sign')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

interface StatusPanelProps {
  complete: boolean;
  signed: number;
  total: number;
  readOnly: boolean;
  saving: boolean;
  submitting: boolean;
  onSaveDraft: () => void;
  onSubmit: () => void;
}

/** Document Status: Form Completion, Signatures x / n, Save Draft and Submit Document (spec 02 §5 rules). */
export function StatusPanel({
  complete,
  signed,
  total,
  readOnly,
  saving,
  submitting,
  onSaveDraft,
  onSubmit,
}: StatusPanelProps) {
  const { t } = useTranslation('signing');
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('sign.statusTitle')}
        </Title>
        <Group justify="space-between">
          <Text size="sm">{t('sign.formCompletion')}</Text>
          <Badge color={complete ? 'green' : 'gray'} variant="light">
            {complete ? t('sign.complete') : t('sign.incomplete')}
          </Badge>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('sign.signatures')}</Text>
          <Text size="sm" fw={600}>
            {t('sign.signaturesCount', { done: signed, total })}
          </Text>
        </Group>
        {!readOnly && (
          <Stack gap="xs">
            <Button variant="default" onClick={onSaveDraft} loading={saving} disabled={submitting}>
              {t('sign.saveDraft')}
            </Button>
            <Button onClick={onSubmit} loading={submitting} disabled={saving || signed < total || !complete}>
              {t('sign.submit')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
