import { useParams } from 'react-router';
import { StaffDocumentDetail } from '@client/features/documents/components/staff-document-detail';
import { StaffFormView } from '@client/features/signing/components/staff/staff-form-view';

/** /staff/documents/:documentId (the staff layout checks its permission, from STAFF_PAGES). */
export function Component() {
  const { documentId = '' } = useParams();
  return (
    <StaffDocumentDetail
      key={documentId}
      documentId={documentId}
      formView={(id) => <StaffFormView documentId={id} />}
    />
  );
}
