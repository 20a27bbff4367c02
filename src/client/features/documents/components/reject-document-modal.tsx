import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { REASON_MAX_LENGTH, REASON_MIN_LENGTH, rejectionReasonError } from '../utils/rejection-reason';

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
          maxLength={REASON_MAX_LENGTH}
          data-autofocus
        />
        <Text size="xs" c="dimmed" ta="right">
          {reason.trim().length} / {REASON_MAX_LENGTH} characters (at least {REASON_MIN_LENGTH})
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={submitting}>
            Reject document
          </Button>
        </Group>
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
