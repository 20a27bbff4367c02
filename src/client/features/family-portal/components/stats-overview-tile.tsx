import { SimpleGrid, type MantineColor } from '@mantine/core';
import { IconCalendarEvent, IconFiles, IconRoute, IconSchool, type Icon } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FamilyStats } from '@shared/family-portal/family-portal.schema';
import { formatDate, formatDoneOf } from '@client/lib/format';
import { QueryContent } from '@client/components/query-content';
import { StatCard } from '@client/components/stat-card';
import { knownValue, type TextSource } from '@client/lib/i18n/known-text';
import { useFamilyStats } from '../api/family-portal-queries';
import { daysAwayLabel } from '../utils/format';
import { TileCard, TileSkeleton } from './tile-card';

interface StatCardValues {
  key: string;
  label: string;
  value: string;
  detail: string;
  icon: Icon;
  color: MantineColor;
}

function statCards(t: TFunction<'familyPortal'>, i18n: TextSource, stats: FamilyStats): StatCardValues[] {
  const next = stats.nextCheckIn;
  return [
    {
      key: 'documents',
      label: t('stats.documents'),
      value: formatDoneOf(stats.documents.submitted, stats.documents.required),
      detail: t('stats.documentsDetail'),
      icon: IconFiles,
      color: 'teal',
    },
    {
      key: 'training',
      label: t('stats.trainingHours'),
      value: formatDoneOf(stats.training.completedHours, stats.training.requiredHours),
      detail: t('stats.trainingDetail'),
      icon: IconSchool,
      color: 'blue',
    },
    {
      key: 'progress',
      label: t('stats.progress'),
      value: t('stats.progressValue', { step: stats.progress.step, total: stats.progress.total }),
      detail: t('stats.progressDetail'),
      icon: IconRoute,
      color: 'grape',
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
      icon: IconCalendarEvent,
      color: 'orange',
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
              <StatCard key={key} layout="stacked" {...card} />
            ))}
          </SimpleGrid>
        )}
      </QueryContent>
    </TileCard>
  );
}
