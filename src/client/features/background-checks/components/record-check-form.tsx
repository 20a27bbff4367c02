import { useState, type FormEvent } from 'react';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { FamilyChecks, StaffCheck } from '@shared/background-checks/background-checks.schema';
import { CHECK_NOTE_MAX } from '@shared/background-checks/background-checks.limits';
import type { RecordedStatus } from '@shared/background-checks/background-check-rules';
import { FormActions } from '@client/components/form-actions';
import { useRecordCheck, type CheckTarget } from '../api/use-check-mutations';
import { recordBody, recordFormValues, recordOptions } from '../utils/check-rules';

interface RecordCheckFormProps {
  familyId: string;
  target: CheckTarget;
  check: StaffCheck;
  receipts: FamilyChecks['receipts'];
  onDone: () => void;
}

/** Record result: a status the check may move to, its dates, a note and the Live Scan receipt. */
export function RecordCheckForm({ familyId, target, check, receipts, onDone }: RecordCheckFormProps) {
  const record = useRecordCheck(familyId, target);
  const [values, setValues] = useState(() => recordFormValues(check));
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));
  const options = recordOptions(check.status);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.status) return;
    record.mutate(recordBody({ ...values, status: values.status }, check.version), {
      // A conflict refetches the check: close so the fresh one shows.
      onSettled: (_result, error) => {
        if (!error || (error as { status?: number }).status === 409) onDone();
      },
    });
  }

  const dateField = (label: string, key: 'submittedDate' | 'expectedDate' | 'resultDate') => (
    <TextInput
      type="date"
      label={label}
      value={values[key]}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Select
          label="Status"
          required
          data={options}
          value={values.status}
          onChange={(value) => set({ status: value as RecordedStatus | null })}
          allowDeselect={false}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {dateField('Submitted', 'submittedDate')}
          {dateField('Expected', 'expectedDate')}
          {dateField('Result date', 'resultDate')}
        </SimpleGrid>
        <Select
          label="Live Scan receipt"
          placeholder={receipts.length === 0 ? 'No receipts on file' : 'None'}
          data={receipts.map((receipt) => ({
            value: receipt.id,
            label: receipt.memberName ? `${receipt.name} — ${receipt.memberName}` : receipt.name,
          }))}
          value={values.receiptDocumentId}
          onChange={(value) => set({ receiptDocumentId: value })}
          clearable
          disabled={receipts.length === 0}
        />
        <Textarea
          label="Note"
          autosize
          minRows={2}
          maxLength={CHECK_NOTE_MAX}
          value={values.note}
          onChange={(e) => set({ note: e.currentTarget.value })}
        />
        <FormActions onCancel={onDone} submitLabel="Save result" submitting={record.isPending} mt="xs" />
      </Stack>
    </form>
  );
}
