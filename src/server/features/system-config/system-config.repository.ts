import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Conn, Tx } from '../../db/client';
import { jsonArray, jsonObject } from '../../db/json';
import { jsonRowSchema } from '../../db/json-schema';
import { agencySettings, announcements, dashboardConfigurations, profiles } from '../../db/schema';

export async function listTiles(db: Conn) {
  return db
    .select()
    .from(dashboardConfigurations)
    .orderBy(asc(dashboardConfigurations.positionOrder), asc(dashboardConfigurations.componentName));
}

/** Locks every tile row so two concurrent reorders are applied one after the other. */
export async function lockTiles(db: Tx) {
  return db.select().from(dashboardConfigurations).for('update');
}

export async function updateTile(
  db: Conn,
  componentName: string,
  values: {
    isEnabled: boolean;
    gridSize: (typeof dashboardConfigurations.$inferSelect)['gridSize'];
    positionOrder: number;
  },
) {
  await db
    .update(dashboardConfigurations)
    .set(values)
    .where(eq(dashboardConfigurations.componentName, componentName));
}

const tileFields = {
  componentName: dashboardConfigurations.componentName,
  gridSize: dashboardConfigurations.gridSize,
  category: dashboardConfigurations.category,
  displayName: dashboardConfigurations.displayName,
};
export const EnabledTilesJsonSchema = z.array(jsonRowSchema(tileFields));

/** The enabled tiles in `listEnabledTiles` order, as one JSON array (for one-statement reads). */
export function enabledTilesJson(): SQL {
  return jsonArray(
    tileFields,
    sql`from ${dashboardConfigurations} where ${dashboardConfigurations.isEnabled}`,
    sql`${dashboardConfigurations.positionOrder}, ${dashboardConfigurations.componentName}`,
  );
}

/** A setting's stored value: whatever JSON was saved (its reader checks it). */
export const SettingJsonSchema = z.unknown();

/** A setting's stored JSON value, or null (for one-statement reads). */
export function settingJson(key: string): SQL {
  return sql`(select ${agencySettings.value} from ${agencySettings} where ${agencySettings.key} = ${key})`;
}

const announcementFields = {
  id: announcements.id,
  title: announcements.title,
  body: announcements.body,
  translations: announcements.translations,
  priority: announcements.priority,
  // Only published announcements are read, and those have a time.
  publishedAt: sql<string>`${announcements.publishedAt}`,
};
export const PublishedAnnouncementsJsonSchema = z.array(
  jsonRowSchema(announcementFields, { publishedAt: z.string() }),
);

/** Published announcements (publication time reached by the `now` placeholder), newest first, as JSON. */
export function publishedAnnouncementsJson(limit: number): SQL {
  return sql`(select coalesce(json_agg(a.item order by a.published_at desc, a.id desc), '[]'::json) from (
    select ${jsonObject(announcementFields)} as item, ${announcements.publishedAt} as published_at, ${announcements.id} as id
    from ${announcements}
    where ${announcements.publishedAt} <= ${sql.placeholder('now')}::timestamptz
    order by ${announcements.publishedAt} desc, ${announcements.id} desc
    limit ${sql.raw(String(limit))}) a)`;
}

export async function findSetting(db: Conn, key: string) {
  const [row] = await db
    .select({ value: agencySettings.value })
    .from(agencySettings)
    .where(eq(agencySettings.key, key))
    .limit(1);
  return row?.value;
}

export async function upsertSetting(db: Conn, key: string, value: unknown) {
  await db
    .insert(agencySettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: agencySettings.key, set: { value, updatedAt: new Date() } });
}

const announcementColumns = {
  id: announcements.id,
  title: announcements.title,
  body: announcements.body,
  priority: announcements.priority,
  translations: announcements.translations,
  publishedAt: announcements.publishedAt,
  createdAt: announcements.createdAt,
  createdByName: profiles.displayName,
};

/** Everything, newest first: published ones by publication time, drafts by creation time. */
export async function listAnnouncements(db: Conn, limit: number) {
  return db
    .select(announcementColumns)
    .from(announcements)
    .leftJoin(profiles, eq(profiles.id, announcements.createdBy))
    .orderBy(
      desc(sql`coalesce(${announcements.publishedAt}, ${announcements.createdAt})`),
      desc(announcements.id),
    )
    .limit(limit);
}

export async function findAnnouncement(db: Conn, id: string) {
  const [row] = await db
    .select(announcementColumns)
    .from(announcements)
    .leftJoin(profiles, eq(profiles.id, announcements.createdBy))
    .where(eq(announcements.id, id))
    .limit(1);
  return row;
}

type AnnouncementValues = Pick<
  typeof announcements.$inferInsert,
  'title' | 'body' | 'priority' | 'publishedAt' | 'translations'
>;

export async function insertAnnouncement(db: Conn, values: AnnouncementValues & { createdBy: string }) {
  const [row] = await db.insert(announcements).values(values).returning({ id: announcements.id });
  if (!row) throw new Error('insert announcements returned no row');
  return row.id;
}

export async function updateAnnouncement(db: Conn, id: string, values: AnnouncementValues) {
  const rows = await db
    .update(announcements)
    .set(values)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  return rows.length > 0;
}

export async function deleteAnnouncement(db: Conn, id: string) {
  const rows = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ title: announcements.title });
  return rows[0];
}
