import { useState } from 'react';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { REJECTION_REASON_MAX, REJECTION_REASON_MIN } from '@shared/documents/documents.limits';
import { FormActions } from '@client/components/form-actions';
import { rejectionReasonError } from '../utils/rejection-reason';

interface RejectFormProps {
  submitting: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** Inside the modal, so every opening starts with an empty reason. */
function RejectForm({ submitting, onCancel, onReject }: RejectFormProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? rejectionReasonError(reason) : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (rejectionReasonError(reason) === null) onReject(reason.trim());
      }}
    >
      <Stack gap="md">
        <Textarea
          label="Reason"
          description="The family sees this reason and can upload a replacement."
          placeholder="For example: The page is cut off. Please upload all pages."
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={error}
          required
          autosize
          minRows={3}
          maxLength={REJECTION_REASON_MAX}
          data-autofocus
        />
        <Text size="xs" c="dimmed" ta="right">
          {reason.trim().length} / {REJECTION_REASON_MAX} characters (at least {REJECTION_REASON_MIN})
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
