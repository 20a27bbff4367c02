import type { DashboardTile, UpdateDashboardTilesBody } from '@shared/system-config/system-config.schema';

/** Positions are saved in steps of 10, so a tile can later be slotted between two others by hand. */
const POSITION_STEP = 10;

/** The tile at `index` swapped with its neighbour (-1 up, +1 down); out-of-range moves change nothing. */
export function moveTile<T>(tiles: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || index >= tiles.length || target < 0 || target >= tiles.length) return [...tiles];
  const next = [...tiles];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** Replaces one tile's settings by name. */
export function updateTile(
  tiles: readonly DashboardTile[],
  componentName: DashboardTile['componentName'],
  patch: Partial<Pick<DashboardTile, 'isEnabled' | 'gridSize'>>,
): DashboardTile[] {
  return tiles.map((tile) => (tile.componentName === componentName ? { ...tile, ...patch } : tile));
}

/** The PUT body: every tile, numbered by its place in the list. */
export function toUpdateTilesBody(tiles: readonly DashboardTile[]): UpdateDashboardTilesBody {
  return {
    tiles: tiles.map((tile, index) => ({
      componentName: tile.componentName,
      isEnabled: tile.isEnabled,
      gridSize: tile.gridSize,
      positionOrder: (index + 1) * POSITION_STEP,
    })),
  };
}

/** True when the edited list differs from the loaded one in order, switches or sizes. */
export function tilesChanged(loaded: readonly DashboardTile[], edited: readonly DashboardTile[]): boolean {
  if (loaded.length !== edited.length) return true;
  return edited.some((tile, index) => {
    const before = loaded[index];
    return (
      before === undefined ||
      before.componentName !== tile.componentName ||
      before.isEnabled !== tile.isEnabled ||
      before.gridSize !== tile.gridSize
    );
  });
}
