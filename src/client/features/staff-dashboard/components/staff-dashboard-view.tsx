import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { QueryError } from '@client/components/query-error';
import { useStaffDashboard } from '../api/use-staff-dashboard';
import { PendingTasks } from './pending-tasks';
import { RecentActivity } from './recent-activity';
import { ShortcutTiles } from './shortcut-tiles';
import { SummaryCards, SummaryCardsSkeleton } from './summary-cards';
import { SystemAlert } from './system-alert';

/** A system alert when storage refuses writes, then summary cards, recent activity, pending tasks and shortcuts (spec 01 §2 "Staff dashboard"). */
export function StaffDashboardView() {
  const dashboard = useStaffDashboard();

  if (dashboard.isError) {
    return (
      <QueryError
        title="Unable to load the dashboard"
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }

  return (
    <Stack gap="lg" aria-busy={!dashboard.data}>
      <SystemAlert />
      {dashboard.data ? <SummaryCards cards={dashboard.data.cards} /> : <SummaryCardsSkeleton />}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {dashboard.data ? (
          <>
            <RecentActivity items={dashboard.data.recentActivity} />
            <PendingTasks tasks={dashboard.data.pendingTasks} />
          </>
        ) : (
          <>
            <Skeleton h={240} radius="md" />
            <Skeleton h={240} radius="md" />
          </>
        )}
      </SimpleGrid>
      <ShortcutTiles />
    </Stack>
  );
}
