import { Anchor, Button, type AnchorProps } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { StaffDocument } from '@shared/documents/documents.schema';
import { staffDocumentPath, type FromListState } from '../utils/document-paths';

/** What the staff list (table or cards) shows and where a family name narrows it to. */
export interface StaffDocumentListProps {
  documents: StaffDocument[];
  onFilterFamily: (familyId: string) => void;
}

type LinkedDocument = Pick<StaffDocument, 'id' | 'documentName' | 'familyName'>;

/** A link to the document's review page that carries the list's query string, so "Back" restores the filters. */
function useReviewLink(documentId: string) {
  const { search } = useLocation();
  const state: FromListState = { listSearch: search };
  return { to: staffDocumentPath(documentId), state };
}

/** The document's name, linking to its review page. */
export function DocumentNameLink({ document, ...props }: AnchorProps & { document: LinkedDocument }) {
  const link = useReviewLink(document.id);
  return (
    <Anchor component={Link} {...link} {...props}>
      {document.documentName}
    </Anchor>
  );
}

/** The row's Review button, named with the document and the family for screen readers. */
export function ReviewDocumentButton({ document }: { document: LinkedDocument }) {
  const link = useReviewLink(document.id);
  return (
    <Button
      component={Link}
      {...link}
      size="xs"
      variant="light"
      aria-label={`Review ${document.documentName} of ${document.familyName}`}
    >
      Review
    </Button>
  );
}
