import { createElement, type ComponentType, type ReactElement } from 'react';
import { ActionCenterTile } from './action-center-tile';
import { AnnouncementsTile } from './announcements-tile';
import { ApplicantTypeTile } from './applicant-type-tile';
import { FileSubmissionNoteTile } from './file-submission-note-tile';
import { GamificationTile } from './gamification-tile';
import { HorizontalProgressTimelineTile } from './horizontal-progress-timeline-tile';
import { HouseholdInfoTile } from './household-info-tile';
import { MotivationalQuoteTile } from './motivational-quote-tile';
import { PerformanceStatsTile } from './performance-stats-tile';
import { ProgressTimelineTile } from './progress-timeline-tile';
import { QuickActionsTile } from './quick-actions-tile';
import { RecentActivityTile } from './recent-activity-tile';
import { StatsOverviewTile } from './stats-overview-tile';
import { SupportTeamTile } from './support-team-tile';

/**
 * The known tile names (spec 01 §2) and their components; the dashboard skips any other name. Each tile reads
 * what it shows with its own query and shows its skeleton until the answer is there.
 */
const TILES: Readonly<Record<string, ComponentType>> = {
  ApplicantType: ApplicantTypeTile,
  MotivationalQuote: MotivationalQuoteTile,
  FileSubmissionNote: FileSubmissionNoteTile,
  HorizontalProgressTimeline: HorizontalProgressTimelineTile,
  ProgressTimeline: ProgressTimelineTile,
  Gamification: GamificationTile,
  RecentActivity: RecentActivityTile,
  PerformanceStats: PerformanceStatsTile,
  Announcements: AnnouncementsTile,
  ActionCenter: ActionCenterTile,
  QuickActions: QuickActionsTile,
  SupportTeam: SupportTeamTile,
  StatsOverviewDynamic: StatsOverviewTile,
  HouseholdInfoDynamic: HouseholdInfoTile,
};

export function isKnownTile(componentName: string): boolean {
  return Object.hasOwn(TILES, componentName);
}

/** The tile; undefined for a name the client does not know. */
export function tileElement(componentName: string): ReactElement | undefined {
  const tile = isKnownTile(componentName) ? TILES[componentName] : undefined;
  return tile && createElement(tile);
}
