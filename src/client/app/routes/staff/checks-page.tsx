import { Stack, Text, Title } from '@mantine/core';
import { CheckQueueView } from '@client/features/background-checks/components/check-queue-view';

/** /staff/checks (view_background_checks; the staff layout guards the path). */
export function Component() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Background Checks</Title>
        <Text c="dimmed" size="sm">
          Every adult&apos;s checks still waiting for a result, and those that need an exemption decided. Open
          a family to record a result.
        </Text>
      </Stack>
      <CheckQueueView />
    </Stack>
  );
}
