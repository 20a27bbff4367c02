import { useState } from 'react';
import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { StaffDocumentDetail } from '@shared/documents/documents.schema';
import { daysAfter, expiryDate } from '@shared/documents/expiry';
import { FormActions } from '@client/components/form-actions';

type ApprovedDocument = Pick<
  StaffDocumentDetail,
  'documentName' | 'mismatch' | 'validityMonths' | 'status' | 'expiresOn'
>;

/** What the date field says about where its date comes from. */
function expiryHint(document: ApprovedDocument, familyDate: boolean): string {
  if (familyDate)
    return 'The family entered this date from the document; change it if the document says otherwise.';
  if (document.validityMonths)
    return `Valid for ${document.validityMonths} months from today; change the date if the document says otherwise.`;
  return 'Optional: the last day this copy is valid, if it has one.';
}

interface ApproveFormProps {
  document: ApprovedDocument;
  submitting: boolean;
  onCancel: () => void;
  /** The expiry date staff entered (YYYY-MM-DD), or undefined for the item's own validity period or none. */
  onApprove: (expiresOn: string | undefined) => void;
}

/** Inside the modal, so every opening starts from the copy's own expiry date (the family's, if it gave one). */
function ApproveForm({ document, submitting, onCancel, onApprove }: ApproveFormProps) {
  const today = new Date();
  // A handed-in copy's date is the one the family read off it; an approved copy's is its current expiry.
  const familyDate = document.status === 'submitted' && document.expiresOn !== null;
  const [expiresOn, setExpiresOn] = useState(
    document.expiresOn ?? (document.validityMonths ? expiryDate(today, document.validityMonths) : ''),
  );
  const tomorrow = daysAfter(today, 1);
  const error = expiresOn && expiresOn < tomorrow ? 'The expiry date must be after today.' : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!error) onApprove(expiresOn || undefined);
      }}
    >
      <Stack gap="md">
        {document.mismatch && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="Likely mismatch"
          >
            Processing read this file as something other than {document.documentName}. Check that it is the
            right document before you approve it.
          </Alert>
        )}
        <TextInput
          type="date"
          label="Expires on"
          description={expiryHint(document, familyDate)}
          value={expiresOn}
          min={tomorrow}
          onChange={(event) => setExpiresOn(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Text size="xs" c="dimmed">
          The family is reminded 60 and 30 days before the copy expires.
        </Text>
        <FormActions
          onCancel={onCancel}
          submitLabel={document.mismatch ? 'Approve anyway' : 'Approve'}
          submitting={submitting}
          submitColor="teal"
        />
      </Stack>
    </form>
  );
}

interface ApproveDocumentModalProps extends ApproveFormProps {
  opened: boolean;
}

/**
 * Approving a document flagged as a likely mismatch asks for a confirmation; an item with a validity period
 * shows the expiry date it will get, which staff may change.
 */
export function ApproveDocumentModal({ opened, ...form }: ApproveDocumentModalProps) {
  return (
    <Modal opened={opened} onClose={form.onCancel} title={`Approve ${form.document.documentName}`}>
      <ApproveForm {...form} />
    </Modal>
  );
}
