import { Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type {
  MessageRequest,
  UploadRequest,
} from '@client/features/family-portal/components/dashboard-actions';
import { FamilyDashboardView } from '@client/features/family-portal/components/family-dashboard-view';
import { LazyUploadDialog as UploadDialog } from '@client/features/documents/components/lazy-upload-dialog';
import {
  MyApprovalSection,
  useMyApprovalReady,
} from '@client/features/family-approval/components/my-approval-section';
import { LazyNewMessageDialog as NewMessageDialog } from '@client/features/messages/components/lazy-new-message-dialog';
import { useOpenChecklistForm } from '@client/features/signing/api/family-signing';

/** The search parameter that opens the upload dialog for one document (`/family?upload=<documentId>`). */
const UPLOAD_PARAM = 'upload';

interface OpenUpload {
  target: UploadRequest | null;
  /** Preselects this item in a dialog opened without a target (links in the bell and e-mails). */
  initialDocumentId?: string;
}

/**
 * `?upload=<documentId>` opens the upload dialog with that item chosen (`?upload=` with none: the sidebar's
 * Upload Files), then leaves the address.
 */
function useUploadLink(open: (upload: OpenUpload) => void) {
  const [params, setParams] = useSearchParams();
  const documentId = params.get(UPLOAD_PARAM);
  useEffect(() => {
    if (documentId === null) return;
    open({ target: null, initialDocumentId: documentId || undefined });
    setParams(
      (current) => {
        current.delete(UPLOAD_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [documentId, open, setParams]);
}

/**
 * /family: the dashboard, with My Approval (the family-approval feature) above its tiles; its upload entry points
 * open the documents feature's upload dialog, its message buttons the composer of Messages.
 */
export function Component() {
  const [upload, setUpload] = useState<OpenUpload | null>(null);
  const [message, setMessage] = useState<MessageRequest | null>(null);
  const [composerLoaded, setComposerLoaded] = useState(false);
  const openForm = useOpenChecklistForm();
  const actions = useMemo(
    () => ({
      onUploadDocument: (target: UploadRequest | null) => setUpload({ target }),
      onOpenForm: openForm,
      onWriteMessage: (request: MessageRequest) => {
        setComposerLoaded(true);
        setMessage(request);
      },
    }),
    [openForm],
  );
  useUploadLink(setUpload);
  const approvalReady = useMyApprovalReady();

  return (
    <>
      <FamilyDashboardView actions={actions} approval={<MyApprovalSection />} approvalReady={approvalReady} />
      {upload && (
        <Suspense>
          <UploadDialog
            opened
            target={upload.target}
            initialDocumentId={upload.initialDocumentId}
            onClose={() => setUpload(null)}
          />
        </Suspense>
      )}
      {composerLoaded && (
        <Suspense>
          <NewMessageDialog request={message} onClose={() => setMessage(null)} />
        </Suspense>
      )}
    </>
  );
}
