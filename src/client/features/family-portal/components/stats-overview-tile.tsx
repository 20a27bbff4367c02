import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconFiles, IconRoute, IconSchool } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FamilyStats } from '@shared/family-portal/family-portal.schema';
import { formatDate } from '@client/lib/format';
import { QueryContent } from '@client/components/query-content';
import { useFamilyStats } from '../api/family-portal-queries';
import { daysAwayLabel } from '../utils/format';
import { knownValue, type TextSource } from '../utils/known-text';
import { TileCard, TileSkeleton } from './tile-card';

interface StatCardProps {
  key: string;
  label: string;
  value: string;
  detail: string;
  icon: ReactNode;
}

function StatCard({ label, value, detail, icon }: Omit<StatCardProps, 'key'>) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        {icon}
        <Text size="sm" c="dimmed" fw={500}>
          {label}
        </Text>
        <Text fz={24} fw={700} lh={1.2}>
          {value}
        </Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
    </Paper>
  );
}

function statIcon(Icon: typeof IconFiles, color: string) {
  return (
    <ThemeIcon variant="light" color={color} radius="md" aria-hidden>
      <Icon size={18} />
    </ThemeIcon>
  );
}

function statCards(t: TFunction<'familyPortal'>, i18n: TextSource, stats: FamilyStats): StatCardProps[] {
  const next = stats.nextCheckIn;
  return [
    {
      key: 'documents',
      label: t('stats.documents'),
      value: `${stats.documents.submitted}/${stats.documents.required}`,
      detail: t('stats.documentsDetail'),
      icon: statIcon(IconFiles, 'teal'),
    },
    {
      key: 'training',
      label: t('stats.trainingHours'),
      value: `${stats.training.completedHours}/${stats.training.requiredHours}`,
      detail: t('stats.trainingDetail'),
      icon: statIcon(IconSchool, 'blue'),
    },
    {
      key: 'progress',
      label: t('stats.progress'),
      value: t('stats.progressValue', { step: stats.progress.step, total: stats.progress.total }),
      detail: t('stats.progressDetail'),
      icon: statIcon(IconRoute, 'grape'),
    },
    {
      key: 'checkIn',
      label: t('stats.nextCheckIn'),
      value: next ? formatDate(next.date) : t('stats.notScheduled'),
      detail: next
        ? t('stats.checkInDetail', {
            when: daysAwayLabel(t, next.daysAway),
            type: knownValue(i18n, 'stats.appointmentTypes', next.appointmentType),
          })
        : t('stats.notScheduledDetail'),
      icon: statIcon(IconCalendarEvent, 'orange'),
    },
  ];
}

/** StatsOverviewDynamic: four statistics cards (spec 01 §2). */
export function StatsOverviewTile() {
  const { t, i18n } = useTranslation('familyPortal');
  const stats = useFamilyStats();
  return (
    <TileCard title={t('stats.title')}>
      <QueryContent query={stats} errorTitle={t('stats.loadError')} loading={<TileSkeleton lines={3} />}>
        {(data) => (
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            {statCards(t, i18n, data).map(({ key, ...card }) => (
              <StatCard key={key} {...card} />
            ))}
          </SimpleGrid>
        )}
      </QueryContent>
    </TileCard>
  );
}
