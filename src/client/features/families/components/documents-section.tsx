import { useState } from 'react';
import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { permissionsOnFamily } from '@shared/auth/permissions';
import type { FamilyDetail, FamilyDocument } from '@shared/families/families.schema';
import { PATHS } from '@shared/paths';
import { formatDateTime } from '@client/lib/format';
import { useAuth } from '@client/lib/auth/use-auth';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { StatusBadge } from '@client/components/status-badge';
import { useReinstateDocument } from '../api/use-family-requirements';
import { DOCUMENT_TYPE_LABELS } from '../utils/family-labels';
import { OneOffRequirementModal } from './one-off-requirement-modal';
import { WaiveDocumentModal } from './waive-document-modal';

/** ' for Rosa Martinez' for a member's own item, else nothing. */
const whose = (document: FamilyDocument) => (document.memberName ? ` for ${document.memberName}` : '');

/** Items done or already excused cannot be waived (the server refuses them too); a waived one can be reinstated. */
const NOT_WAIVABLE = new Set<FamilyDocument['status']>(['approved', 'completed', 'waived']);

function decision(document: FamilyDocument): string {
  if (document.approvedAt) return `Approved ${formatDateTime(document.approvedAt)}`;
  if (document.rejectedAt) return `Rejected ${formatDateTime(document.rejectedAt)}`;
  return '—';
}

function DocumentName({ document }: { document: FamilyDocument }) {
  // The review page needs manage_documents: without it the name is plain text, not a link to "Access denied".
  const canReview = permissionsOnFamily(useAuth().permissions).includes('manage_documents');
  const details = [`Step ${document.stepId}`, document.required ? null : 'Optional'];
  return (
    <>
      {canReview ? (
        <Anchor component={Link} to={`${PATHS.staffDocuments}/${document.id}`} size="sm" fw={500}>
          {document.documentName}
        </Anchor>
      ) : (
        <Text size="sm" fw={500}>
          {document.documentName}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {details.filter(Boolean).join(' · ')}
      </Text>
      {document.rejectionReason && (
        <Text size="xs" c="red.9">
          Rejection reason: {document.rejectionReason}
        </Text>
      )}
      {document.status === 'waived' && document.waivedReason && (
        <Text size="xs" c="dark.3">
          Waived: {document.waivedReason}
        </Text>
      )}
    </>
  );
}

const COLUMNS: DataColumn<FamilyDocument>[] = [
  { key: 'document', label: 'Document', render: (document) => <DocumentName document={document} /> },
  { key: 'member', label: 'For', render: (document) => document.memberName ?? 'Household' },
  {
    key: 'type',
    label: 'Type',
    nowrap: true,
    render: (document) => DOCUMENT_TYPE_LABELS[document.documentType],
  },
  {
    key: 'status',
    label: 'Status',
    nowrap: true,
    // A badge clips its word when squeezed; the table gives it its whole width instead.
    render: (document) => (
      <Box miw="max-content">
        <StatusBadge kind="document" status={document.status} />
      </Box>
    ),
  },
  { key: 'submitted', label: 'Submitted', render: (document) => formatDateTime(document.submittedAt, '—') },
  { key: 'decision', label: 'Decision', render: decision },
];

/**
 * Every document of the family, by step, each linking to its review page for staff who review documents. Staff who manage documents can ask
 * for one more item, waive an item with a reason, and reinstate a waived one.
 */
export function DocumentsSection({ detail }: { detail: FamilyDetail }) {
  const { permissions } = useAuth();
  const canManage =
    detail.access === 'manage' && permissionsOnFamily(permissions).includes('manage_documents');
  const [adding, setAdding] = useState(false);
  const [waiving, setWaiving] = useState<FamilyDocument | null>(null);
  const { documents, family, household } = detail;

  const reinstate = useReinstateDocument(family.id);

  function confirmReinstate(document: FamilyDocument) {
    openConfirmModal({
      title: 'Reinstate this item?',
      children: (
        <Text size="sm">
          The family will be asked for <strong>{document.documentName}</strong>
          {whose(document)} again. They see it as requested and get a notification.
        </Text>
      ),
      labels: { confirm: 'Reinstate item', cancel: 'Cancel' },
      onConfirm: () => reinstate.mutate(document.id),
    });
  }

  const actionButton = (document: FamilyDocument) => {
    if (document.status === 'waived')
      return (
        <Button
          variant="default"
          size="compact-xs"
          loading={reinstate.isPending && reinstate.variables === document.id}
          onClick={() => confirmReinstate(document)}
          aria-label={`Reinstate ${document.documentName}${whose(document)}`}
        >
          Reinstate
        </Button>
      );
    if (NOT_WAIVABLE.has(document.status)) return null;
    return (
      <Button
        variant="default"
        size="compact-xs"
        onClick={() => setWaiving(document)}
        aria-label={`Waive ${document.documentName}${whose(document)}`}
      >
        Waive
      </Button>
    );
  };

  const columns: DataColumn<FamilyDocument>[] = canManage
    ? [...COLUMNS, { key: 'actions', label: 'Actions', render: actionButton }]
    : COLUMNS;

  return (
    <Stack gap="sm">
      {canManage && (
        <Group justify="flex-end">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            Add a requirement
          </Button>
        </Group>
      )}
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          No documents yet.
        </Text>
      ) : (
        <DataTable rows={documents} rowKey={(document) => document.id} columns={columns} minWidth={980} />
      )}
      {canManage && (
        <>
          <OneOffRequirementModal
            opened={adding}
            onClose={() => setAdding(false)}
            familyId={family.id}
            currentStep={family.currentStep}
            members={[...household.primaryApplicants, ...household.members]}
          />
          <WaiveDocumentModal familyId={family.id} document={waiving} onClose={() => setWaiving(null)} />
        </>
      )}
    </Stack>
  );
}
