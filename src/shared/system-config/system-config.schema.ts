import { z } from 'zod';
import { AnnouncementTranslationsSchema } from './announcement-translations';
import { SignInBodySchema } from '../auth/auth.schema';
import { safeText } from '../text/safe-text';
import { ANNOUNCEMENT_PRIORITIES, GRID_SIZES, TILE_CATEGORIES } from '../family-portal/family-portal.schema';
import { AGENCY_NAME_MAX, ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX } from './system-config.limits';

/** System Configuration (/api/staff/system/*, permission system_configuration). */

/** Spec 01 §2: the family dashboard's known tile names. */
export const DASHBOARD_TILE_NAMES = [
  'ApplicantType',
  'MotivationalQuote',
  'FileSubmissionNote',
  'HorizontalProgressTimeline',
  'ProgressTimeline',
  'Gamification',
  'RecentActivity',
  'PerformanceStats',
  'Announcements',
  'ActionCenter',
  'QuickActions',
  'SupportTeam',
  'StatsOverviewDynamic',
  'HouseholdInfoDynamic',
] as const;
export type DashboardTileName = (typeof DASHBOARD_TILE_NAMES)[number];

// ---- GET/PUT /api/staff/system/dashboard-tiles ---------------------------------------------------

export const DashboardTileSchema = z.object({
  componentName: z.enum(DASHBOARD_TILE_NAMES),
  displayName: z.string(),
  description: z.string().nullable(),
  /** Fixed per tile: header tiles stack first, support tiles go last. */
  category: z.enum(TILE_CATEGORIES),
  isEnabled: z.boolean(),
  gridSize: z.enum(GRID_SIZES),
  positionOrder: z.number().int(),
});
export type DashboardTile = z.infer<typeof DashboardTileSchema>;
/** All tiles, ordered by position. */
export const DashboardTileListSchema = z.array(DashboardTileSchema);

/** Tiles not listed keep their settings; positions must be unique across all tiles after the change. */
export const UpdateDashboardTilesBodySchema = z.object({
  tiles: z
    .array(
      z.object({
        componentName: z.enum(DASHBOARD_TILE_NAMES),
        isEnabled: z.boolean(),
        gridSize: z.enum(GRID_SIZES),
        positionOrder: z.number().int().min(0).max(10_000),
      }),
    )
    .min(1)
    .max(DASHBOARD_TILE_NAMES.length)
    .refine((tiles) => new Set(tiles.map((t) => t.componentName)).size === tiles.length, {
      message: 'Each tile can appear only once',
    })
    .refine((tiles) => new Set(tiles.map((t) => t.positionOrder)).size === tiles.length, {
      message: 'Positions must be unique',
    }),
});
export type UpdateDashboardTilesBody = z.infer<typeof UpdateDashboardTilesBodySchema>;

// ---- GET/PUT /api/staff/system/settings ----------------------------------------------------------

export const AgencySettingsSchema = z.object({
  /** The agency's name as the documents it issues print it (a Certificate of Approval, a Notice of Action). */
  agencyName: safeText({ max: AGENCY_NAME_MAX, min: 1 }),
  /** The shared intake mailbox families send documents to. */
  intakeEmail: SignInBodySchema.shape.email,
  /** Where staff's Contact Support messages go. */
  supportEmail: SignInBodySchema.shape.email,
});
export type AgencySettings = z.infer<typeof AgencySettingsSchema>;

// ---- /api/staff/system/announcements -------------------------------------------------------------

export const AnnouncementIdParamsSchema = z.object({ id: z.uuid() });

/** POST (201) and PUT (200). publishedAt null keeps a draft; omitted on create means publish now. */
export const AnnouncementBodySchema = z.object({
  title: safeText({ min: 1, max: ANNOUNCEMENT_TITLE_MAX }),
  body: safeText({ min: 1, max: ANNOUNCEMENT_BODY_MAX, multiline: true }),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES).default('medium'),
  publishedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** The title and body in the family languages (issue 50); omitted: none. */
  translations: AnnouncementTranslationsSchema.default({}),
});
export type AnnouncementBody = z.infer<typeof AnnouncementBodySchema>;

export const StaffAnnouncementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  translations: AnnouncementTranslationsSchema,
  /** null: draft; in the future: scheduled. */
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  createdByName: z.string().nullable(),
});
export type StaffAnnouncement = z.infer<typeof StaffAnnouncementSchema>;
/** Newest first (drafts by creation time). */
export const StaffAnnouncementListSchema = z.array(StaffAnnouncementSchema);
