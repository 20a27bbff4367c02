import { lazy, type ComponentType, type ReactElement } from 'react';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { waitAtMost } from '@client/lib/wait-at-most';
import { familyQueries } from '../api/family-portal-queries';
import { ApplicantTypeTile } from './applicant-type-tile';
import { MotivationalQuoteTile } from './motivational-quote-tile';

/** Fetches a read the tile renders from into the cache (a fresh one is not fetched again). */
type TileRead = (queryClient: QueryClient) => Promise<void>;

const read =
  <T, Key extends QueryKey>(query: FetchQueryOptions<T, Error, T, Key>): TileRead =>
  (queryClient) =>
    queryClient.prefetchQuery(query);

/**
 * How long the tiles wait for their reads before they show anyway (a tile whose read is still out shows its
 * skeleton until the answer arrives): one slow read must not keep the whole dashboard in placeholders.
 */
const READS_WAIT_MS = 2_000;

interface Tile {
  /** The tile: its component once its module is there, until then a lazy one (Suspense shows the fallback). */
  element: () => ReactElement;
  /** Its module comes with the dashboard page, and it renders with the page's first paint. */
  withPage: boolean;
  /** Loads the tile's module ahead of its first render. */
  load: () => Promise<unknown>;
  /** Fetches the reads the tile renders from (a read that fails leaves its error in the cache, for the tile). */
  prefetch: (queryClient: QueryClient) => Promise<unknown>;
  loaded: () => boolean;
}

/**
 * Each tile loads with its first render, or before it when preloaded (the build puts all tiles in one chunk).
 * Preloading also fetches the tile's reads, so that the tile mounts with its data in the transition that shows it
 * (which React renders in slices) instead of rendering again, in one piece, as each answer arrives (decision 031).
 */
function lazyTile<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  reads: readonly TileRead[] = [],
): Tile {
  let Loaded: ComponentType | null = null;
  const loadModule = () =>
    load().then((module) => {
      Loaded = pick(module);
      return Loaded;
    });
  const Lazy = lazy(async () => ({ default: await loadModule() }));
  return {
    element: () => (Loaded ? <Loaded /> : <Lazy />),
    withPage: false,
    load: loadModule,
    prefetch: (queryClient) => Promise.all(reads.map((read) => read(queryClient))),
    loaded: () => Loaded !== null,
  };
}

/**
 * A tile that renders with the page's first paint: its module is part of the page's, and it reads only the
 * dashboard read the page starts with. The header's two are: the day's quote, three lines on a phone on some days,
 * was the page's largest text, and painted with the tiles it made the page's LCP (decision 036).
 */
function pageTile(Component: ComponentType): Tile {
  return {
    element: () => <Component />,
    withPage: true,
    load: () => Promise.resolve(),
    prefetch: () => Promise.resolve(),
    loaded: () => true,
  };
}

/** The known tile names (spec 01 §2) and their (lazy) elements; the dashboard skips any other name. */
const TILES: Readonly<Record<string, Tile>> = {
  ApplicantType: pageTile(ApplicantTypeTile),
  MotivationalQuote: pageTile(MotivationalQuoteTile),
  FileSubmissionNote: lazyTile(
    () => import('./file-submission-note-tile'),
    (m) => m.FileSubmissionNoteTile,
  ),
  HorizontalProgressTimeline: lazyTile(
    () => import('./horizontal-progress-timeline-tile'),
    (m) => m.HorizontalProgressTimelineTile,
    [read(familyQueries.journey)],
  ),
  ProgressTimeline: lazyTile(
    () => import('./progress-timeline-tile'),
    (m) => m.ProgressTimelineTile,
    [read(familyQueries.journey)],
  ),
  Gamification: lazyTile(
    () => import('./gamification-tile'),
    (m) => m.GamificationTile,
    [read(familyQueries.engagement)],
  ),
  RecentActivity: lazyTile(
    () => import('./recent-activity-tile'),
    (m) => m.RecentActivityTile,
    [read(familyQueries.activity)],
  ),
  PerformanceStats: lazyTile(
    () => import('./performance-stats-tile'),
    (m) => m.PerformanceStatsTile,
    [read(familyQueries.engagement)],
  ),
  Announcements: lazyTile(
    () => import('./announcements-tile'),
    (m) => m.AnnouncementsTile,
    [read(familyQueries.announcements)],
  ),
  ActionCenter: lazyTile(
    () => import('./action-center-tile'),
    (m) => m.ActionCenterTile,
    [read(familyQueries.tasks), read(familyQueries.journey)],
  ),
  QuickActions: lazyTile(
    () => import('./quick-actions-tile'),
    (m) => m.QuickActionsTile,
    [read(familyQueries.supportTeam)],
  ),
  SupportTeam: lazyTile(
    () => import('./support-team-tile'),
    (m) => m.SupportTeamTile,
    [read(familyQueries.supportTeam)],
  ),
  StatsOverviewDynamic: lazyTile(
    () => import('./stats-overview-tile'),
    (m) => m.StatsOverviewTile,
    [read(familyQueries.stats)],
  ),
  HouseholdInfoDynamic: lazyTile(
    () => import('./household-info-tile'),
    (m) => m.HouseholdInfoTile,
    [read(familyQueries.household)],
  ),
};

export function isKnownTile(componentName: string): boolean {
  return Object.hasOwn(TILES, componentName);
}

/** Whether the tile renders with the page's first paint (`pageTile`). */
export function rendersWithPage(componentName: string): boolean {
  return isKnownTile(componentName) && TILES[componentName]?.withPage === true;
}

export function tileElement(componentName: string): ReactElement | undefined {
  return isKnownTile(componentName) ? TILES[componentName]?.element() : undefined;
}

/**
 * Loads the modules of the named tiles ahead of their first render, which then renders them at once, and their
 * reads, for at most READS_WAIT_MS.
 */
export async function preloadTiles(
  componentNames: readonly string[],
  queryClient: QueryClient,
): Promise<void> {
  const tiles = componentNames.filter(isKnownTile).flatMap((name) => TILES[name] ?? []);
  const reads = Promise.all(tiles.map((tile) => tile.prefetch(queryClient)));
  await Promise.all([...tiles.map((tile) => tile.load()), waitAtMost(READS_WAIT_MS, reads)]);
}

/** True when the modules of all the named tiles are there (a tile renders at once). */
export function tilesLoaded(componentNames: readonly string[]): boolean {
  return componentNames.filter(isKnownTile).every((name) => TILES[name]?.loaded());
}
