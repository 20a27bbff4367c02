import { SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChecklist, IconFlame, IconUsersGroup, type Icon } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Engagement } from '@shared/family-portal/family-portal.schema';
import { QueryContent } from '@client/components/query-content';
import { useEngagement } from '../api/family-portal-queries';
import { TileCard, TileSkeleton } from './tile-card';

interface Stat {
  key: string;
  label: string;
  value: string;
  icon: Icon;
  color: string;
}

function performanceStats(t: TFunction<'familyPortal'>, data: Engagement): Stat[] {
  const streaks: Stat[] = [
    {
      key: 'login',
      label: t('performance.loginStreak'),
      value: t('performance.days', { count: data.loginStreak }),
      icon: IconFlame,
      color: 'orange',
    },
    {
      key: 'task',
      label: t('performance.taskStreak'),
      value: t('performance.days', { count: data.taskStreak }),
      icon: IconChecklist,
      color: 'teal',
    },
  ];
  // Below COHORT_MIN_SIZE families the server sends no rank: "1 of 1" would be a fake number.
  if (data.cohortRank === null) return streaks;
  return [
    ...streaks,
    {
      key: 'cohort',
      label: t('performance.cohortRank'),
      value: t('performance.rank', { rank: data.cohortRank, size: data.cohortSize }),
      icon: IconUsersGroup,
      color: 'blue',
    },
  ];
}

/**
 * PerformanceStats: the streaks of days with real activity (STREAK_RULES in shared/family-context/engagement-rules)
 * and the rank among families who started the same month, when there are enough of them.
 */
export function PerformanceStatsTile() {
  const { t } = useTranslation('familyPortal');
  const engagement = useEngagement();
  return (
    <TileCard title={t('performance.title')}>
      <QueryContent
        query={engagement}
        errorTitle={t('performance.loadError')}
        loading={<TileSkeleton lines={3} />}
      >
        {(data) => {
          const stats = performanceStats(t, data);
          return (
            <SimpleGrid component="dl" cols={{ base: 1, xs: stats.length }} spacing="md" m={0}>
              {stats.map(({ key, label, value, icon: StatIcon, color }) => (
                <Stack key={key} gap={4} align="center" ta="center">
                  <ThemeIcon variant="light" color={color} size="lg" radius="xl" aria-hidden>
                    <StatIcon size={20} />
                  </ThemeIcon>
                  <Text component="dt" size="xs" c="dimmed" fw={500}>
                    {label}
                  </Text>
                  <Text component="dd" fw={700} fz="lg" m={0}>
                    {value}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          );
        }}
      </QueryContent>
    </TileCard>
  );
}
