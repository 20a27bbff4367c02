import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { StaffDashboard } from '@shared/staff-dashboard/staff-dashboard.schema';
import { DashboardPanel } from './dashboard-panel';

dayjs.extend(relativeTime);

export function RecentActivity({ items }: { items: StaffDashboard['recentActivity'] }) {
  return (
    <DashboardPanel title="Recent Activity" items={items} emptyText="No recent activity">
      {(item) => (
        <>
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
        </>
      )}
    </DashboardPanel>
  );
}
