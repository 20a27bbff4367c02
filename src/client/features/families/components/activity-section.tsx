import { Box, Group, Text } from '@mantine/core';
import type { ActivityItem } from '@shared/family-portal/family-portal.schema';
import { formatDateTime } from '@client/lib/format';

/** The family's audit trail, newest first (at most 20 entries). */
export function ActivitySection({ items }: { items: ActivityItem[] }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No recent activity
      </Text>
    );
  }
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Group
          key={item.id}
          component="li"
          justify="space-between"
          align="flex-start"
          wrap="wrap"
          gap={4}
          py={8}
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Text size="sm" style={{ flex: '1 1 280px' }}>
            {item.description}
          </Text>
          <Text component="time" dateTime={item.at} size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(item.at)}
          </Text>
        </Group>
      ))}
    </Box>
  );
}
