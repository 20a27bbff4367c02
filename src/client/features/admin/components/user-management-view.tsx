import { Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import type { StaffUser } from '@shared/admin/admin.schema';
import { roleLabel, type Role } from '@shared/auth/permissions';
import { useAssignRole, useRemoveRole } from '../api/use-role-mutations';
import { userName } from '../utils/user-name';
import { StaffUserBrowser } from './staff-user-browser';
import { StaffUsersTable } from './staff-users-table';

/** Staff users with their roles; roles are added from a menu and removed after a confirmation. */
export function UserManagementView() {
  const assignRole = useAssignRole();
  const removeRole = useRemoveRole();

  function addRole(user: StaffUser, role: Role) {
    assignRole.mutate({ userId: user.id, userName: userName(user), role });
  }

  function confirmRoleRemoval(user: StaffUser, role: Role) {
    const name = userName(user);
    const label = roleLabel([role]);
    openConfirmModal({
      title: 'Remove role',
      children: (
        <Text size="sm">
          Remove the {label} role from {name}? They lose the permissions that come with it.
        </Text>
      ),
      labels: { confirm: 'Remove role', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => removeRole.mutate({ userId: user.id, userName: name, role }),
    });
  }

  return (
    <StaffUserBrowser>
      {(users) => <StaffUsersTable users={users} onAddRole={addRole} onRemoveRole={confirmRoleRemoval} />}
    </StaffUserBrowser>
  );
}
