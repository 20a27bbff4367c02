import { Box, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { StaffDashboard } from '@shared/staff-dashboard/staff-dashboard.schema';
import { DashboardPanel } from './dashboard-panel';

dayjs.extend(relativeTime);

export function RecentActivity({ items }: { items: StaffDashboard['recentActivity'] }) {
  return (
    <DashboardPanel title="Recent Activity">
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No recent activity
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
              <Text size="sm">{item.description}</Text>
              <Text
                component="time"
                dateTime={item.at}
                title={dayjs(item.at).format('D MMM YYYY, HH:mm')}
                size="xs"
                c="dimmed"
                style={{ whiteSpace: 'nowrap' }}
              >
                {dayjs(item.at).fromNow()}
              </Text>
            </Group>
          ))}
        </Box>
      )}
    </DashboardPanel>
  );
}
