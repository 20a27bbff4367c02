import {
  ActionIcon,
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@client/components/query-error';
import type { UploadTarget } from '../api/upload-document';
import { useIntakeMailbox } from '../api/use-intake-mailbox';

/** Spec 01 §2: the shared intake mailbox with the hint to put the case number in the subject line. */
export function EmailTab({ target }: { target: UploadTarget }) {
  const { t } = useTranslation('documents');
  const mailbox = useIntakeMailbox();

  if (mailbox.isError) {
    return (
      <QueryError title={t('email.loadError')} error={mailbox.error} onRetry={() => void mailbox.refetch()} />
    );
  }
  if (!mailbox.data) return <Skeleton h={140} radius="md" aria-label={t('email.loading')} />;

  const { intakeEmail, caseNumber } = mailbox.data;
  // Staff read the subject: the checklist's own (English) name, whatever language the family reads.
  const subject = `${caseNumber} – ${target.documentName}`;
  const mailto = `mailto:${intakeEmail}?subject=${encodeURIComponent(subject)}`;

  return (
    <Stack gap="md">
      <Text size="sm">{t('email.intro')}</Text>
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor href={mailto} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {intakeEmail}
          </Anchor>
          <CopyButton value={intakeEmail}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('email.copied') : t('email.copyAddress')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={t('email.copyAddress')}
                >
                  {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Paper>
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {t('email.subjectHint')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('email.caseNumber', { caseNumber })}
        </Text>
      </Stack>
      <Button component="a" href={mailto} variant="light" leftSection={<IconMail size={18} aria-hidden />}>
        {t('email.write')}
      </Button>
    </Stack>
  );
}
