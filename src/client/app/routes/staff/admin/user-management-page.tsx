import { Stack, Title } from '@mantine/core';
import { UserManagementView } from '@client/features/admin/components/user-management-view';

export function Component() {
  return (
    <Stack gap="lg">
      <Title order={1}>User Management</Title>
      <UserManagementView />
    </Stack>
  );
}
