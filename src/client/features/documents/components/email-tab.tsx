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
import { QueryError } from '@client/components/query-error';
import type { UploadTarget } from '../api/upload-document';
import { useIntakeMailbox } from '../api/use-intake-mailbox';

/** Spec 01 §2: the shared intake mailbox with the hint to put the case number in the subject line. */
export function EmailTab({ target }: { target: UploadTarget }) {
  const mailbox = useIntakeMailbox();

  if (mailbox.isError) {
    return (
      <QueryError
        title="Unable to load the intake mailbox"
        error={mailbox.error}
        onRetry={() => void mailbox.refetch()}
      />
    );
  }
  if (!mailbox.data) return <Skeleton h={140} radius="md" aria-label="Loading the intake mailbox" />;

  const { intakeEmail, caseNumber } = mailbox.data;
  const subject = `${caseNumber} – ${target.documentName}`;
  const mailto = `mailto:${intakeEmail}?subject=${encodeURIComponent(subject)}`;

  return (
    <Stack gap="md">
      <Text size="sm">Send your document as an attachment to our intake mailbox:</Text>
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor href={mailto} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {intakeEmail}
          </Anchor>
          <CopyButton value={intakeEmail}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy address'} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label="Copy address"
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
          Include your case number in the subject line
        </Text>
        <Text size="sm" c="dimmed">
          Your case number is {caseNumber}.
        </Text>
      </Stack>
      <Button component="a" href={mailto} variant="light" leftSection={<IconMail size={18} aria-hidden />}>
        Write the e-mail
      </Button>
    </Stack>
  );
}
