import { Stack, Text, Timeline } from '@mantine/core';
import { IconPoint } from '@tabler/icons-react';
import { useFamilyActivity } from '../api/family-portal-queries';
import { formatDay, timeAgo } from '../utils/format';
import { QueryContent, TileCard } from './tile-card';

/** RecentActivity: the family's three latest events from the audit trail. */
export function RecentActivityTile() {
  const activity = useFamilyActivity();
  const now = new Date();
  return (
    <TileCard title="Recent Activity">
      <QueryContent query={activity} errorTitle="Unable to load recent activity" skeletonLines={3}>
        {(items) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed">
              No activity yet.
            </Text>
          ) : (
            <Timeline bulletSize={20} lineWidth={2}>
              {items.map((item) => (
                <Timeline.Item key={item.id} bullet={<IconPoint size={12} aria-hidden />}>
                  <Stack gap={2}>
                    <Text size="sm">{item.description}</Text>
                    <Text size="xs" c="dimmed" component="time" dateTime={item.at} title={formatDay(item.at)}>
                      {timeAgo(item.at, now)}
                    </Text>
                  </Stack>
                </Timeline.Item>
              ))}
            </Timeline>
          )
        }
      </QueryContent>
    </TileCard>
  );
}
