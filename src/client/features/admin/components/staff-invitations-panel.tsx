import { Badge, Button, Group, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import type { StaffInvitation } from '@shared/admin/staff-invitations.schema';
import { roleLabel } from '@shared/auth/permissions';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { QueryContent } from '@client/components/query-content';
import { formatDateTime } from '@client/lib/format';
import { useResendInvitation, useRevokeInvitation, useStaffInvitations } from '../api/use-staff-invitations';

/** Invitations not yet accepted, with Resend (a fresh link) and Revoke (after a confirmation). */
export function StaffInvitationsPanel() {
  const invitations = useStaffInvitations();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const busy = resend.isPending || revoke.isPending;

  function confirmRevoke(invitation: StaffInvitation) {
    openConfirmModal({
      title: 'Revoke invitation',
      children: (
        <Text size="sm">
          Revoke the invitation to {invitation.email}? The link we sent stops working. You can invite the
          address again later.
        </Text>
      ),
      labels: { confirm: 'Revoke invitation', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => revoke.mutate(invitation),
    });
  }

  const columns: DataColumn<StaffInvitation>[] = [
    {
      key: 'email',
      label: 'Email',
      render: (invitation) => (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {invitation.email}
        </Text>
      ),
    },
    { key: 'role', label: 'Role', render: (invitation) => roleLabel(invitation.roles) },
    { key: 'sent', label: 'Sent', nowrap: true, render: (invitation) => formatDateTime(invitation.sentAt) },
    {
      key: 'link',
      label: 'Link',
      nowrap: true,
      render: (invitation) =>
        invitation.expired ? (
          <Badge color="red" variant="light">
            Expired
          </Badge>
        ) : (
          `Expires ${formatDateTime(invitation.expiresAt)}`
        ),
    },
    {
      key: 'actions',
      label: 'Actions',
      wide: true,
      render: (invitation) => (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            disabled={busy}
            onClick={() => resend.mutate(invitation)}
            aria-label={`Resend invitation to ${invitation.email}`}
          >
            Resend
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            disabled={busy}
            onClick={() => confirmRevoke(invitation)}
            aria-label={`Revoke invitation to ${invitation.email}`}
          >
            Revoke
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <QueryContent
      query={invitations}
      errorTitle="Unable to load invitations"
      loadingLabel="Loading invitations"
      empty={
        <Text c="dimmed" size="sm">
          No pending invitations
        </Text>
      }
      isEmpty={(data) => data.length === 0}
    >
      {(data) => (
        <DataTable rows={data} rowKey={(invitation) => invitation.id} columns={columns} minWidth={760} />
      )}
    </QueryContent>
  );
}
