import { useState, type FormEvent } from 'react';
import { Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { StaffCheck } from '@shared/background-checks/background-checks.schema';
import {
  CHECK_NOTE_MAX,
  DOCUMENTS_CONSIDERED_MAX,
  EXEMPTION_REASON_MAX,
  EXEMPTION_REASON_MIN,
  OFFENCE_CATEGORY_MAX,
} from '@shared/background-checks/background-checks.limits';
import { FormActions } from '@client/components/form-actions';
import { useDecideExemption, useRequestExemption, type CheckTarget } from '../api/use-check-mutations';

interface ExemptionFormProps {
  familyId: string;
  target: CheckTarget;
  check: StaffCheck;
  onDone: () => void;
}

/** Request exemption: the offence category, the documents considered and a note. */
export function ExemptionRequestForm({ familyId, target, check, onDone }: ExemptionFormProps) {
  const request = useRequestExemption(familyId, target);
  const [offenceCategory, setOffence] = useState('');
  const [documentsConsidered, setDocuments] = useState('');
  const [requestNote, setNote] = useState('');
  const [tried, setTried] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!offenceCategory.trim() || !documentsConsidered.trim()) return;
    request.mutate(
      {
        offenceCategory: offenceCategory.trim(),
        documentsConsidered: documentsConsidered.trim(),
        requestNote: requestNote.trim() || null,
        version: check.version,
      },
      { onSuccess: onDone },
    );
  }

  const missing = (value: string) => (tried && !value.trim() ? 'Required' : null);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Offence category"
          required
          maxLength={OFFENCE_CATEGORY_MAX}
          value={offenceCategory}
          error={missing(offenceCategory)}
          onChange={(e) => setOffence(e.currentTarget.value)}
        />
        <Textarea
          label="Documents considered"
          required
          autosize
          minRows={2}
          maxLength={DOCUMENTS_CONSIDERED_MAX}
          value={documentsConsidered}
          error={missing(documentsConsidered)}
          onChange={(e) => setDocuments(e.currentTarget.value)}
        />
        <Textarea
          label="Note"
          autosize
          minRows={2}
          maxLength={CHECK_NOTE_MAX}
          value={requestNote}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <FormActions
          onCancel={onDone}
          submitLabel="Request exemption"
          submitting={request.isPending}
          mt="xs"
        />
      </Stack>
    </form>
  );
}

/** Decide exemption: Grant or Deny with a reason, then a confirmation (the decision is final). */
export function ExemptionDecisionForm({ familyId, target, check, onDone }: ExemptionFormProps) {
  const decide = useDecideExemption(familyId, target);
  const [decision, setDecision] = useState<'granted' | 'denied'>('granted');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [tried, setTried] = useState(false);
  const short = reason.trim().length < EXEMPTION_REASON_MIN;
  const exemption = check.details?.exemption;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (short) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    decide.mutate({ decision, reason: reason.trim(), version: check.version }, { onSettled: onDone });
  }

  const verb = decision === 'granted' ? 'Grant' : 'Deny';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {exemption && (
          <Text size="sm">
            {exemption.offenceCategory} — {exemption.documentsConsidered}
          </Text>
        )}
        <SegmentedControl
          aria-label="Decision"
          value={decision}
          onChange={(value) => {
            setDecision(value as 'granted' | 'denied');
            setConfirming(false);
          }}
          data={[
            { value: 'granted', label: 'Grant' },
            { value: 'denied', label: 'Deny' },
          ]}
          disabled={confirming}
        />
        <Textarea
          label="Reason"
          required
          autosize
          minRows={2}
          maxLength={EXEMPTION_REASON_MAX}
          value={reason}
          readOnly={confirming}
          error={tried && short ? `At least ${EXEMPTION_REASON_MIN} characters` : null}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {confirming ? (
          <Stack gap="xs" role="alert">
            <Text size="sm" fw={500}>
              {verb} the exemption for {check.typeName}? This decision is final.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)} disabled={decide.isPending}>
                Back
              </Button>
              <Button
                type="submit"
                color={decision === 'denied' ? 'red' : undefined}
                loading={decide.isPending}
              >
                Yes, {verb.toLowerCase()}
              </Button>
            </Group>
          </Stack>
        ) : (
          <FormActions
            onCancel={onDone}
            submitLabel={`${verb} exemption`}
            submitColor={decision === 'denied' ? 'red' : undefined}
            submitting={false}
            mt="xs"
          />
        )}
      </Stack>
    </form>
  );
}
