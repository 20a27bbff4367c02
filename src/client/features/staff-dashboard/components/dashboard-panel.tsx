import type { ReactNode } from 'react';
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';

interface DashboardPanelProps<T> {
  title: string;
  items: readonly T[];
  /** Shown in place of the list when there are no items. */
  emptyText: string;
  /** One row's content; the row lays it out side by side. */
  children: (item: T) => ReactNode;
}

/** A titled, bordered block of the dashboard holding a list of rows. */
export function DashboardPanel<T extends { id: string | number }>({
  title,
  items,
  emptyText,
  children,
}: DashboardPanelProps<T>) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        ) : (
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <Group
                key={item.id}
                component="li"
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                gap="sm"
                py={6}
              >
                {children(item)}
              </Group>
            ))}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
