import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconFiles, IconRoute, IconSchool } from '@tabler/icons-react';
import type { FamilyStats } from '@shared/family-portal/family-portal.schema';
import { formatDate } from '@client/lib/format';
import { QueryContent } from '@client/components/query-content';
import { useFamilyStats } from '../api/family-portal-queries';
import { daysAwayLabel } from '../utils/format';
import { TileCard, TileSkeleton } from './tile-card';

interface StatCardProps {
  label: string;
  value: string;
  detail: string;
  icon: ReactNode;
}

function StatCard({ label, value, detail, icon }: StatCardProps) {
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

function statCards(stats: FamilyStats): StatCardProps[] {
  const next = stats.nextCheckIn;
  return [
    {
      label: 'Documents',
      value: `${stats.documents.submitted}/${stats.documents.required}`,
      detail: 'submitted / required',
      icon: statIcon(IconFiles, 'teal'),
    },
    {
      label: 'Training Hours',
      value: `${stats.training.completedHours}/${stats.training.requiredHours}`,
      detail: 'hours completed',
      icon: statIcon(IconSchool, 'blue'),
    },
    {
      label: 'Progress',
      value: `Step ${stats.progress.step}/${stats.progress.total}`,
      detail: 'of the approval journey',
      icon: statIcon(IconRoute, 'grape'),
    },
    {
      label: 'Next Check-In',
      value: next ? formatDate(next.date) : 'Not scheduled',
      detail: next
        ? `${daysAwayLabel(next.daysAway)} · ${next.appointmentType}`
        : 'Your caseworker will schedule it',
      icon: statIcon(IconCalendarEvent, 'orange'),
    },
  ];
}

/** StatsOverviewDynamic: four statistics cards (spec 01 §2). */
export function StatsOverviewTile() {
  const stats = useFamilyStats();
  return (
    <TileCard title="Family Statistics">
      <QueryContent
        query={stats}
        errorTitle="Unable to load family statistics"
        loading={<TileSkeleton lines={3} />}
      >
        {(data) => (
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
            {statCards(data).map((card) => (
              <StatCard key={card.label} {...card} />
            ))}
          </SimpleGrid>
        )}
      </QueryContent>
    </TileCard>
  );
}
