import { Stack, Text, Timeline } from '@mantine/core';
import { IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, timeAgo } from '@client/lib/format';
import { useChecklistText } from '@client/lib/i18n/checklist-text';
import { QueryContent } from '@client/components/query-content';
import { knownText } from '@client/lib/i18n/known-text';
import { useFamilyActivity } from '../api/family-portal-queries';
import { activityText, type ActivityNames } from '../utils/activity-text';
import { TileCard, TileSkeleton } from './tile-card';

/** RecentActivity: the family's three latest events from the audit trail. */
export function RecentActivityTile() {
  const { t, i18n } = useTranslation('familyPortal');
  const checklist = useChecklistText();
  const activity = useFamilyActivity();
  const now = new Date();
  const names: ActivityNames = {
    document: checklist.name,
    stepTitle: (stepId, english) => knownText(i18n, `journey.steps.${stepId}.title`, english),
    date: formatDate,
  };
  return (
    <TileCard title={t('activity.title')}>
      <QueryContent
        query={activity}
        errorTitle={t('activity.loadError')}
        loading={<TileSkeleton lines={3} />}
      >
        {(items) =>
          items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('activity.empty')}
            </Text>
          ) : (
            <Timeline bulletSize={20} lineWidth={2}>
              {items.map((item) => (
                <Timeline.Item key={item.id} bullet={<IconPoint size={12} aria-hidden />}>
                  <Stack gap={2}>
                    <Text size="sm">{activityText(t, item, names)}</Text>
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
