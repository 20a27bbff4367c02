import { useParams } from 'react-router';
import { CertificateVerificationView } from '@client/features/family-learning/components/certificate-verification-view';

/** /verify/:certificateId: public certificate verification (no sign-in). */
export function Component() {
  const { certificateId = '' } = useParams();
  return <CertificateVerificationView certificateId={certificateId} />;
}
