import { Group, Stack, Text } from '@mantine/core';
import type { FamilyDetail } from '@shared/families/families.schema';
import { REQUIRED_BACKGROUND_CHECKS } from '@shared/family-context/family-rules';
import { formatDate } from '@client/lib/format';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { StatusBadge } from '@client/components/status-badge';
import { CHECK_RESULT_LABELS } from '../utils/family-labels';

type BackgroundChecks = FamilyDetail['backgroundChecks'];
type BackgroundCheck = BackgroundChecks['items'][number];

const dateOrDash = (date: string | null) => (date ? formatDate(date) : '—');

const COLUMNS: DataColumn<BackgroundCheck>[] = [
  {
    key: 'check',
    label: 'Check',
    render: (check) => (
      <Text size="sm" fw={500}>
        {check.checkType}
      </Text>
    ),
  },
  {
    key: 'status',
    label: 'Status',
    render: (check) => <StatusBadge kind="backgroundCheck" status={check.status} />,
  },
  {
    key: 'result',
    label: 'Result',
    render: (check) => (check.result ? CHECK_RESULT_LABELS[check.result] : '—'),
  },
  { key: 'submitted', label: 'Submitted', nowrap: true, render: (check) => dateOrDash(check.submittedDate) },
  { key: 'expected', label: 'Expected', nowrap: true, render: (check) => dateOrDash(check.expectedDate) },
];

/** The overall status (spec 01 §4) and each check with its dates and result. */
export function BackgroundChecksSection({ checks }: { checks: BackgroundChecks }) {
  const { summary, items } = checks;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Text fw={600}>Overall</Text>
        <StatusBadge kind="backgroundCheck" status={summary.status} />
        <Text size="sm" c="dimmed">
          {summary.clearedTypes.length} of {Math.max(REQUIRED_BACKGROUND_CHECKS, summary.types.length)}{' '}
          cleared
        </Text>
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No background checks started yet.
        </Text>
      ) : (
        <DataTable rows={items} rowKey={(check) => check.id} columns={COLUMNS} minWidth={640} />
      )}
    </Stack>
  );
}
