import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { IntakeAttachment } from '@shared/document-intake/document-intake.schema';
import { apiBlob, errorMessage } from '@client/lib/api-client';
import { formatBytes, formatDateTime } from '@client/lib/format';
import { useDiscardAttachment } from '../api/use-intake-queue';

const STATUS_LOOKS = {
  waiting: { label: 'Waiting', color: 'blue' },
  refused: { label: 'Refused', color: 'red' },
  filed: { label: 'Filed', color: 'green' },
  discarded: { label: 'Discarded', color: 'gray' },
} as const satisfies Record<IntakeAttachment['status'], { label: string; color: string }>;

/** Long enough for the new tab to read the object URL. */
const REVOKE_AFTER_MS = 60_000;

async function openAttachment(attachment: IntakeAttachment) {
  try {
    const blob = await apiBlob(`/staff/document-intake/${encodeURIComponent(attachment.id)}/file`);
    const url = URL.createObjectURL(blob);
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  } catch (error) {
    notifications.show({
      color: 'red',
      title: 'Unable to open the attachment',
      message: errorMessage(error),
    });
  }
}

function Outcome({ attachment }: { attachment: IntakeAttachment }) {
  const when = attachment.handledAt ? ` on ${formatDateTime(attachment.handledAt)}` : '';
  const who = attachment.handledByName ? ` by ${attachment.handledByName}` : '';
  if (attachment.status === 'filed' && attachment.filedTo)
    return (
      <Text size="sm">
        Filed to {attachment.filedTo.documentName} of {attachment.filedTo.familyName}
        {who}
        {when}
      </Text>
    );
  if (attachment.status === 'discarded')
    return (
      <Text size="sm">
        Discarded{who}
        {when}
      </Text>
    );
  return null;
}

interface IntakeAttachmentCardProps {
  attachment: IntakeAttachment;
  onFile: (attachment: IntakeAttachment) => void;
}

/** One e-mailed attachment: where it came from, which family it names, what the checks said, what to do. */
export function IntakeAttachmentCard({ attachment, onFile }: IntakeAttachmentCardProps) {
  const discard = useDiscardAttachment();
  const look = STATUS_LOOKS[attachment.status];
  const open = attachment.status === 'waiting' || attachment.status === 'refused';
  const confirmDiscard = () =>
    openConfirmModal({
      title: 'Discard this attachment?',
      children: (
        <Text size="sm">
          {attachment.filename} from {attachment.fromAddress} is deleted and will not be added to any
          family&apos;s file. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Discard', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        discard.mutate(attachment.id, {
          onSuccess: () =>
            notifications.show({ title: 'Attachment discarded', message: attachment.filename }),
          onError: (error) =>
            notifications.show({ color: 'red', title: 'Discard failed', message: errorMessage(error) }),
        }),
    });
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {attachment.filename}
          </Text>
          <Badge color={look.color} variant="light" style={{ flexShrink: 0 }}>
            {look.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          From {attachment.fromAddress} · {formatDateTime(attachment.receivedAt)} ·{' '}
          {formatBytes(attachment.sizeBytes)}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Subject: {attachment.subject || '(no subject)'}
        </Text>
        {attachment.family ? (
          <Text size="sm">
            Family: {attachment.family.familyName} · {attachment.family.caseNumber}
          </Text>
        ) : (
          <Text size="sm" c="orange.9">
            No case number in the subject matched a family
          </Text>
        )}
        {attachment.status === 'refused' && (
          <Alert color="red" variant="light" title="Refused by the upload checks">
            {attachment.refusedReason}
          </Alert>
        )}
        <Outcome attachment={attachment} />
        {open && (
          <Group gap="xs" mt={4}>
            {attachment.status === 'waiting' && (
              <>
                <Button size="xs" onClick={() => onFile(attachment)}>
                  File to checklist
                </Button>
                <Button size="xs" variant="default" onClick={() => void openAttachment(attachment)}>
                  Open
                </Button>
              </>
            )}
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={confirmDiscard}
              loading={discard.isPending}
            >
              Discard
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
