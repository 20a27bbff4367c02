import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** A titled, bordered block of the dashboard. */
export function DashboardPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
