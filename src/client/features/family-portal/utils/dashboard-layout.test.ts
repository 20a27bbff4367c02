import { expect, test } from 'vitest';
import type { DashboardTileRef } from '@shared/family-portal/family-portal.schema';
import { dashboardLayout, isEmptyLayout, tileSpan } from './dashboard-layout';

const tile = (
  componentName: string,
  category: DashboardTileRef['category'],
  gridSize: DashboardTileRef['gridSize'] = 'full',
): DashboardTileRef => ({
  componentName,
  category,
  gridSize,
  displayName: componentName,
});

const known = new Set([
  'ApplicantType',
  'MotivationalQuote',
  'ActionCenter',
  'QuickActions',
  'SupportTeam',
  'FileSubmissionNote',
]);
const isKnown = (name: string) => known.has(name);

/** Every category, in an order that is not the page's. */
const MIXED = [
  tile('SupportTeam', 'support'),
  tile('ActionCenter', 'other', 'two-thirds'),
  tile('ApplicantType', 'header'),
  tile('QuickActions', 'other', 'third'),
  tile('FileSubmissionNote', 'support'),
  tile('MotivationalQuote', 'header'),
];

test('header tiles come first, then the grid, support tiles last, each in configured order', () => {
  const layout = dashboardLayout(MIXED, isKnown);
  expect(layout.header.map((t) => t.componentName)).toEqual(['ApplicantType', 'MotivationalQuote']);
  expect(layout.grid.map((g) => g.tile.componentName)).toEqual(['ActionCenter', 'QuickActions']);
  expect(layout.support.map((t) => t.componentName)).toEqual(['SupportTeam', 'FileSubmissionNote']);
});

test('unknown tile names are skipped', () => {
  const layout = dashboardLayout(
    [tile('WeatherWidget', 'other'), tile('QuickActions', 'other', 'third')],
    isKnown,
  );
  expect(layout.grid.map((g) => g.tile.componentName)).toEqual(['QuickActions']);
});

test('grid sizes span 6 columns of a 6-column grid on phones; full 3, two-thirds 2, half 1 of 2, third 1 of 3 when wide', () => {
  expect(tileSpan('full')).toEqual({ base: 6, md: 6, lg: 6 });
  expect(tileSpan('two-thirds')).toEqual({ base: 6, md: 6, lg: 4 });
  expect(tileSpan('half')).toEqual({ base: 6, md: 3, lg: 3 });
  expect(tileSpan('third')).toEqual({ base: 6, md: 3, lg: 2 });
  const layout = dashboardLayout([tile('ActionCenter', 'other', 'half')], isKnown);
  expect(layout.grid[0]?.span).toEqual(tileSpan('half'));
});

test('no enabled (or no known) tiles is an empty dashboard', () => {
  expect(isEmptyLayout(dashboardLayout([], isKnown))).toBe(true);
  expect(isEmptyLayout(dashboardLayout([tile('WeatherWidget', 'header')], isKnown))).toBe(true);
  expect(isEmptyLayout(dashboardLayout([tile('SupportTeam', 'support')], isKnown))).toBe(false);
});
