import type { ReactNode } from 'react';
import { Anchor, Alert, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { PATHS } from '@shared/paths';
import { formatDateTime } from '@client/lib/format';
import { QueryError } from '@client/components/query-error';
import { useStaffDocument } from '../api/use-staff-documents';
import { documentTitle, expiryLabel, stepLabel } from '../utils/document-labels';
import { listSearchFrom } from '../utils/document-paths';
import { DocumentAnalysis } from './document-analysis';
import { DocumentBadges } from './document-badges';
import { DocumentHistory } from './document-history';
import { DocumentVersions } from './document-versions';
import { DocumentViewer } from './document-viewer';
import { ReviewActions } from './review-actions';

function BackLink() {
  const { state } = useLocation();
  return (
    <Anchor component={Link} to={`${PATHS.staffDocuments}${listSearchFrom(state)}`} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        Back to documents
      </Group>
    </Anchor>
  );
}

interface StaffDocumentDetailProps {
  documentId: string;
  /** A form or e-signature item's filled form (the signing feature's view), shown in place of a file. */
  formView: (documentId: string) => ReactNode;
}

/**
 * One document for review: the file and what processing found (a form or e-signature item: its filled form),
 * the decision buttons and the history.
 */
export function StaffDocumentDetail({ documentId, formView }: StaffDocumentDetailProps) {
  const query = useStaffDocument(documentId);

  if (query.isError) {
    return (
      <Stack gap="md">
        <BackLink />
        <QueryError
          title="Unable to load the document"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  }
  if (!query.data) return <Skeleton h={480} radius="md" aria-label="Loading the document" />;

  const document = query.data;
  const isUpload = document.documentType === 'upload';
  return (
    <Stack gap="md">
      <BackLink />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{documentTitle(document)}</Title>
          <Text c="dimmed" size="sm">
            {document.familyName} · {document.caseNumber} · {stepLabel(document.stepId)}
            {document.submittedAt && ` · Submitted ${formatDateTime(document.submittedAt)}`}
            {document.addedByName && ` · Added by ${document.addedByName} for the family`}
            {document.expiresOn &&
              ` · ${expiryLabel({ status: document.status, expiresOn: document.expiresOn })}`}
          </Text>
          <DocumentBadges
            status={document.status}
            processingStatus={document.processingStatus}
            mismatch={document.mismatch}
          />
        </Stack>
        <ReviewActions document={document} />
      </Group>
      {document.status === 'rejected' && document.rejectionReason && (
        <Alert color="red" variant="light" title="Rejection reason shown to the family">
          {document.rejectionReason}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {isUpload ? <DocumentViewer document={document} /> : formView(document.id)}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {isUpload && <DocumentAnalysis document={document} />}
            {document.versions.length > 0 && (
              <DocumentVersions
                documentId={document.id}
                documentName={document.documentName}
                versions={document.versions}
              />
            )}
            <DocumentHistory entries={document.history} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
