import { Stack, Text, Title } from '@mantine/core';
import type { Decision } from '@shared/decisions/decisions.schema';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { formatDate } from '@client/lib/format';
import { DECISION_WORDS } from '../utils/decision-labels';
import { IssuedDownload } from './issued-download';

const newestFirst = (a: { decidedAt: string }, b: { decidedAt: string }) =>
  Date.parse(b.decidedAt) - Date.parse(a.decidedAt);

function decisionColumns(familyId: string): DataColumn<Decision>[] {
  return [
    {
      key: 'kind',
      label: 'Decision',
      render: (decision) => (
        <Text size="sm" fw={600}>
          {DECISION_WORDS[decision.kind].past}
        </Text>
      ),
    },
    {
      key: 'date',
      label: 'Effective',
      nowrap: true,
      render: (decision) => formatDate(decision.effectiveDate),
    },
    {
      key: 'reasons',
      label: 'Reasons',
      wide: true,
      render: (decision) => decision.reasons.map((reason) => reason.label).join(', ') || '—',
    },
    { key: 'by', label: 'Decided by', render: (decision) => decision.decidedBy },
    {
      key: 'appeal',
      label: 'Appeal by',
      nowrap: true,
      render: (decision) => (decision.appealDeadline ? formatDate(decision.appealDeadline) : '—'),
    },
    {
      key: 'document',
      label: 'Document',
      render: (decision) =>
        decision.document ? <IssuedDownload familyId={familyId} document={decision.document} /> : '—',
    },
  ];
}

/** Every decision on the family, newest first: what, when, why, by whom, until when to appeal, its document. */
export function DecisionHistory({
  familyId,
  decisions,
}: {
  familyId: string;
  decisions: readonly Decision[];
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="decisions-title">
      <Title order={2} fz="h4" id="decisions-title">
        Decisions
      </Title>
      {decisions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No decision yet.
        </Text>
      ) : (
        <DataTable
          rows={[...decisions].sort(newestFirst)}
          rowKey={(decision) => decision.id}
          columns={decisionColumns(familyId)}
          minWidth={760}
        />
      )}
    </Stack>
  );
}
