import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import type { StaffUser } from '@shared/admin/admin.schema';
import { userName } from '../utils/user-name';
import { RoleBadges } from './role-badges';
import { StaffUserBrowser } from './staff-user-browser';

/** Staff users with their roles and a way into their individual permissions. */
export function UsersRolesTab({ onManage }: { onManage: (user: StaffUser) => void }) {
  return (
    <StaffUserBrowser>
      {(users) => (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Roles</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {userName(user)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {user.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RoleBadges roles={user.roles} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconShieldLock size={14} aria-hidden />}
                      aria-label={`Manage Permissions for ${userName(user)}`}
                      onClick={() => onManage(user)}
                    >
                      Manage Permissions
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </StaffUserBrowser>
  );
}
