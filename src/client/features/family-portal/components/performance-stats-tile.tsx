import { SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChecklist, IconFlame, IconUsersGroup } from '@tabler/icons-react';
import { plural } from '@client/lib/format';
import { QueryContent } from '@client/components/query-content';
import { useEngagement } from '../api/family-portal-queries';
import { TileCard, TileSkeleton } from './tile-card';

/**
 * PerformanceStats: the streaks of days with real activity (STREAK_RULES in shared/family-context/engagement-rules)
 * and the rank among families who started the same month, when there are enough of them.
 */
export function PerformanceStatsTile() {
  const engagement = useEngagement();
  return (
    <TileCard title="Performance Stats">
      <QueryContent
        query={engagement}
        errorTitle="Unable to load your stats"
        loading={<TileSkeleton lines={3} />}
      >
        {(data) => {
          const stats = [
            {
              label: 'Login Streak',
              value: plural(data.loginStreak, 'day'),
              icon: IconFlame,
              color: 'orange',
            },
            {
              label: 'Task Streak',
              value: plural(data.taskStreak, 'day'),
              icon: IconChecklist,
              color: 'teal',
            },
            // Below COHORT_MIN_SIZE families the server sends no rank: "1 of 1" would be a fake number.
            ...(data.cohortRank === null
              ? []
              : [
                  {
                    label: 'Cohort Rank',
                    value: `${data.cohortRank} of ${data.cohortSize}`,
                    icon: IconUsersGroup,
                    color: 'blue',
                  },
                ]),
          ];
          return (
            <SimpleGrid component="dl" cols={{ base: 1, xs: stats.length }} spacing="md" m={0}>
              {stats.map(({ label, value, icon: Icon, color }) => (
                <Stack key={label} gap={4} align="center" ta="center">
                  <ThemeIcon variant="light" color={color} size="lg" radius="xl" aria-hidden>
                    <Icon size={20} />
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
