import { Suspense, useMemo, useState } from 'react';
import type { MemberItem } from '@shared/member-accounts/member-accounts.schema';
import type { UploadTarget } from '@client/features/documents/api/upload-document';
import { LazyUploadDialog as UploadDialog } from '@client/features/documents/components/lazy-upload-dialog';
import { MyItemsView } from '@client/features/member-accounts/components/my-items-view';
import { useOpenChecklistForm } from '@client/features/signing/api/family-signing';

/** The upload's slot: the item itself. */
const uploadTargetOf = (item: MemberItem): UploadTarget => ({
  documentId: item.id,
  stepId: item.stepId,
  documentName: item.documentName,
});

/**
 * /family/my-items (issue 44): an adult's own account's forms and files; a form opens the signing feature's page,
 * a file the documents feature's upload dialog.
 */
export function Component() {
  const openForm = useOpenChecklistForm();
  const [upload, setUpload] = useState<MemberItem | null>(null);
  const actions = useMemo(() => ({ onOpenForm: openForm, onUpload: setUpload }), [openForm]);
  return (
    <>
      <MyItemsView actions={actions} />
      {upload && (
        <Suspense>
          <UploadDialog
            opened
            ownItem={{ expires: upload.expires }}
            target={uploadTargetOf(upload)}
            onClose={() => setUpload(null)}
          />
        </Suspense>
      )}
    </>
  );
}
