import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { agencyDate } from '@shared/analytics/analytics-range';
import { ASSESSMENT_NOTE_MAX } from '@shared/home-assessment/home-assessment.limits';
import type { Correction, StaffAssessmentItem } from '@shared/home-assessment/home-assessment.schema';
import { formatDate, formatDateTime } from '@client/lib/format';
import { statusLook } from '@client/lib/status-looks';
import { useDecideCorrection } from '../api/use-decide-correction';
import { PhotoThumbnails } from './photo-thumbnails';

interface CorrectionPanelProps {
  familyId: string;
  item: StaffAssessmentItem;
  correction: Correction;
  /** Accept and Ask again, offered while the family's answer waits for the caseworker. */
  editable: boolean;
}

/** Ask again: what is still missing (the family reads it) and, if it helps, a new due date. */
function AskAgainForm({
  familyId,
  item,
  onDone,
}: {
  familyId: string;
  item: StaffAssessmentItem;
  onDone: () => void;
}) {
  const decision = useDecideCorrection(familyId, item.key);
  const [reply, setReply] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [tried, setTried] = useState(false);
  const today = agencyDate(new Date());
  const missing = reply.trim() === '';
  const pastDate = dueDate !== '' && dueDate < today;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (missing || pastDate) return;
    decision.decide(
      { decision: 'ask_again', reply: reply.trim(), dueDate: dueDate || undefined, version: item.version },
      onDone,
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="What is still missing"
          description="The family reads this with the item."
          required
          autosize
          minRows={2}
          maxLength={ASSESSMENT_NOTE_MAX}
          value={reply}
          error={tried && missing ? 'Tell the family what is still missing.' : null}
          onChange={(event) => setReply(event.currentTarget.value)}
          data-autofocus
        />
        <TextInput
          type="date"
          label="New due date (optional)"
          min={today}
          value={dueDate}
          error={tried && pastDate ? 'The due date cannot be in the past.' : null}
          onChange={(event) => setDueDate(event.currentTarget.value)}
        />
        <Group gap="xs" grow>
          <Button variant="default" size="md" onClick={onDone} disabled={decision.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="md" color="orange" loading={decision.isPending}>
            Ask again
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An item's correction: where it is, the family's answer with its photos, and Accept / Ask again. */
export function CorrectionPanel({ familyId, item, correction, editable }: CorrectionPanelProps) {
  const decision = useDecideCorrection(familyId, item.key);
  const [askingAgain, setAskingAgain] = useState(false);
  const look = statusLook('correction', correction.status);
  const familyPhotos = item.photos.filter((photo) => photo.source === 'family');
  const decides = editable && correction.status === 'answered';

  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      <Stack gap="xs">
        <Group gap="xs" justify="space-between">
          <Text size="sm" fw={600}>
            Correction
          </Text>
          <Badge color={look.color} variant="light">
            {look.label}
          </Badge>
        </Group>
        <Text size="sm">
          Due {formatDate(correction.dueDate)}
          {correction.decidedAt && correction.status === 'accepted'
            ? ` · accepted ${formatDateTime(correction.decidedAt)}`
            : ''}
        </Text>
        {correction.staffReply && (
          <Text size="sm">
            <Text span fw={600}>
              Asked again:{' '}
            </Text>
            {correction.staffReply}
          </Text>
        )}
        {correction.answeredAt && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              The family answered {formatDateTime(correction.answeredAt)}
            </Text>
            {correction.familyNote ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {correction.familyNote}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                No note.
              </Text>
            )}
          </Stack>
        )}
        <PhotoThumbnails photos={familyPhotos} itemName={`${item.name} (the family's photos)`} />
        {decides &&
          (askingAgain ? (
            <AskAgainForm familyId={familyId} item={item} onDone={() => setAskingAgain(false)} />
          ) : (
            <Group gap="xs" grow>
              <Button
                size="md"
                color="teal"
                loading={decision.isPending}
                onClick={() => decision.decide({ decision: 'accept', version: item.version })}
              >
                Accept
              </Button>
              <Button
                size="md"
                variant="light"
                color="orange"
                disabled={decision.isPending}
                onClick={() => setAskingAgain(true)}
              >
                Ask again
              </Button>
            </Group>
          ))}
      </Stack>
    </Paper>
  );
}
