import { lazy, Suspense, useMemo, useState } from 'react';
import type { UploadRequest } from '@client/features/family-portal/components/dashboard-actions';
import { FamilyDashboardView } from '@client/features/family-portal/components/family-dashboard-view';

// The upload dialog (camera, image handling) loads on first use, not with the dashboard.
const UploadDialog = lazy(async () => ({
  default: (await import('@client/features/documents/components/upload-dialog')).UploadDialog,
}));

/** /family: the dashboard; its upload entry points open the documents feature's upload dialog. */
export function FamilyDashboardPage() {
  const [upload, setUpload] = useState<{ target: UploadRequest | null } | null>(null);
  const actions = useMemo(
    () => ({ onUploadDocument: (target: UploadRequest | null) => setUpload({ target }) }),
    [],
  );

  return (
    <>
      <FamilyDashboardView actions={actions} />
      {upload && (
        <Suspense>
          <UploadDialog opened target={upload.target} onClose={() => setUpload(null)} />
        </Suspense>
      )}
    </>
  );
}
