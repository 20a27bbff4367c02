import { Navigate, useParams } from 'react-router';
import { PATHS } from '@shared/paths';
import { SigningView } from '@client/features/signing/components/family/signing-view';

/** /documents/sign/:documentId; without an id the family goes home (spec 02 §2). */
export function Component() {
  const { documentId } = useParams();
  if (!documentId) return <Navigate to={PATHS.familyDashboard} replace />;
  return <SigningView key={documentId} documentId={documentId} />;
}
