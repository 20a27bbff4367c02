import { useId, useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconCheck, IconX } from '@tabler/icons-react';
import { HOUSEHOLD_CHANGE_NOTE_MAX } from '@shared/household-changes/household-changes.limits';
import type { HouseholdChange } from '@shared/household-changes/household-changes.schema';
import { QueryContent } from '@client/components/query-content';
import { formatDate, formatDateTime } from '@client/lib/format';
import { statusLook } from '@client/lib/status-looks';
import { useDecideHouseholdChange, useHouseholdChanges } from '../api/use-household-changes';
import { acceptEffect, changeFacts, changeTitle } from '../utils/household-change-text';

/** Declining tells the family why: the note is required. */
function DeclineDialog({
  change,
  pending,
  onDecline,
  onClose,
}: {
  change: HouseholdChange | null;
  pending: boolean;
  onDecline: (note: string) => void;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setNote('');
    setMissing(false);
    onClose();
  };
  return (
    <Modal opened={change !== null} onClose={close} title="Decline the proposed change">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (note.trim() === '') setMissing(true);
          else onDecline(note.trim());
        }}
      >
        <Stack gap="sm">
          {change && <Text size="sm">{changeTitle(change)}. The household stays as it is.</Text>}
          <Textarea
            label="Note to the family"
            description="The family reads it with the decision."
            required
            data-autofocus
            autosize
            minRows={3}
            maxLength={HOUSEHOLD_CHANGE_NOTE_MAX}
            value={note}
            error={missing ? 'Say why the change is not accepted' : undefined}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setMissing(false);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={pending}>
              Decline change
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface ChangeCardProps {
  change: HouseholdChange;
  readOnly: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

function ChangeCard({ change, readOnly, onAccept, onDecline }: ChangeCardProps) {
  const titleId = useId();
  const title = changeTitle(change);
  const decided =
    change.decidedAt &&
    `${change.status === 'withdrawn' ? 'Withdrawn' : 'Decided'} ${formatDateTime(change.decidedAt)}${change.decidedBy ? ` by ${change.decidedBy}` : ''}`;
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title id={titleId} order={3} fz="sm" style={{ overflowWrap: 'anywhere' }} miw={0} flex={1}>
            {title}
          </Title>
          <Badge variant="light" color={statusLook('householdChange', change.status).color}>
            {statusLook('householdChange', change.status).label}
          </Badge>
        </Group>
        {changeFacts(change, formatDate).map((fact) => (
          <Text key={fact} size="sm">
            {fact}
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          Proposed {formatDateTime(change.proposedAt)}
          {change.proposedBy ? ` by ${change.proposedBy}` : ''}
        </Text>
        {change.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            Family&apos;s note: {change.note}
          </Text>
        )}
        {decided && (
          <Text size="xs" c="dimmed">
            {decided}
          </Text>
        )}
        {change.decisionNote && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            Note to the family: {change.decisionNote}
          </Text>
        )}
        {change.status === 'proposed' && !readOnly && (
          <Group justify="flex-end" gap="xs" mt={4}>
            <Button
              size="sm"
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              aria-label={`Decline: ${title}`}
              onClick={onDecline}
            >
              Decline
            </Button>
            <Button
              size="sm"
              leftSection={<IconCheck size={16} aria-hidden />}
              aria-label={`Accept: ${title}`}
              onClick={onAccept}
            >
              Accept
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * "Proposed changes" on the family page's household section (issue 44): what the family proposed, newest first;
 * a waiting one is accepted (after a confirmation saying what it does) or declined with a note for the family.
 */
export function ProposedChanges({ familyId, readOnly }: { familyId: string; readOnly: boolean }) {
  const changes = useHouseholdChanges(familyId);
  const decide = useDecideHouseholdChange(familyId);
  const [declining, setDeclining] = useState<HouseholdChange | null>(null);
  const headingId = useId();
  const waiting = changes.data?.items.filter((change) => change.status === 'proposed').length ?? 0;

  function confirmAccept(change: HouseholdChange) {
    openConfirmModal({
      title: 'Accept the proposed change',
      children: <Text size="sm">{acceptEffect(change)}</Text>,
      labels: { confirm: 'Accept change', cancel: 'Cancel' },
      onConfirm: () => decide.mutate({ change, body: { decision: 'accept' } }),
    });
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Group gap="xs">
        <Title id={headingId} order={2} fz="md">
          Proposed changes
        </Title>
        {waiting > 0 && (
          <Badge variant="light" color="yellow">
            {waiting} waiting
          </Badge>
        )}
      </Group>
      {changes.data?.homeAddress && <Text size="sm">Address on file: {changes.data.homeAddress}</Text>}
      <QueryContent
        query={changes}
        errorTitle="Unable to load the proposed changes"
        loadingLabel="Loading proposed changes"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            The family has not proposed any changes to its household.
          </Text>
        }
      >
        {(data) => (
          <Stack gap="xs">
            {data.items.map((change) => (
              <ChangeCard
                key={change.id}
                change={change}
                readOnly={readOnly}
                onAccept={() => confirmAccept(change)}
                onDecline={() => setDeclining(change)}
              />
            ))}
          </Stack>
        )}
      </QueryContent>
      <DeclineDialog
        key={declining?.id}
        change={declining}
        pending={decide.isPending}
        onClose={() => setDeclining(null)}
        onDecline={(note) =>
          declining &&
          decide.mutate(
            { change: declining, body: { decision: 'decline', note } },
            { onSuccess: () => setDeclining(null) },
          )
        }
      />
    </Stack>
  );
}
