import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client';
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

export async function listEnabledTiles(db: Conn) {
  return db
    .select({
      componentName: dashboardConfigurations.componentName,
      gridSize: dashboardConfigurations.gridSize,
      category: dashboardConfigurations.category,
      displayName: dashboardConfigurations.displayName,
    })
    .from(dashboardConfigurations)
    .where(eq(dashboardConfigurations.isEnabled, true))
    .orderBy(asc(dashboardConfigurations.positionOrder), asc(dashboardConfigurations.componentName));
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

export async function listPublishedAnnouncements(db: Conn, now: Date, limit: number) {
  return db
    .select({
      id: announcements.id,
      title: announcements.title,
      body: announcements.body,
      priority: announcements.priority,
      publishedAt: announcements.publishedAt,
    })
    .from(announcements)
    .where(and(isNotNull(announcements.publishedAt), lte(announcements.publishedAt, now)))
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(limit);
}

type AnnouncementValues = Pick<
  typeof announcements.$inferInsert,
  'title' | 'body' | 'priority' | 'publishedAt'
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
