import { Group } from '@mantine/core';
import type { StaffUser } from '@shared/admin/admin.schema';
import type { Role } from '@shared/auth/permissions';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { formatDateTime } from '@client/lib/format';
import { userName } from '../utils/user-name';
import { AddRoleMenu } from './add-role-menu';
import { RoleBadges } from './role-badges';
import { emailConfirmedColumn, userNameColumn } from './user-columns';

interface StaffUsersTableProps {
  users: StaffUser[];
  /** The roles the signed-in administrator may give and take; the others show no add or remove control. */
  changeableRoles: readonly Role[];
  onAddRole: (user: StaffUser, role: Role) => void;
  onRemoveRole: (user: StaffUser, role: Role) => void;
}

/** User Management: one row per staff user with role editing (a card per user on a phone). */
export function StaffUsersTable({ users, changeableRoles, onAddRole, onRemoveRole }: StaffUsersTableProps) {
  const columns: DataColumn<StaffUser>[] = [
    userNameColumn,
    {
      key: 'roles',
      label: 'Roles',
      wide: true,
      render: (user) => {
        const name = userName(user);
        return (
          <Group gap={6}>
            <RoleBadges
              roles={user.roles}
              removable={changeableRoles}
              userName={name}
              onRemove={(role) => onRemoveRole(user, role)}
            />
            <AddRoleMenu
              current={user.roles}
              grantable={changeableRoles}
              userName={name}
              onAdd={(role) => onAddRole(user, role)}
            />
          </Group>
        );
      },
    },
    emailConfirmedColumn,
    {
      key: 'lastSignIn',
      label: 'Last sign-in',
      nowrap: true,
      render: (user) => formatDateTime(user.last_sign_in_at),
    },
  ];
  return <DataTable rows={users} rowKey={(user) => user.id} columns={columns} minWidth={760} />;
}
