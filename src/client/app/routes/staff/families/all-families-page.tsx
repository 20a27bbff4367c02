import { Group, Stack, Title } from '@mantine/core';
import { FamilyListView } from '@client/features/families/components/family-list-view';
import { NewFamilyButton } from '@client/features/families/components/new-family-button';
import { useAuth } from '@client/lib/auth/use-auth';

/** /staff/families; a caseworker's list holds the families assigned to them, and only manage_families opens cases. */
export function Component() {
  const { permissions } = useAuth();
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={1}>All Families</Title>
        {permissions.includes('manage_families') && <NewFamilyButton />}
      </Group>
      <FamilyListView />
    </Stack>
  );
}
