import { Badge, Group, Table, Text } from '@mantine/core';
import type { StaffUser } from '@shared/admin/admin.schema';
import type { Role } from '@shared/auth/permissions';
import { formatDateTime } from '@client/lib/format';
import { userName } from '../utils/user-name';
import { AddRoleMenu } from './add-role-menu';
import { RoleBadges } from './role-badges';

interface StaffUsersTableProps {
  users: StaffUser[];
  onAddRole: (user: StaffUser, role: Role) => void;
  onRemoveRole: (user: StaffUser, role: Role) => void;
}

/** User Management: one row per staff user with role editing. */
export function StaffUsersTable({ users, onAddRole, onRemoveRole }: StaffUsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Roles</Table.Th>
            <Table.Th>Confirmed</Table.Th>
            <Table.Th>Last sign-in</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = userName(user);
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {user.display_name ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{user.email}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    <RoleBadges
                      roles={user.roles}
                      userName={name}
                      onRemove={(role) => onRemoveRole(user, role)}
                    />
                    <AddRoleMenu
                      current={user.roles}
                      userName={name}
                      onAdd={(role) => onAddRole(user, role)}
                    />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge color={user.email_confirmed ? 'teal' : 'gray'} variant="light">
                    {user.email_confirmed ? 'Yes' : 'No'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(user.last_sign_in_at)}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
