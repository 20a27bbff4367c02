import { Suspense, useMemo, useState } from 'react';
import type { MemberItem } from '@shared/member-accounts/member-accounts.schema';
import type { UploadTarget } from '@client/features/documents/api/upload-document';
import { LazyUploadDialog as UploadDialog } from '@client/features/documents/components/lazy-upload-dialog';
import { MyItemsView } from '@client/features/member-accounts/components/my-items-view';
import { useOpenChecklistForm } from '@client/features/signing/api/family-signing';

/**
 * The upload's slot: the item itself. Its journey step is not the member's to read and the server takes the
 * item's own when `documentId` names it, so the field is only filled.
 */
const uploadTargetOf = (item: MemberItem): UploadTarget => ({
  documentId: item.id,
  stepId: 1,
  documentName: item.documentName,
});

/**
 * /family/my-items (issue 44): an adult's own account's forms and files; a form opens the signing feature's page,
 * a file the documents feature's upload dialog.
 */
export function Component() {
  const openForm = useOpenChecklistForm();
  const [upload, setUpload] = useState<UploadTarget | null>(null);
  const actions = useMemo(
    () => ({ onOpenForm: openForm, onUpload: (item: MemberItem) => setUpload(uploadTargetOf(item)) }),
    [openForm],
  );
  return (
    <>
      <MyItemsView actions={actions} />
      {upload && (
        <Suspense>
          <UploadDialog opened ownItem target={upload} onClose={() => setUpload(null)} />
        </Suspense>
      )}
    </>
  );
}
