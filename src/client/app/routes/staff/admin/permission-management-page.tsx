import { Stack, Title } from '@mantine/core';
import { PermissionManagementView } from '@client/features/admin/components/permission-management-view';

export function Component() {
  return (
    <Stack gap="lg">
      <Title order={1}>Permission Management</Title>
      <PermissionManagementView />
    </Stack>
  );
}
