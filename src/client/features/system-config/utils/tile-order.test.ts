import { expect, test } from 'vitest';
import type { DashboardTile } from '@shared/system-config/system-config.schema';
import { moveTile, tilesChanged, toUpdateTilesBody, updateTile } from './tile-order';

const tile = (componentName: DashboardTile['componentName'], positionOrder: number): DashboardTile => ({
  componentName,
  displayName: componentName,
  description: null,
  category: 'other',
  isEnabled: true,
  gridSize: 'third',
  positionOrder,
});

const loaded = [tile('ApplicantType', 10), tile('QuickActions', 20), tile('SupportTeam', 30)];
const names = (tiles: DashboardTile[]) => tiles.map((t) => t.componentName);

test('moving a tile up or down swaps it with its neighbour', () => {
  expect(names(moveTile(loaded, 1, -1))).toEqual(['QuickActions', 'ApplicantType', 'SupportTeam']);
  expect(names(moveTile(loaded, 1, 1))).toEqual(['ApplicantType', 'SupportTeam', 'QuickActions']);
});

test('the first tile cannot move up nor the last down, and the input is left alone', () => {
  expect(names(moveTile(loaded, 0, -1))).toEqual(names(loaded));
  expect(names(moveTile(loaded, 2, 1))).toEqual(names(loaded));
  expect(names(moveTile(loaded, 7, 1))).toEqual(names(loaded));
  moveTile(loaded, 1, -1);
  expect(names(loaded)).toEqual(['ApplicantType', 'QuickActions', 'SupportTeam']);
});

test('the saved positions follow the list order in steps of 10', () => {
  const body = toUpdateTilesBody(moveTile(updateTile(loaded, 'SupportTeam', { isEnabled: false }), 2, -1));
  expect(body.tiles).toEqual([
    { componentName: 'ApplicantType', isEnabled: true, gridSize: 'third', positionOrder: 10 },
    { componentName: 'SupportTeam', isEnabled: false, gridSize: 'third', positionOrder: 20 },
    { componentName: 'QuickActions', isEnabled: true, gridSize: 'third', positionOrder: 30 },
  ]);
});

test('a change is a different order, switch or size; moving back and forth is no change', () => {
  expect(tilesChanged(loaded, loaded)).toBe(false);
  expect(tilesChanged(loaded, moveTile(loaded, 0, 1))).toBe(true);
  expect(tilesChanged(loaded, moveTile(moveTile(loaded, 0, 1), 1, -1))).toBe(false);
  expect(tilesChanged(loaded, updateTile(loaded, 'QuickActions', { gridSize: 'full' }))).toBe(true);
  expect(tilesChanged(loaded, updateTile(loaded, 'QuickActions', { isEnabled: false }))).toBe(true);
  expect(
    tilesChanged(
      loaded,
      updateTile(updateTile(loaded, 'QuickActions', { isEnabled: false }), 'QuickActions', {
        isEnabled: true,
      }),
    ),
  ).toBe(false);
});
