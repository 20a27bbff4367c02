import { lazy, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { InterviewList, InterviewSummary } from '@shared/family-evaluation/family-evaluation.schema';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { FormModal } from '@client/components/form-modal';
import { PHONE_QUERY } from '@client/components/media-queries';
import { QueryContent } from '@client/components/query-content';
import { StatusBadge } from '@client/components/status-badge';
import { formatDate } from '@client/lib/format';
import { useInterviews } from '../api/use-interviews';
import { presentLine } from './interview-record';

// The rich-text editor and its forms load the first time a dialog opens.
const NewInterviewForm = lazy(async () => ({
  default: (await import('./new-interview-form')).NewInterviewForm,
}));
const InterviewDialog = lazy(async () => ({ default: (await import('./interview-dialog')).InterviewDialog }));

/** The Home Study tab's family evaluation: each household member's interview, its versions and finalising. */
export function FamilyEvaluationSection({ familyId }: { familyId: string }) {
  const interviews = useInterviews(familyId);
  const [creating, createDialog] = useDisclosure(false);
  const [open, setOpen] = useState<InterviewSummary | null>(null);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

  const columns: DataColumn<InterviewSummary>[] = [
    {
      key: 'member',
      label: 'Household member',
      render: (row) => (
        <Text size="sm" fw={600}>
          {row.memberName}
        </Text>
      ),
    },
    { key: 'date', label: 'Date', nowrap: true, render: (row) => formatDate(row.interviewDate) },
    { key: 'present', label: 'Present', wide: true, render: (row) => presentLine(row) },
    { key: 'status', label: 'Status', render: (row) => <StatusBadge kind="interview" status={row.status} /> },
    {
      key: 'actions',
      label: 'Actions',
      render: (row) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => setOpen(row)}
          aria-label={`Open the interview with ${row.memberName}`}
        >
          Open
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="h4">
          Family evaluation
        </Title>
        <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={createDialog.open}>
          New interview
        </Button>
      </Group>
      <QueryContent
        query={interviews}
        errorTitle="Unable to load interviews"
        loadingLabel="Loading interviews"
        isEmpty={(data: InterviewList) => data.interviews.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No interviews yet.
          </Text>
        }
      >
        {(data) => (
          <DataTable rows={data.interviews} rowKey={(row) => row.id} columns={columns} minWidth={640} />
        )}
      </QueryContent>
      <FormModal
        opened={creating}
        onClose={createDialog.close}
        title="New interview"
        size="xl"
        fullScreen={phone}
      >
        {interviews.data && (
          <NewInterviewForm
            familyId={familyId}
            household={interviews.data.household}
            onDone={createDialog.close}
          />
        )}
      </FormModal>
      <FormModal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `Interview with ${open.memberName}` : ''}
        size="xl"
        fullScreen={phone}
      >
        {open && interviews.data && (
          <InterviewDialog
            familyId={familyId}
            interviewId={open.id}
            household={interviews.data.household}
            onClose={() => setOpen(null)}
          />
        )}
      </FormModal>
    </Stack>
  );
}
