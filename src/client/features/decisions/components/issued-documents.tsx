import { Stack, Text, Title } from '@mantine/core';
import type { IssuedDocument } from '@shared/decisions/decisions.schema';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { formatBytes, formatDateTime } from '@client/lib/format';
import { ISSUED_KIND_LABELS } from '../utils/decision-labels';
import { IssuedDownload } from './issued-download';

function documentColumns(familyId: string): DataColumn<IssuedDocument>[] {
  return [
    {
      key: 'name',
      label: 'Document',
      render: (document) => (
        <Text size="sm" fw={600}>
          {document.name}
        </Text>
      ),
    },
    { key: 'kind', label: 'Kind', render: (document) => ISSUED_KIND_LABELS[document.kind] },
    { key: 'issued', label: 'Issued', nowrap: true, render: (document) => formatDateTime(document.issuedAt) },
    {
      key: 'code',
      label: 'Verification code',
      nowrap: true,
      render: (document) => document.verificationCode,
    },
    { key: 'size', label: 'Size', nowrap: true, render: (document) => formatBytes(document.sizeBytes) },
    {
      key: 'download',
      label: 'Download',
      render: (document) => <IssuedDownload familyId={familyId} document={document} />,
    },
  ];
}

/** The sealed PDFs Haven issued for the family: the approved report, certificates, notices. */
export function IssuedDocuments({
  familyId,
  documents,
}: {
  familyId: string;
  documents: readonly IssuedDocument[];
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="issued-title">
      <Title order={2} fz="h4" id="issued-title">
        Issued documents
      </Title>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing issued yet.
        </Text>
      ) : (
        <DataTable
          rows={[...documents].sort((a, b) => Date.parse(b.issuedAt) - Date.parse(a.issuedAt))}
          rowKey={(document) => document.id}
          columns={documentColumns(familyId)}
          minWidth={760}
        />
      )}
    </Stack>
  );
}
