import { Text } from '@mantine/core';
import type { FamilyDocument } from '@shared/families/families.schema';
import { formatDateTime } from '@client/lib/format';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { StatusBadge } from '@client/components/status-badge';
import { DOCUMENT_TYPE_LABELS } from '../utils/family-labels';

function decision(document: FamilyDocument): string {
  if (document.approvedAt) return `Approved ${formatDateTime(document.approvedAt)}`;
  if (document.rejectedAt) return `Rejected ${formatDateTime(document.rejectedAt)}`;
  return '—';
}

function DocumentName({ document }: { document: FamilyDocument }) {
  const details = [`Step ${document.stepId}`, document.memberName, document.required ? null : 'Optional'];
  return (
    <>
      <Text size="sm" fw={500}>
        {document.documentName}
      </Text>
      <Text size="xs" c="dimmed">
        {details.filter(Boolean).join(' · ')}
      </Text>
      {document.rejectionReason && (
        <Text size="xs" c="red.9">
          Rejection reason: {document.rejectionReason}
        </Text>
      )}
    </>
  );
}

const COLUMNS: DataColumn<FamilyDocument>[] = [
  { key: 'document', label: 'Document', render: (document) => <DocumentName document={document} /> },
  { key: 'type', label: 'Type', render: (document) => DOCUMENT_TYPE_LABELS[document.documentType] },
  {
    key: 'status',
    label: 'Status',
    render: (document) => <StatusBadge kind="document" status={document.status} />,
  },
  { key: 'submitted', label: 'Submitted', render: (document) => formatDateTime(document.submittedAt, '—') },
  { key: 'decision', label: 'Decision', render: decision },
];

/** Every document of the family, by step. */
export function DocumentsSection({ documents }: { documents: FamilyDocument[] }) {
  if (documents.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No documents yet.
      </Text>
    );
  }
  return <DataTable rows={documents} rowKey={(document) => document.id} columns={COLUMNS} minWidth={860} />;
}
