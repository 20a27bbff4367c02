import { lazy, type ComponentType, type ReactElement } from 'react';

interface LazyTile {
  /** The tile: its component once its module is there, until then a lazy one (Suspense shows the fallback). */
  element: () => ReactElement;
  /** Loads the tile's module ahead of its first render. */
  preload: () => Promise<unknown>;
  loaded: () => boolean;
}

/** Each tile loads with its first render, or before it when preloaded (the build puts all tiles in one chunk). */
function lazyTile<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyTile {
  let Loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      Loaded = pick(module);
      return Loaded;
    });
  const Lazy = lazy(async () => ({ default: await preload() }));
  return { element: () => (Loaded ? <Loaded /> : <Lazy />), preload, loaded: () => Loaded !== null };
}

/** The known tile names (spec 01 §2) and their (lazy) elements; the dashboard skips any other name. */
const TILES: Readonly<Record<string, LazyTile>> = {
  ApplicantType: lazyTile(
    () => import('./applicant-type-tile'),
    (m) => m.ApplicantTypeTile,
  ),
  MotivationalQuote: lazyTile(
    () => import('./motivational-quote-tile'),
    (m) => m.MotivationalQuoteTile,
  ),
  FileSubmissionNote: lazyTile(
    () => import('./file-submission-note-tile'),
    (m) => m.FileSubmissionNoteTile,
  ),
  HorizontalProgressTimeline: lazyTile(
    () => import('./horizontal-progress-timeline-tile'),
    (m) => m.HorizontalProgressTimelineTile,
  ),
  ProgressTimeline: lazyTile(
    () => import('./progress-timeline-tile'),
    (m) => m.ProgressTimelineTile,
  ),
  Gamification: lazyTile(
    () => import('./gamification-tile'),
    (m) => m.GamificationTile,
  ),
  RecentActivity: lazyTile(
    () => import('./recent-activity-tile'),
    (m) => m.RecentActivityTile,
  ),
  PerformanceStats: lazyTile(
    () => import('./performance-stats-tile'),
    (m) => m.PerformanceStatsTile,
  ),
  Announcements: lazyTile(
    () => import('./announcements-tile'),
    (m) => m.AnnouncementsTile,
  ),
  ActionCenter: lazyTile(
    () => import('./action-center-tile'),
    (m) => m.ActionCenterTile,
  ),
  QuickActions: lazyTile(
    () => import('./quick-actions-tile'),
    (m) => m.QuickActionsTile,
  ),
  SupportTeam: lazyTile(
    () => import('./support-team-tile'),
    (m) => m.SupportTeamTile,
  ),
  StatsOverviewDynamic: lazyTile(
    () => import('./stats-overview-tile'),
    (m) => m.StatsOverviewTile,
  ),
  HouseholdInfoDynamic: lazyTile(
    () => import('./household-info-tile'),
    (m) => m.HouseholdInfoTile,
  ),
};

export function isKnownTile(componentName: string): boolean {
  return Object.hasOwn(TILES, componentName);
}

export function tileElement(componentName: string): ReactElement | undefined {
  return isKnownTile(componentName) ? TILES[componentName]?.element() : undefined;
}

/** Loads the modules of the named tiles ahead of their first render, which then renders them at once. */
export async function preloadTiles(componentNames: readonly string[]): Promise<void> {
  await Promise.all(componentNames.filter(isKnownTile).map((name) => TILES[name]?.preload()));
}

/** True when the modules of all the named tiles are there (a tile renders at once). */
export function tilesLoaded(componentNames: readonly string[]): boolean {
  return componentNames.filter(isKnownTile).every((name) => TILES[name]?.loaded());
}
