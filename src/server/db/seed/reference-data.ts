import { sql } from 'drizzle-orm';
import { PERMISSION_CATALOGUE } from '../../../shared/auth/permissions';
import type { Conn } from '../client';
import {
  agencySettings,
  dashboardConfigurations,
  permissions,
  type GridSize,
  type TileCategory,
} from '../schema';
import { seedChecklist } from './checklist';

interface TileDefinition {
  componentName: string;
  displayName: string;
  description: string;
  category: TileCategory;
  gridSize: GridSize;
}

/**
 * The family dashboard's 14 tiles in display order. Header tiles stack first, support tiles go last;
 * the grid tiles are sized so every row fills three columns (full | two-thirds + third | half + half).
 */
export const DEFAULT_DASHBOARD_TILES: readonly TileDefinition[] = [
  {
    componentName: 'ApplicantType',
    displayName: 'Applicant Type',
    description: 'Applicant type and required training hours.',
    category: 'header',
    gridSize: 'full',
  },
  {
    componentName: 'MotivationalQuote',
    displayName: 'Daily Inspiration',
    description: 'A quote chosen by the day of the year.',
    category: 'header',
    gridSize: 'full',
  },
  {
    componentName: 'HorizontalProgressTimeline',
    displayName: 'Journey at a Glance',
    description: 'The eight journey steps as clickable circles.',
    category: 'header',
    gridSize: 'full',
  },
  {
    componentName: 'StatsOverviewDynamic',
    displayName: 'Family Statistics',
    description: 'Documents, training hours, progress and next check-in.',
    category: 'other',
    gridSize: 'full',
  },
  {
    componentName: 'ActionCenter',
    displayName: 'What You Need to Do Now',
    description: 'Urgent and upcoming tasks.',
    category: 'other',
    gridSize: 'two-thirds',
  },
  {
    componentName: 'QuickActions',
    displayName: 'Quick Actions',
    description: 'Upload Docs, Send Message, Schedule Visit, View Forms.',
    category: 'other',
    gridSize: 'third',
  },
  {
    componentName: 'ProgressTimeline',
    displayName: 'Approval Progress',
    description: 'The 8-step timeline with documents and required actions.',
    category: 'other',
    gridSize: 'two-thirds',
  },
  {
    componentName: 'RecentActivity',
    displayName: 'Recent Activity',
    description: 'The latest three activity items.',
    category: 'other',
    gridSize: 'third',
  },
  {
    componentName: 'HouseholdInfoDynamic',
    displayName: 'Household Information',
    description: 'Primary applicants and household members.',
    category: 'other',
    gridSize: 'half',
  },
  {
    componentName: 'Announcements',
    displayName: 'Announcements',
    description: 'The latest agency announcements.',
    category: 'other',
    gridSize: 'half',
  },
  {
    componentName: 'Gamification',
    displayName: 'Achievements',
    description: 'Badges, level and experience points.',
    category: 'other',
    gridSize: 'half',
  },
  {
    componentName: 'PerformanceStats',
    displayName: 'Performance Stats',
    description: 'Login streak, task streak and cohort rank.',
    category: 'other',
    gridSize: 'half',
  },
  {
    componentName: 'SupportTeam',
    displayName: 'Support Team',
    description: 'The family’s caseworker, licensing worker and training coordinator.',
    category: 'support',
    gridSize: 'full',
  },
  {
    componentName: 'FileSubmissionNote',
    displayName: 'Email Submission Note',
    description: 'How to send documents to the intake mailbox.',
    category: 'support',
    gridSize: 'full',
  },
];

/** Agency settings with their first-run values; staff change them in System Configuration. */
export const DEFAULT_AGENCY_SETTINGS: Readonly<Record<string, unknown>> = {
  /** The agency's name on the certificates and notices it issues (System Configuration). */
  agency_name: 'Haven Resource Family Agency',
  intake_email: 'documents@haven-agency.org',
  /** Where staff's Contact Support messages go (System Configuration). */
  support_email: 'support@haven-agency.org',
};

/**
 * Runs on every start, demo or not. The permission catalogue follows the code (names and descriptions
 * are updated); tiles, settings and the document checklist are only created when missing, so staff edits
 * survive restarts.
 */
export async function seedReferenceData(db: Conn): Promise<void> {
  await db
    .insert(permissions)
    .values(
      PERMISSION_CATALOGUE.map(({ key, name, description, category }) => ({
        id: key,
        name,
        description,
        category,
      })),
    )
    .onConflictDoUpdate({
      target: permissions.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        category: sql`excluded.category`,
      },
    });

  await db
    .insert(dashboardConfigurations)
    .values(
      DEFAULT_DASHBOARD_TILES.map((tile, index) => ({
        ...tile,
        isEnabled: true,
        positionOrder: (index + 1) * 10,
      })),
    )
    .onConflictDoNothing({ target: dashboardConfigurations.componentName });

  await db
    .insert(agencySettings)
    .values(Object.entries(DEFAULT_AGENCY_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing({ target: agencySettings.key });
  await seedChecklist(db);
}
