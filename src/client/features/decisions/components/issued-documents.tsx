import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { IssuedDocument } from '@shared/decisions/decisions.schema';
import { errorMessage } from '@client/lib/api-client';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { formatBytes, formatDateTime } from '@client/lib/format';
import { useIssuePacket } from '../api/use-issue-packet';
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

/**
 * An approved family's approval packet for a placing county: one sealed PDF of the certificate, the report, the
 * sealed forms, the document decisions and the training record (approve_families).
 */
function PacketAction({ familyId }: { familyId: string }) {
  const issue = useIssuePacket(familyId);
  return (
    <Stack gap="xs" align="flex-start">
      <Group gap="sm">
        <Button
          variant="light"
          loading={issue.isPending}
          onClick={() =>
            issue.mutate(undefined, {
              onSuccess: (packet) =>
                notifications.show({
                  color: 'teal',
                  title: 'Approval packet issued',
                  message: `Sealed as ${packet.verificationCode}; download it below.`,
                }),
            })
          }
        >
          Issue the approval packet
        </Button>
        <Text size="sm" c="dimmed">
          One sealed PDF for a placing county: the certificate, the written report, the sealed forms, the
          document decisions and the training record.
        </Text>
      </Group>
      {issue.isError && (
        <Alert color="red" variant="light" p="sm" title="Not issued">
          {errorMessage(issue.error)}
        </Alert>
      )}
    </Stack>
  );
}

/** The sealed PDFs Haven issued for the family: the approved report, certificates, notices, packets. */
export function IssuedDocuments({
  familyId,
  documents,
  mayIssuePacket,
}: {
  familyId: string;
  documents: readonly IssuedDocument[];
  /** A supervisor on an approved family. */
  mayIssuePacket: boolean;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="issued-title">
      <Title order={2} fz="h4" id="issued-title">
        Issued documents
      </Title>
      {mayIssuePacket && <PacketAction familyId={familyId} />}
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
