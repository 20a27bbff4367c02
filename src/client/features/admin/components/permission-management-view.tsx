import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { IconKey, IconUsers } from '@tabler/icons-react';
import type { StaffUser } from '@shared/admin/admin.schema';
import { ManagePermissionsModal } from './manage-permissions-modal';
import { PermissionsTab } from './permissions-tab';
import { UsersRolesTab } from './users-roles-tab';

export function PermissionManagementView() {
  const [managedUser, setManagedUser] = useState<StaffUser | null>(null);
  return (
    <>
      <Tabs defaultValue="users">
        <Tabs.List>
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
            Users &amp; Roles
          </Tabs.Tab>
          <Tabs.Tab value="permissions" leftSection={<IconKey size={16} aria-hidden />}>
            Permissions
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UsersRolesTab onManage={setManagedUser} />
        </Tabs.Panel>
        <Tabs.Panel value="permissions" pt="md">
          <PermissionsTab />
        </Tabs.Panel>
      </Tabs>
      {managedUser && <ManagePermissionsModal user={managedUser} onClose={() => setManagedUser(null)} />}
    </>
  );
}
