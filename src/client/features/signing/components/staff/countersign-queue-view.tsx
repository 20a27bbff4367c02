import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { CountersignItem } from '@shared/signing/signers.schema';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { QueryContent } from '@client/components/query-content';
import { formatDateTime } from '@client/lib/format';
import { useCountersignQueue } from '../../api/staff-signing';
import { CountersignDocument } from './countersign-document';
import { FamilyLink } from './family-link';
import { SIGNER_ROLE_LABELS } from './signer-labels';

/** The query parameter naming the document open for countersigning: a link to it survives a reload. */
const DOCUMENT_PARAM = 'document';

const COLUMNS: DataColumn<CountersignItem>[] = [
  {
    key: 'document',
    label: 'Document',
    render: (item) => (
      <Anchor
        component={Link}
        to={`?${new URLSearchParams({ [DOCUMENT_PARAM]: item.documentId }).toString()}`}
        fw={600}
        size="sm"
        aria-label={`${item.documentName}, ${item.familyName}: review and sign as ${SIGNER_ROLE_LABELS[item.role]}`}
      >
        {item.documentName}
      </Anchor>
    ),
  },
  {
    key: 'family',
    label: 'Family',
    render: (item) => <FamilyLink familyId={item.familyId}>{item.familyName}</FamilyLink>,
  },
  { key: 'role', label: 'Sign as', nowrap: true, render: (item) => SIGNER_ROLE_LABELS[item.role] },
  {
    key: 'since',
    label: 'Waiting since',
    nowrap: true,
    render: (item) => formatDateTime(item.submittedAt),
  },
];

/**
 * /staff/signatures (decision 041): the documents whose turn has come to the signed-in staff member, as a
 * family's caseworker or as supervisor, oldest first; one opens for review, countersigning or declining.
 */
export function CountersignQueueView() {
  const [params, setParams] = useSearchParams();
  const queue = useCountersignQueue();
  const open = params.get(DOCUMENT_PARAM);
  if (open)
    return <CountersignDocument key={open} documentId={open} onBack={() => setParams({})} queue={queue} />;
  return (
    <Stack gap="md" aria-busy={queue.isFetching}>
      <Stack gap={4}>
        <Title order={1}>Signatures</Title>
        <Text c="dimmed" size="sm">
          Documents a family has signed and submitted that wait for your countersignature, as the
          family&apos;s caseworker or as supervisor. Open one to read it, then sign or decline it.
        </Text>
      </Stack>
      <QueryContent
        query={queue}
        errorTitle="Unable to load the documents waiting for your signature"
        loadingLabel="Loading the documents waiting for your signature"
        isEmpty={(items) => items.length === 0}
        empty={<Text c="dimmed">Nothing is waiting for your signature</Text>}
      >
        {(items) => (
          <DataTable
            rows={[...items].sort((a, b) => Date.parse(a.submittedAt) - Date.parse(b.submittedAt))}
            rowKey={(item) => `${item.documentId}:${item.role}`}
            columns={COLUMNS}
            minWidth={640}
          />
        )}
      </QueryContent>
    </Stack>
  );
}
