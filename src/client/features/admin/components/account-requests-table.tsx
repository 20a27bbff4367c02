import { useState } from 'react';
import { Button, Group, NativeSelect } from '@mantine/core';
import type { StaffUser } from '@shared/admin/admin.schema';
import { roleLabel, type Role } from '@shared/auth/permissions';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { formatDateTime } from '@client/lib/format';
import { userName } from '../utils/user-name';
import { emailConfirmedColumn, userNameColumn } from './user-columns';

interface DecisionProps {
  /** Roles this administrator may give (super admin only by a super admin). */
  grantableRoles: readonly Role[];
  busy: boolean;
  onApprove: (user: StaffUser, role: Role) => void;
  /** Absent for requests that were already declined. */
  onDecline?: (user: StaffUser) => void;
}

function Decision({ user, grantableRoles, busy, onApprove, onDecline }: DecisionProps & { user: StaffUser }) {
  const [role, setRole] = useState<Role>('staff');
  const name = userName(user);
  return (
    <Group gap="xs">
      <NativeSelect
        size="xs"
        aria-label={`Role for ${name}`}
        value={role}
        onChange={(event) => setRole(event.currentTarget.value as Role)}
        data={grantableRoles.map((value) => ({ value, label: roleLabel([value]) }))}
      />
      <Button
        size="xs"
        color="teal"
        disabled={busy}
        onClick={() => onApprove(user, role)}
        aria-label={`Approve ${name}`}
      >
        Approve
      </Button>
      {onDecline && (
        <Button
          size="xs"
          variant="light"
          color="red"
          disabled={busy}
          onClick={() => onDecline(user)}
          aria-label={`Decline ${name}`}
        >
          Decline
        </Button>
      )}
    </Group>
  );
}

/** Sign-ups waiting for an administrator (or declined earlier): approve with a role, or decline. */
export function AccountRequestsTable({ users, ...decision }: DecisionProps & { users: StaffUser[] }) {
  const columns: DataColumn<StaffUser>[] = [
    userNameColumn,
    emailConfirmedColumn,
    { key: 'created', label: 'Signed up', nowrap: true, render: (user) => formatDateTime(user.created_at) },
    {
      key: 'decision',
      label: 'Decision',
      wide: true,
      render: (user) => <Decision user={user} {...decision} />,
    },
  ];
  return <DataTable rows={users} rowKey={(user) => user.id} columns={columns} minWidth={760} />;
}
