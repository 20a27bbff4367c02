import { EmptyState, List, Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import type { ApplicationItem } from '@shared/families/families.schema';
import { formatDate, formatDays } from '@client/lib/format';
import { ListPagination } from '@client/components/list-pagination';
import { QueryContent } from '@client/components/query-content';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { FAMILIES_PAGE_SIZE, useApplications } from '../api/use-families';
import { readableDocumentKey } from '../utils/family-labels';
import { familyContactColumn, familyNameColumn, familyStepColumn } from './family-cells';

function Missing({ keys }: { keys: string[] }) {
  if (keys.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing missing
      </Text>
    );
  }
  return (
    <List size="sm" spacing={2}>
      {keys.map((key) => (
        <List.Item key={key}>{readableDocumentKey(key)}</List.Item>
      ))}
    </List>
  );
}

const COLUMNS: DataColumn<ApplicationItem>[] = [
  familyNameColumn,
  familyContactColumn,
  familyStepColumn,
  { key: 'started', label: 'Started', nowrap: true, render: (item) => formatDate(item.startDate) },
  {
    key: 'waiting',
    label: 'Days waiting',
    nowrap: true,
    render: (item) => (
      <Text fw={600} size="sm">
        {formatDays(item.daysWaiting)}
      </Text>
    ),
  },
  { key: 'missing', label: 'Missing', wide: true, render: (item) => <Missing keys={item.missing} /> },
];

/** Applications: families in the application steps, oldest first, with what each still has to hand in. */
export function ApplicationsView() {
  const [page, setPage] = useState(1);
  const applications = useApplications(page);
  return (
    <Stack gap="md" aria-busy={applications.isFetching}>
      <QueryContent
        query={applications}
        errorTitle="Unable to load applications"
        loadingLabel="Loading applications"
        empty={
          <EmptyState
            icon={<IconUsersGroup aria-hidden />}
            title="No families are in the application steps."
            size="sm"
            py="xl"
          />
        }
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <DataTable rows={data.items} rowKey={(item) => item.id} columns={COLUMNS} minWidth={860} />
        )}
      </QueryContent>
      {applications.data && (
        <ListPagination
          page={page}
          pageSize={FAMILIES_PAGE_SIZE}
          total={applications.data.total}
          noun="applications"
          onChange={setPage}
        />
      )}
    </Stack>
  );
}
