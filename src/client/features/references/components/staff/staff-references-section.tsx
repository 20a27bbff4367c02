import { lazy, Suspense, useId, useState } from 'react';
import { Badge, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { isOpenReference } from '@shared/references/references.limits';
import type { StaffReference } from '@shared/references/references.schema';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { QueryContent } from '@client/components/query-content';
import { errorMessage } from '@client/lib/api-client';
import { formatDate, formatDateTime, plural } from '@client/lib/format';
import { useReferenceAction, useStaffReferences } from '../../api/staff-references';
import { useOpenedOnce } from '../../hooks/use-opened-once';
import {
  REFERENCE_STATUS_COLORS,
  STAFF_STATUS_LABELS,
  referencesReceived,
} from '../../utils/reference-display';

const StaffRequestDialog = lazy(async () => ({
  default: (await import('./staff-request-dialog')).StaffRequestDialog,
}));
const ReferenceAnswersModal = lazy(async () => ({
  default: (await import('./reference-answers-modal')).ReferenceAnswersModal,
}));

interface StaffReferencesSectionProps {
  familyId: string;
  /** A family the reader may only read: no request, resend or cancel. */
  readOnly?: boolean;
}

/**
 * "References" on the staff family page (issue 44): how many completed references of those the agency asks for,
 * each request with its address, status, reminders and link; Request a reference, Resend (a fresh link) or Cancel
 * (confirmed) an open one, View answers of a completed one.
 */
export function StaffReferencesSection({ familyId, readOnly = false }: StaffReferencesSectionProps) {
  const headingId = useId();
  const references = useStaffReferences(familyId);
  const resend = useReferenceAction(familyId, 'resend');
  const cancel = useReferenceAction(familyId, 'cancel');
  const [requesting, setRequesting] = useState(false);
  const requestedOnce = useOpenedOnce(requesting);
  const [viewing, setViewing] = useState<StaffReference | null>(null);
  const viewedOnce = useOpenedOnce(viewing !== null);

  const failed = (title: string) => (error: unknown) =>
    notifications.show({ color: 'red', title, message: errorMessage(error) });

  function resendLink(reference: StaffReference) {
    resend.mutate(reference, {
      onSuccess: (sent) =>
        notifications.show({
          color: 'teal',
          title: 'New link sent',
          message: `A new link went to ${sent.email}, valid until ${formatDate(sent.linkExpiresAt)}.`,
        }),
      onError: failed('The link was not sent'),
    });
  }

  function confirmCancel(reference: StaffReference) {
    openConfirmModal({
      title: 'Cancel the reference request',
      children: (
        <Text size="sm">
          Cancel the request to {reference.name}? Their link stops working and they can no longer answer. You
          can ask them again later.
        </Text>
      ),
      labels: { confirm: 'Cancel request', cancel: 'Keep request' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(reference, {
          onSuccess: (cancelled) =>
            notifications.show({ color: 'teal', message: `The request to ${cancelled.name} is cancelled.` }),
          onError: failed('The request was not cancelled'),
        }),
    });
  }

  const columns: DataColumn<StaffReference>[] = [
    {
      key: 'name',
      label: 'Reference',
      render: (reference) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {reference.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {reference.relationship}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'email',
      label: 'E-mail',
      render: (reference) => <span style={{ overflowWrap: 'anywhere' }}>{reference.email}</span>,
    },
    {
      key: 'status',
      label: 'Status',
      nowrap: true,
      render: (reference) => (
        <Badge color={REFERENCE_STATUS_COLORS[reference.status]} variant="light">
          {STAFF_STATUS_LABELS[reference.status]}
        </Badge>
      ),
    },
    {
      key: 'requested',
      label: 'Requested',
      render: (reference) => (
        <Stack gap={0}>
          <span style={{ whiteSpace: 'nowrap' }}>{formatDate(reference.requestedAt)}</span>
          <Text size="xs" c="dimmed">
            by {reference.requestedBy === 'family' ? 'the family' : 'staff'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'sent',
      label: 'Link',
      render: (reference) => <LinkFacts reference={reference} />,
    },
  ];
  const actions: DataColumn<StaffReference> = {
    key: 'actions',
    label: 'Actions',
    wide: true,
    render: (reference) => (
      <Group gap={4} wrap="wrap">
        {reference.status === 'completed' && (
          <Button
            size="xs"
            variant="light"
            aria-label={`View answers: ${reference.name}`}
            onClick={() => setViewing(reference)}
          >
            View answers
          </Button>
        )}
        {!readOnly && isOpenReference(reference.status) && (
          <>
            <Button
              size="xs"
              variant="default"
              aria-label={`Resend: ${reference.name}`}
              loading={resend.isPending && resend.variables?.id === reference.id}
              onClick={() => resendLink(reference)}
            >
              Resend
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={`Cancel request: ${reference.name}`}
              onClick={() => confirmCancel(reference)}
            >
              Cancel
            </Button>
          </>
        )}
      </Group>
    ),
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" gap="sm">
        <Title id={headingId} order={2} fz="md">
          References
        </Title>
        {!readOnly && (
          <Button
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setRequesting(true)}
          >
            Request a reference
          </Button>
        )}
      </Group>
      <QueryContent
        query={references}
        errorTitle="Unable to load the references"
        loadingLabel="Loading references"
      >
        {(data) => {
          const received = referencesReceived(data.references);
          return (
            <Stack gap="sm">
              <Stack gap={4} maw={320}>
                <Text size="sm" fw={600}>
                  {received} of {data.wanted} received
                </Text>
                <Progress
                  value={data.wanted > 0 ? Math.min(100, (received / data.wanted) * 100) : 0}
                  color={received >= data.wanted ? 'teal' : 'blue'}
                  aria-label={`References received: ${received} of ${data.wanted}`}
                />
              </Stack>
              {data.references.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Nobody has been asked for a reference yet.
                </Text>
              ) : (
                <DataTable
                  rows={data.references}
                  rowKey={(reference) => reference.id}
                  columns={[...columns, actions]}
                  minWidth={820}
                />
              )}
            </Stack>
          );
        }}
      </QueryContent>
      {requestedOnce && (
        <Suspense fallback={null}>
          <StaffRequestDialog familyId={familyId} opened={requesting} onClose={() => setRequesting(false)} />
        </Suspense>
      )}
      {viewedOnce && (
        <Suspense fallback={null}>
          <ReferenceAnswersModal familyId={familyId} reference={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** When the link last went, how many reminders followed, and until when it works (or when it was cancelled). */
function LinkFacts({ reference }: { reference: StaffReference }) {
  const lines = [`Sent ${formatDateTime(reference.lastSentAt)}`];
  lines.push(`${plural(reference.remindersSent, 'reminder')} sent`);
  if (reference.cancelledAt) lines.push(`Cancelled ${formatDateTime(reference.cancelledAt)}`);
  else if (reference.completedAt) lines.push(`Completed ${formatDateTime(reference.completedAt)}`);
  else if (reference.status === 'expired') lines.push(`Expired ${formatDate(reference.linkExpiresAt)}`);
  else lines.push(`Works until ${formatDate(reference.linkExpiresAt)}`);
  if (reference.openedAt && !reference.completedAt)
    lines.push(`Opened ${formatDateTime(reference.openedAt)}`);
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text key={line} size="xs" c={line.startsWith('Sent') ? undefined : 'dimmed'}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}
