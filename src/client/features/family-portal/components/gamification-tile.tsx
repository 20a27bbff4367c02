import { Badge, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconLock, IconTrophy } from '@tabler/icons-react';
import { QueryContent } from '@client/components/query-content';
import { useEngagement } from '../api/family-portal-queries';
import { TileCard, TileSkeleton } from './tile-card';

/** Gamification: level, XP towards the next level and the achievement badges, from the family's progress. */
export function GamificationTile() {
  const engagement = useEngagement();
  return (
    <TileCard
      title="Achievements"
      icon={<IconTrophy size={20} color="var(--mantine-color-yellow-7)" aria-hidden />}
    >
      <QueryContent
        query={engagement}
        errorTitle="Unable to load your achievements"
        loading={<TileSkeleton lines={4} />}
      >
        {(data) => {
          const earned = data.badges.filter((badge) => badge.earned).length;
          return (
            <Stack gap="md">
              <Stack gap={6}>
                <Group justify="space-between" align="baseline">
                  <Text fw={700} fz="lg">
                    Level {data.level}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {data.levelXp} / {data.levelSize} XP
                  </Text>
                </Group>
                <Progress
                  value={(data.levelXp / data.levelSize) * 100}
                  color="yellow.6"
                  size="md"
                  radius="xl"
                  aria-label={`${data.levelXp} of ${data.levelSize} XP to level ${data.level + 1}`}
                />
                <Text size="xs" c="dimmed">
                  {data.xp.toLocaleString('en-US')} XP in total · {data.nextLevelXp - data.xp} XP to level{' '}
                  {data.level + 1}
                </Text>
              </Stack>
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  Badges ({earned} of {data.badges.length} earned)
                </Text>
                <Group component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
                  {data.badges.map((badge) => (
                    <Tooltip key={badge.id} label={badge.description} withArrow>
                      <Badge
                        component="li"
                        // A pale gold with dark text: white on yellow fails WCAG AA (2.1:1).
                        color={badge.earned ? 'yellow.3' : 'gray.7'}
                        autoContrast
                        variant={badge.earned ? 'filled' : 'outline'}
                        leftSection={
                          badge.earned ? (
                            <IconTrophy size={12} aria-hidden />
                          ) : (
                            <IconLock size={12} aria-hidden />
                          )
                        }
                        aria-label={`${badge.name}: ${badge.earned ? 'earned' : 'not earned yet'}. ${badge.description}`}
                        tabIndex={0}
                      >
                        {badge.name}
                      </Badge>
                    </Tooltip>
                  ))}
                </Group>
              </Stack>
            </Stack>
          );
        }}
      </QueryContent>
    </TileCard>
  );
}
