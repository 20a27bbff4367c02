import { Badge, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconLock, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@client/lib/format';
import { QueryContent } from '@client/components/query-content';
import { knownText } from '@client/lib/i18n/known-text';
import { useEngagement } from '../api/family-portal-queries';
import { TileCard, TileSkeleton } from './tile-card';

/** Gamification: level, XP towards the next level and the achievement badges, from the family's progress. */
export function GamificationTile() {
  const { t, i18n } = useTranslation('familyPortal');
  const engagement = useEngagement();
  return (
    <TileCard
      title={t('gamification.title')}
      icon={<IconTrophy size={20} color="var(--mantine-color-yellow-7)" aria-hidden />}
    >
      <QueryContent
        query={engagement}
        errorTitle={t('gamification.loadError')}
        loading={<TileSkeleton lines={4} />}
      >
        {(data) => {
          const earned = data.badges.filter((badge) => badge.earned).length;
          const next = data.level + 1;
          return (
            <Stack gap="md">
              <Stack gap={6}>
                <Group justify="space-between" align="baseline">
                  <Text fw={700} fz="lg">
                    {t('gamification.level', { level: data.level })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('gamification.levelXp', { xp: data.levelXp, size: data.levelSize })}
                  </Text>
                </Group>
                <Progress
                  value={(data.levelXp / data.levelSize) * 100}
                  color="yellow.6"
                  size="md"
                  radius="xl"
                  aria-label={t('gamification.levelProgressLabel', {
                    xp: data.levelXp,
                    size: data.levelSize,
                    next,
                  })}
                />
                <Text size="xs" c="dimmed">
                  {t('gamification.totals', {
                    total: formatNumber(data.xp),
                    toNext: data.nextLevelXp - data.xp,
                    next,
                  })}
                </Text>
              </Stack>
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  {t('gamification.badgesHeading', { earned, total: data.badges.length })}
                </Text>
                <Group component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
                  {data.badges.map((badge) => {
                    const name = knownText(i18n, `gamification.badges.${badge.id}.name`, badge.name);
                    const description = knownText(
                      i18n,
                      `gamification.badges.${badge.id}.description`,
                      badge.description,
                    );
                    return (
                      <Tooltip key={badge.id} label={description} withArrow>
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
                          aria-label={t(
                            badge.earned ? 'gamification.badgeEarned' : 'gamification.badgeNotEarned',
                            { name, description },
                          )}
                          tabIndex={0}
                        >
                          {name}
                        </Badge>
                      </Tooltip>
                    );
                  })}
                </Group>
              </Stack>
            </Stack>
          );
        }}
      </QueryContent>
    </TileCard>
  );
}
