import { useParams } from 'react-router';
import { hasPermission } from '@shared/auth/permissions';
import { AccessDenied } from '@client/components/staff-layout/access-denied';
import { StaffDocumentDetail } from '@client/features/documents/components/staff-document-detail';
import { useAuth } from '@client/lib/auth/use-auth';

/**
 * /staff/documents/:documentId. The staff layout guards only the sidebar's paths, so this page checks
 * manage_documents itself (the server refuses without it as well).
 */
export function StaffDocumentDetailPage() {
  const { documentId = '' } = useParams();
  const { permissions } = useAuth();
  if (!hasPermission(permissions, 'manage_documents')) return <AccessDenied />;
  return <StaffDocumentDetail key={documentId} documentId={documentId} />;
}
