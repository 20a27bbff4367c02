import { lazy, type ComponentType, type ReactElement } from 'react';

/** Each tile is its own chunk, so the dashboard's first load carries only the tiles that are enabled. */
function lazyTile<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactElement {
  const Tile = lazy(async () => ({ default: pick(await load()) }));
  return <Tile />;
}

/** The known tile names (spec 01 §2) and their (lazy) elements; the dashboard skips any other name. */
const TILES: Readonly<Record<string, ReactElement>> = {
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
  return isKnownTile(componentName) ? TILES[componentName] : undefined;
}
