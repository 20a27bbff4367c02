import { Stack, Text, Title } from '@mantine/core';
import { ApplicationsView } from '@client/features/families/components/applications-view';

export function Component() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Applications</Title>
        <Text c="dimmed" size="sm">
          Families in the application steps, waiting longest first.
        </Text>
      </div>
      <ApplicationsView />
    </Stack>
  );
}
