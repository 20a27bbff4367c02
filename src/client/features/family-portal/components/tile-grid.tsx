import { Grid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardTileRef } from '@shared/family-portal/family-portal.schema';
import { GRID_COLUMNS, type DashboardLayout } from '../utils/dashboard-layout';
import { tileElement } from './tile-registry';

/** Spec 01 §2: six placeholder blocks while the configuration loads. */
const PLACEHOLDER_BLOCKS = 6;

function TileSlot({ tile }: { tile: DashboardTileRef }) {
  return tileElement(tile.componentName) ?? null;
}

/** Header tiles stacked, then the grid, then support tiles (the order comes from dashboardLayout()). */
export function TileGrid({ layout }: { layout: DashboardLayout }) {
  const { header, grid, support } = layout;
  return (
    <Stack gap="md">
      {header.map((tile) => (
        <TileSlot key={tile.componentName} tile={tile} />
      ))}
      {grid.length > 0 && (
        <Grid columns={GRID_COLUMNS} gap="md">
          {grid.map(({ tile, span }) => (
            <Grid.Col key={tile.componentName} span={span}>
              <TileSlot tile={tile} />
            </Grid.Col>
          ))}
        </Grid>
      )}
      {support.map((tile) => (
        <TileSlot key={tile.componentName} tile={tile} />
      ))}
    </Stack>
  );
}

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
