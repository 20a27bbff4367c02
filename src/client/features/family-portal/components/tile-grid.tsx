import { memo, Suspense } from 'react';
import { Grid, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardTileRef } from '@shared/family-portal/family-portal.schema';
import { GRID_COLUMNS, type DashboardLayout } from '../utils/dashboard-layout';
import { TileSkeleton } from './tile-card';
import { tileElement } from './tile-registry';

/** Spec 01 §2: six placeholder blocks while the configuration loads. */
const PLACEHOLDER_BLOCKS = 6;

function TileSlot({ tile }: { tile: DashboardTileRef }) {
  const element = tileElement(tile.componentName);
  if (!element) return null;
  return (
    <Suspense
      fallback={
        <Paper withBorder radius="md" p="lg" h="100%">
          <TileSkeleton />
        </Paper>
      }
    >
      {element}
    </Suspense>
  );
}

/**
 * Header tiles stacked, then the grid, then support tiles (the order comes from dashboardLayout()).
 * Memoised: a render of the dashboard around it (its query's answer, a store update, which React renders at once
 * and in one piece) must not take the tiles along, nor mount a tile whose module has arrived meanwhile in that
 * same piece; a tile mounts in its Suspense boundary's own retry, which React renders in slices (decision 022).
 */
export const TileGrid = memo(function TileGrid({ layout }: { layout: DashboardLayout }) {
  return (
    <Stack gap="md">
      {layout.header.map((tile) => (
        <TileSlot key={tile.componentName} tile={tile} />
      ))}
      {layout.grid.length > 0 && (
        <Grid columns={GRID_COLUMNS} gap="md">
          {layout.grid.map(({ tile, span }) => (
            <Grid.Col key={tile.componentName} span={span}>
              <TileSlot tile={tile} />
            </Grid.Col>
          ))}
        </Grid>
      )}
      {layout.support.map((tile) => (
        <TileSlot key={tile.componentName} tile={tile} />
      ))}
    </Stack>
  );
});

export function TileGridPlaceholder() {
  const { t } = useTranslation('familyPortal');
  return (
    <Grid columns={GRID_COLUMNS} gap="md" role="status" aria-label={t('dashboard.loading')}>
      {Array.from({ length: PLACEHOLDER_BLOCKS }, (_, index) => (
        <Grid.Col key={index} span={{ base: 6, md: 3, lg: 2 }}>
          <Skeleton height={160} radius="md" />
        </Grid.Col>
      ))}
    </Grid>
  );
}
