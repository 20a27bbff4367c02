import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnnouncementTranslations } from '../../../shared/system-config/announcement-translations';
import { users } from './auth';
import { createdAt, oneOf, ts, updatedAt } from './columns';

/** full = 3 columns, two-thirds = 2, half = 1 of 2, third = 1 (spec 01 §2). */
export const GRID_SIZES = ['full', 'two-thirds', 'half', 'third'] as const;
export type GridSize = (typeof GRID_SIZES)[number];
/** header tiles stack first, support tiles go last, the rest fill the grid. */
export const TILE_CATEGORIES = ['header', 'support', 'other'] as const;
export type TileCategory = (typeof TILE_CATEGORIES)[number];

/** The family dashboard's tiles, configured by staff (System Configuration). */
export const dashboardConfigurations = pgTable(
  'dashboard_configurations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    componentName: text('component_name').notNull(),
    /** Human name for the configuration screen, e.g. 'Action Center'. */
    displayName: text('display_name').notNull(),
    description: text('description'),
    gridSize: text('grid_size').$type<GridSize>().notNull().default('third'),
    category: text('category').$type<TileCategory>().notNull().default('other'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    positionOrder: integer('position_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('dashboard_configurations_component_key').on(t.componentName),
    index('dashboard_configurations_enabled_idx').on(t.isEnabled, t.positionOrder),
    check('dashboard_configurations_grid_size_check', oneOf(t.gridSize, GRID_SIZES)),
    check('dashboard_configurations_category_check', oneOf(t.category, TILE_CATEGORIES)),
    check('dashboard_configurations_position_check', sql`${t.positionOrder} >= 0`),
  ],
);

export const ANNOUNCEMENT_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;

/** Agency announcements on the family dashboard; published_at null means a draft. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The title and body in each family language but English (issue 50); a language without one reads English. */
    translations: jsonb('translations').$type<AnnouncementTranslations>().notNull().default({}),
    priority: text('priority').$type<(typeof ANNOUNCEMENT_PRIORITIES)[number]>().notNull().default('medium'),
    publishedAt: ts('published_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('announcements_published_idx').on(t.publishedAt.desc()),
    check('announcements_priority_check', oneOf(t.priority, ANNOUNCEMENT_PRIORITIES)),
    check('announcements_translations_check', sql`jsonb_typeof(${t.translations}) = 'object'`),
  ],
);

/** Agency-wide settings by key, e.g. `intake_email`. */
export const agencySettings = pgTable('agency_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});
