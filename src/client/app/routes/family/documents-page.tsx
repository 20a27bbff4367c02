import { DocumentCenterView } from '@client/features/signing/components/family/document-center-view';

/** /documents: the Document Center. */
export function Component() {
  return <DocumentCenterView />;
}
