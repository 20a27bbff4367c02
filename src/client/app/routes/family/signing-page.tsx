import { Navigate, useParams } from 'react-router';
import { PATHS } from '@shared/paths';
import { SigningView } from '@client/features/signing/components/family/signing-view';
import { useAuth } from '@client/lib/auth/use-auth';

/**
 * /documents/sign/:documentId; without an id the family goes home (spec 02 §2). An adult's own account (issue 44)
 * signs its own items here and goes back to My Items.
 */
export function Component() {
  const { documentId } = useParams();
  const ownAccount = Boolean(useAuth().session?.user.memberId);
  if (!documentId) return <Navigate to={PATHS.familyDashboard} replace />;
  return <SigningView key={documentId} documentId={documentId} ownAccount={ownAccount} />;
}
