import { useState } from 'react';
import { Alert, Button, Group, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  DECISION_REASONS_MAX,
  DECISION_TEXT_MAX,
  STATUS_AFTER,
  documentOf,
  needsReasons,
  type DecisionKind,
} from '@shared/decisions/decision-rules';
import type { DecisionFile } from '@shared/decisions/decisions.schema';
import { errorMessage } from '@client/lib/api-client';
import { statusLook } from '@client/lib/status-looks';
import { useDecide } from '../api/use-decide';
import { DECISION_WORDS, GATE_LABELS } from '../utils/decision-labels';
import { capacityLine } from '../utils/report-form';

/** What the decision issues, in a sentence. */
function documentNote(kind: DecisionKind, appealDays: DecisionFile['appealDays']): string | null {
  const document = documentOf(kind);
  if (document === 'certificate')
    return 'A Certificate of Approval will be issued: sealed, e-mailed to the family and shown on My Approval.';
  if (document === 'notice') {
    const days = kind === 'rescind' ? appealDays.rescind : appealDays.deny;
    return `A Notice of Action in the family's language will be sealed and e-mailed to the family: it may ask for a hearing within ${days} days of today.`;
  }
  return null;
}

const DESTRUCTIVE: readonly DecisionKind[] = ['deny', 'withdraw', 'rescind'];

export interface DecideFormProps {
  familyId: string;
  kind: DecisionKind;
  file: DecisionFile;
  onDone: () => void;
}

/** The decision's consequences, its reasons and explanation where it needs them, and the server's refusal. */
export function DecideForm({ familyId, kind, file, onDone }: DecideFormProps) {
  const decide = useDecide(familyId);
  const [reasons, setReasons] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const words = DECISION_WORDS[kind];
  const withReasons = needsReasons(kind);
  const reasonsError = withReasons && reasons.length === 0 ? 'Choose at least one reason' : null;
  const textError = withReasons && text.trim() === '' ? 'Explain the decision to the family' : null;
  const openGates = kind === 'approve' ? file.gates.filter((gate) => gate.open) : [];
  const capacity = file.report?.capacity;
  const note = documentNote(kind, file.appealDays);

  function submit() {
    setTried(true);
    if (reasonsError || textError) return;
    decide.mutate(
      { kind, reasons, text: text.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', title: 'Decision recorded', message: `${words.past}.` });
          onDone();
        },
      },
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <Text size="sm">
          The family&apos;s status becomes {statusLook('family', STATUS_AFTER[kind]).label}. A decision is
          never changed afterwards: a later decision supersedes it.
        </Text>
        {note && <Text size="sm">{note}</Text>}
        {kind === 'approve' && capacity && (
          <Text size="sm">
            <strong>Capacity:</strong> {capacityLine(capacity)}
          </Text>
        )}
        {openGates.length > 0 && (
          <Alert color="yellow" variant="light" p="sm" title="Gates still open">
            {openGates.map((gate) => GATE_LABELS[gate.key]).join(', ')}: Haven refuses the approval until they
            are met.
          </Alert>
        )}
        {withReasons && (
          <>
            <MultiSelect
              label="Reasons"
              required
              data={file.reasons
                .filter((reason) => reason.active)
                .map((reason) => ({ value: reason.key, label: reason.label }))}
              value={reasons}
              onChange={setReasons}
              maxValues={DECISION_REASONS_MAX}
              error={tried ? reasonsError : null}
              comboboxProps={{ withinPortal: true }}
            />
            <Textarea
              label={
                documentOf(kind) === 'notice'
                  ? 'Explanation for the family — shown on the notice'
                  : 'Explanation for the family — shown on My Approval'
              }
              required
              autosize
              minRows={4}
              maxLength={DECISION_TEXT_MAX}
              value={text}
              error={tried ? textError : null}
              onChange={(event) => setText(event.currentTarget.value)}
            />
          </>
        )}
        {decide.isError && (
          <Alert color="red" variant="light" p="sm" title="Not decided">
            {errorMessage(decide.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={decide.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            color={DESTRUCTIVE.includes(kind) ? 'red' : undefined}
            loading={decide.isPending}
          >
            {words.title}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
