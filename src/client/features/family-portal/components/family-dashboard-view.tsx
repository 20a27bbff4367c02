import { useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@client/components/query-error';
import { knownText } from '@client/lib/i18n/known-text';
import { useFamilyDashboard } from '../api/family-portal-queries';
import { dashboardLayout, isEmptyLayout } from '../utils/dashboard-layout';
import { statusLineText } from '../utils/status-line';
import { DashboardActionsContext, type DashboardActions } from './dashboard-actions';
import { TileGrid, TileGridPlaceholder } from './tile-grid';
import { isKnownTile } from './tile-registry';

function DashboardTiles({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation('familyPortal');
  const dashboard = useFamilyDashboard();
  // The tiles render from a deferred copy: React renders fourteen tiles in slices then, not in one long task.
  const tiles = useDeferredValue(dashboard.data?.tiles);
  const layout = useMemo(() => dashboardLayout(tiles ?? [], isKnownTile), [tiles]);

  useEffect(() => {
    if (dashboard.error) console.error('Error loading dashboard tiles', dashboard.error);
  }, [dashboard.error]);

  if (waiting || dashboard.isPending || (dashboard.data && !tiles)) return <TileGridPlaceholder />;
  if (dashboard.isError) {
    return (
      <QueryError
        title={t('dashboard.loadError')}
        error={dashboard.error}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  if (isEmptyLayout(layout)) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('dashboard.noTiles')}
      </Text>
    );
  }
  return <TileGrid layout={layout} />;
}

interface FamilyDashboardViewProps {
  actions: DashboardActions;
  /** Shown above the tiles, which the agency configures: My Approval (issue 45), which another feature owns. */
  approval?: ReactNode;
  /**
   * False while the section above the tiles is still on its way: the tiles keep their placeholder, so that the
   * section does not push them down once they are painted.
   */
  approvalReady?: boolean;
}

/** The family dashboard (spec 01 §2): 'Welcome Back', the status line, My Approval and the configured tiles. */
export function FamilyDashboardView({ actions, approval, approvalReady = true }: FamilyDashboardViewProps) {
  const { t, i18n } = useTranslation('familyPortal');
  const dashboard = useFamilyDashboard();
  const stepTitle = (stepId: number, english: string) =>
    knownText(i18n, `journey.steps.${stepId}.title`, english);
  return (
    <DashboardActionsContext value={actions}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('dashboard.welcome')}</Title>
          {dashboard.isPending ? (
            <Skeleton height={20} width={320} maw="100%" />
          ) : (
            dashboard.data && <Text c="dimmed">{statusLineText(t, dashboard.data, stepTitle)}</Text>
          )}
        </Stack>
        {approval}
        <DashboardTiles waiting={!approvalReady} />
      </Stack>
    </DashboardActionsContext>
  );
}
