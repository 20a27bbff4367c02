import { Stack, Title } from '@mantine/core';
import { SystemConfigView } from '@client/features/system-config/components/system-config-view';

export function Component() {
  return (
    <Stack gap="lg">
      <Title order={1}>System Configuration</Title>
      <SystemConfigView />
    </Stack>
  );
}
