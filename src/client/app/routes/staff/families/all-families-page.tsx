import { Group, Stack, Title } from '@mantine/core';
import { FamilyListView } from '@client/features/families/components/family-list-view';
import { NewFamilyButton } from '@client/features/families/components/new-family-button';

export function Component() {
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={1}>All Families</Title>
        <NewFamilyButton />
      </Group>
      <FamilyListView />
    </Stack>
  );
}
