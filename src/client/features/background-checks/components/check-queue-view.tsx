import { useState } from 'react';
import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CheckQueue } from '@shared/background-checks/background-checks.schema';
import { PATHS } from '@shared/paths';
import { CHECK_QUEUE_LIMIT } from '@shared/background-checks/background-checks.limits';
import { formatDate } from '@client/lib/format';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { QueryContent } from '@client/components/query-content';
import { StatusBadge } from '@client/components/status-badge';
import { useCheckQueue, type CheckQueueName } from '../api/use-check-queue';
import { daysWaitingLabel } from '../utils/check-rules';

type QueueItem = CheckQueue['items'][number];

const QUEUES: { value: CheckQueueName; label: string; empty: string }[] = [
  { value: 'awaiting_result', label: 'Awaiting result', empty: 'No checks are waiting for a result.' },
  { value: 'needs_exemption', label: 'Needs exemption', empty: 'No checks need an exemption.' },
];

const COLUMNS: DataColumn<QueueItem>[] = [
  {
    key: 'family',
    label: 'Family',
    render: (item) => (
      <Anchor component={Link} to={`${PATHS.families}/${item.familyId}?tab=checks`} size="sm" fw={500}>
        {item.familyName}
      </Anchor>
    ),
  },
  { key: 'case', label: 'Case number', nowrap: true, render: (item) => item.caseNumber },
  { key: 'adult', label: 'Adult', render: (item) => item.memberName },
  { key: 'check', label: 'Check', render: (item) => item.typeName },
  { key: 'status', label: 'Status', render: (item) => <StatusBadge kind="check" status={item.status} /> },
  {
    key: 'submitted',
    label: 'Submitted',
    nowrap: true,
    render: (item) => (item.submittedDate ? formatDate(item.submittedDate) : '—'),
  },
  { key: 'days', label: 'Days waiting', nowrap: true, render: (item) => daysWaitingLabel(item.daysWaiting) },
];

/** The Checks queue (view_background_checks): the agency's checks awaiting a result or an exemption. */
export function CheckQueueView() {
  const [queue, setQueue] = useState<CheckQueueName>('awaiting_result');
  const query = useCheckQueue(queue);
  const current = QUEUES.find((q) => q.value === queue) ?? QUEUES[0]!;
  return (
    <Stack gap="md" aria-busy={query.isFetching}>
      <SegmentedControl
        aria-label="Queue"
        value={queue}
        onChange={(value) => setQueue(value as CheckQueueName)}
        data={QUEUES.map(({ value, label }) => ({ value, label }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryContent
        query={query}
        errorTitle="Unable to load the checks"
        loadingLabel="Loading checks"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Text c="dimmed" size="sm">
            {current.empty}
          </Text>
        }
      >
        {(data) => (
          <Stack gap="xs">
            <DataTable
              rows={data.items}
              rowKey={(item) => `${item.memberId}:${item.typeKey}`}
              columns={COLUMNS}
              minWidth={860}
            />
            {data.truncated && (
              <Text size="sm" c="dimmed">
                Showing the first {CHECK_QUEUE_LIMIT}.
              </Text>
            )}
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
