import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_COMMENT_MAX } from '@shared/decisions/decision-rules';

interface ReturnReportModalProps {
  opened: boolean;
  returning: boolean;
  error: string | null;
  onCancel: () => void;
  onReturn: (comments: string) => void;
}

function ReturnForm({ returning, error, onCancel, onReturn }: Omit<ReturnReportModalProps, 'opened'>) {
  const [comments, setComments] = useState('');
  const blank = comments.trim() === '';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank) onReturn(comments.trim());
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          The report goes back to the caseworker as Returned, with your comments; they change it, sign and
          submit it again.
        </Text>
        <Textarea
          label="Comments for the caseworker"
          required
          autosize
          minRows={4}
          maxLength={REVIEW_COMMENT_MAX}
          value={comments}
          onChange={(event) => setComments(event.currentTarget.value)}
          data-autofocus
        />
        {error && (
          <Alert color="red" variant="light" p="sm" title="Not returned">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={returning}>
            Cancel
          </Button>
          <Button type="submit" disabled={blank} loading={returning}>
            Return to the caseworker
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The supervisor sends a submitted report back with what to change. */
export function ReturnReportModal({ opened, ...form }: ReturnReportModalProps) {
  return (
    <Modal opened={opened} onClose={form.onCancel} title="Return with comments" size="lg">
      {opened && <ReturnForm {...form} />}
    </Modal>
  );
}
