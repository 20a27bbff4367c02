import { Button } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { StaffUser } from '@shared/admin/admin.schema';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { userName } from '../utils/user-name';
import { RoleBadges } from './role-badges';
import { StaffUserBrowser } from './staff-user-browser';
import { userNameColumn } from './user-columns';

/** Staff users with their roles and a way into their individual permissions (a card per user on a phone). */
export function UsersRolesTab({ onManage }: { onManage: (user: StaffUser) => void }) {
  const columns: DataColumn<StaffUser>[] = [
    { ...userNameColumn, label: 'User' },
    { key: 'roles', label: 'Roles', render: (user) => <RoleBadges roles={user.roles} /> },
    {
      key: 'actions',
      label: 'Actions',
      wide: true,
      render: (user) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconShieldLock size={14} aria-hidden />}
          aria-label={`Manage Permissions for ${userName(user)}`}
          onClick={() => onManage(user)}
        >
          Manage Permissions
        </Button>
      ),
    },
  ];
  return (
    <StaffUserBrowser>
      {(users) => <DataTable rows={users} rowKey={(user) => user.id} columns={columns} minWidth={560} />}
    </StaffUserBrowser>
  );
}
