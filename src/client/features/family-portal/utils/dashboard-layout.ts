import type { DashboardTileRef, GridSize } from '@shared/family-portal/family-portal.schema';

/** The tile grid has 6 columns, so that thirds and halves both fit. */
export const GRID_COLUMNS = 6;

/** Column spans per screen width: 1 column on phones, 2 from `md`, 3 from `lg` (spec 01 §2 grid sizes). */
export type TileSpan = { base: number; md: number; lg: number };

const SPANS: Record<GridSize, TileSpan> = {
  full: { base: 6, md: 6, lg: 6 },
  'two-thirds': { base: 6, md: 6, lg: 4 },
  half: { base: 6, md: 3, lg: 3 },
  third: { base: 6, md: 3, lg: 2 },
};

export function tileSpan(size: GridSize): TileSpan {
  return SPANS[size];
}

export interface DashboardLayout {
  /** Header tiles, stacked full width at the top. */
  header: DashboardTileRef[];
  /** Every other tile except support ones, in the grid. */
  grid: { tile: DashboardTileRef; span: TileSpan }[];
  /** Support tiles, stacked at the end. */
  support: DashboardTileRef[];
}

/**
 * Spec 01 §2: header tiles first, then the grid, support tiles last; each part keeps the configured
 * (position) order, and tiles whose name the client does not know are skipped.
 */
export function dashboardLayout(
  tiles: readonly DashboardTileRef[],
  isKnown: (componentName: string) => boolean,
): DashboardLayout {
  const known = tiles.filter((tile) => isKnown(tile.componentName));
  return {
    header: known.filter((tile) => tile.category === 'header'),
    grid: known
      .filter((tile) => tile.category === 'other')
      .map((tile) => ({ tile, span: tileSpan(tile.gridSize) })),
    support: known.filter((tile) => tile.category === 'support'),
  };
}

/** Nothing to show: no enabled tile the client knows. */
export function isEmptyLayout(layout: DashboardLayout): boolean {
  return tileCount(layout) === 0;
}

export function tileCount(layout: DashboardLayout): number {
  return layout.header.length + layout.grid.length + layout.support.length;
}
