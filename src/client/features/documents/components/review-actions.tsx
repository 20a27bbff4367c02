import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { StaffDocumentDetail } from '@shared/documents/documents.schema';
import { useReviewDocument } from '../api/use-document-actions';
import { ApproveDocumentModal } from './approve-document-modal';
import { RejectDocumentModal } from './reject-document-modal';

/** Handed-in uploads and signed forms can be reviewed; a later decision replaces an earlier one. */
const REVIEWABLE = new Set(['submitted', 'approved', 'rejected']);
/** A rejected form is the family's draft again: it is reviewed once it is signed and submitted again. */
const FORM_REVIEWABLE = new Set(['completed', 'approved']);

function isReviewable(document: StaffDocumentDetail): boolean {
  if (document.documentType === 'upload') return document.hasFile && REVIEWABLE.has(document.status);
  return FORM_REVIEWABLE.has(document.status);
}

/**
 * Approve (in a dialog when the file is a likely mismatch or the item expires), or reject with a reason in a
 * dialog.
 */
export function ReviewActions({ document }: { document: StaffDocumentDetail }) {
  const [rejecting, reject] = useDisclosure(false);
  const [approving, approve] = useDisclosure(false);
  const asksFirst = document.mismatch || document.validityMonths !== null;
  const review = useReviewDocument(document);

  if (!isReviewable(document)) return null;
  return (
    <Group gap="xs">
      <Button
        color="teal"
        leftSection={<IconCheck size={16} aria-hidden />}
        disabled={document.status === 'approved'}
        loading={!approving && review.isPending && review.variables.decision === 'approve'}
        onClick={() => (asksFirst ? approve.open() : review.mutate({ decision: 'approve' }))}
      >
        Approve
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconX size={16} aria-hidden />}
        disabled={document.status === 'rejected' || review.isPending}
        onClick={reject.open}
      >
        Reject
      </Button>
      <ApproveDocumentModal
        opened={approving}
        document={document}
        submitting={review.isPending}
        onCancel={approve.close}
        onApprove={(expiresOn) =>
          review.mutate({ decision: 'approve', expiresOn }, { onSuccess: approve.close })
        }
      />
      <RejectDocumentModal
        opened={rejecting}
        documentName={document.documentName}
        submitting={review.isPending}
        onCancel={reject.close}
        onReject={(reason) => review.mutate({ decision: 'reject', reason }, { onSuccess: reject.close })}
      />
    </Group>
  );
}
