import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EnrollmentRequest } from '@shared/learning/assignments.schema';
import { DECLINE_REASON_MAX } from '@shared/learning/learning.limits';
import { formatDateTime } from '@client/lib/format';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { ListPagination } from '@client/components/list-pagination';
import { PHONE_QUERY } from '@client/components/media-queries';
import { QueryContent } from '@client/components/query-content';
import {
  REQUESTS_PAGE_SIZE,
  useApproveEnrollmentRequest,
  useDeclineEnrollmentRequest,
  useEnrollmentRequests,
} from '../api/use-assignments';

function DeclineDialog({ request, onClose }: { request: EnrollmentRequest | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const decline = useDeclineEnrollmentRequest();
  const fullScreen = useMediaQuery(PHONE_QUERY);
  return (
    <Modal opened={request !== null} onClose={onClose} title="Decline request" fullScreen={fullScreen}>
      {request && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            decline.mutate({ request, reason }, { onSuccess: onClose });
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              Decline {request.primaryContactName}&apos;s request to join {request.courseTitle}? The family is
              told.
            </Text>
            <Textarea
              label="Reason"
              description="Optional; the family reads it."
              autosize
              minRows={2}
              maxLength={DECLINE_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose} disabled={decline.isPending}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={decline.isPending}>
                Decline request
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** Families' requests to join a course (issue 14): approve (assigns it, required) or decline. */
export function EnrollmentRequestsSection() {
  const [page, setPage] = useState(1);
  const [declining, setDeclining] = useState<EnrollmentRequest | null>(null);
  const requests = useEnrollmentRequests(page);
  const approve = useApproveEnrollmentRequest();

  const columns: DataColumn<EnrollmentRequest>[] = [
    {
      key: 'family',
      label: 'Family',
      render: (row) => (
        <Text size="sm" fw={600}>
          {row.primaryContactName} ({row.familyName})
        </Text>
      ),
    },
    { key: 'course', label: 'Course', render: (row) => row.courseTitle },
    { key: 'requested', label: 'Requested', nowrap: true, render: (row) => formatDateTime(row.requestedAt) },
    {
      key: 'actions',
      label: 'Actions',
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            loading={approve.isPending && approve.variables.request.id === row.id}
            onClick={() => approve.mutate({ request: row, body: { isRequired: true, dueDate: null } })}
            aria-label={`Approve ${row.primaryContactName}'s request for ${row.courseTitle}`}
          >
            Approve
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => setDeclining(row)}
            aria-label={`Decline ${row.primaryContactName}'s request for ${row.courseTitle}`}
          >
            Decline
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm" mt="md">
      <Title order={2} size="h4">
        Enrollment requests
      </Title>
      <QueryContent
        query={requests}
        errorTitle="Unable to load enrollment requests"
        loadingLabel="Loading enrollment requests"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No families are waiting for a course.
          </Text>
        }
      >
        {(data) => <DataTable rows={data.items} rowKey={(row) => row.id} columns={columns} minWidth={640} />}
      </QueryContent>
      {requests.data && requests.data.total > REQUESTS_PAGE_SIZE && (
        <ListPagination
          page={page}
          pageSize={REQUESTS_PAGE_SIZE}
          total={requests.data.total}
          noun="requests"
          onChange={setPage}
        />
      )}
      <DeclineDialog key={declining?.id ?? 'none'} request={declining} onClose={() => setDeclining(null)} />
    </Stack>
  );
}
