import { Stack, Text, Timeline } from '@mantine/core';
import { IconPoint } from '@tabler/icons-react';
import { formatDate, timeAgo } from '@client/lib/format';
import { QueryContent } from '@client/components/query-content';
import { useFamilyActivity } from '../api/family-portal-queries';
import { TileCard, TileSkeleton } from './tile-card';

/** RecentActivity: the family's three latest events from the audit trail. */
export function RecentActivityTile() {
  const activity = useFamilyActivity();
  const now = new Date();
  return (
    <TileCard title="Recent Activity">
      <QueryContent
        query={activity}
        errorTitle="Unable to load recent activity"
        loading={<TileSkeleton lines={3} />}
      >
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
                    <Text
                      size="xs"
                      c="dimmed"
                      component="time"
                      dateTime={item.at}
                      title={formatDate(item.at)}
                    >
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
