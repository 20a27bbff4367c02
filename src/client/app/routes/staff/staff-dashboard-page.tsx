import { Stack, Title } from '@mantine/core';
import { StaffDashboardView } from '@client/features/staff-dashboard/components/staff-dashboard-view';

export function Component() {
  return (
    <Stack gap="lg">
      <Title order={1}>Dashboard</Title>
      <StaffDashboardView />
    </Stack>
  );
}
