import { useState } from 'react';
import { Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { REJECTION_REASON_MAX, REJECTION_REASON_MIN } from '@shared/documents/documents.limits';
import {
  composeRejectionReason,
  REJECTION_PRESETS,
  rejectionPresetText,
  type RejectionPreset,
} from '@shared/documents/rejection-reasons';
import { FormActions } from '@client/components/form-actions';
import { rejectionReasonError } from '../utils/rejection-reason';

interface RejectFormProps {
  submitting: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** Inside the modal, so every opening starts with an empty reason. */
function RejectForm({ submitting, onCancel, onReject }: RejectFormProps) {
  const [preset, setPreset] = useState<RejectionPreset | ''>('');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const reason = composeRejectionReason(preset || null, note);
  const error = touched ? rejectionReasonError(reason) : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (rejectionReasonError(reason) === null) onReject(reason);
      }}
    >
      <Stack gap="md">
        <NativeSelect
          label="Common reason"
          description="Families read it in their own language."
          value={preset}
          onChange={(event) => setPreset(event.currentTarget.value as RejectionPreset | '')}
          data={[
            { value: '', label: 'None: I will write the reason' },
            ...REJECTION_PRESETS.map((value) => ({ value, label: rejectionPresetText(value) })),
          ]}
          data-autofocus
        />
        <Textarea
          label={preset ? 'Reason (optional, shown below the common reason)' : 'Reason'}
          description="The family sees this as you write it and can upload a replacement."
          placeholder="For example: The page is cut off. Please upload all pages."
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={error}
          required={!preset}
          autosize
          minRows={3}
          maxLength={REJECTION_REASON_MAX}
        />
        <Text size="xs" c="dimmed" ta="right">
          {reason.length} / {REJECTION_REASON_MAX} characters (at least {REJECTION_REASON_MIN})
        </Text>
        <FormActions
          onCancel={onCancel}
          submitLabel="Reject document"
          submitting={submitting}
          submitColor="red"
        />
      </Stack>
    </form>
  );
}

interface RejectDocumentModalProps extends RejectFormProps {
  opened: boolean;
  documentName: string;
}

/** Rejecting needs a reason (3–500 characters); the family reads it and can upload a replacement. */
export function RejectDocumentModal({ opened, documentName, ...form }: RejectDocumentModalProps) {
  return (
    <Modal opened={opened} onClose={form.onCancel} title={`Reject ${documentName}`}>
      <RejectForm {...form} />
    </Modal>
  );
}
