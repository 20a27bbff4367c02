import { and, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { NoticeParamsSchema } from '@shared/notifications/notifications.schema';
import type { Conn } from '../../db/client';
import { jsonObject } from '../../db/json';
import { jsonRowSchema } from '../../db/json-schema';
import { families, familyDocuments, householdMembers, notifications, profiles, users } from '../../db/schema';

const itemFields = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  params: notifications.params,
  link: notifications.link,
  documentId: notifications.documentId,
  read: sql<boolean>`${notifications.readAt} is not null`,
  createdAt: notifications.createdAt,
};

/** The bell as JSON: the family's newest `limit` notifications (newest first) and its unread count. */
export const BellJsonSchema = z.object({
  items: z.array(jsonRowSchema(itemFields, { params: NoticeParamsSchema.nullable(), read: z.boolean() })),
  unread_count: z.number(),
});
export type BellJson = z.infer<typeof BellJsonSchema>;

/** `BellJson` of the family `familyId`: two index scans (notifications_family_idx and the unread index). */
export function bellJson(familyId: SQL, limit: Placeholder): SQL {
  return sql`select json_build_object(
    'items', (select coalesce(json_agg(${jsonObject(itemFields)} order by ${notifications.createdAt} desc, ${notifications.id} desc), '[]'::json)
      from (select * from ${notifications} where ${notifications.familyId} = ${familyId}
        order by ${notifications.createdAt} desc, ${notifications.id} desc limit ${limit}) as ${notifications}),
    'unread_count', (select count(*) from ${notifications}
      where ${notifications.familyId} = ${familyId} and ${notifications.readAt} is null))`;
}

/** Marks one of the family's notifications read (an already read one keeps its time); false when not the family's. */
export async function markRead(db: Conn, familyId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.familyId, familyId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every unread notification of the family read; returns how many. */
export async function markAllRead(db: Conn, familyId: string, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.familyId, familyId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * A family's notice with where to e-mail it (the family's portal users and its primary contact address) and
 * the language the family reads.
 */
export async function findNoticeForEmail(db: Conn, id: string) {
  const [notice] = await db
    .select({
      familyId: notifications.familyId,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      params: notifications.params,
      link: notifications.link,
      documentId: notifications.documentId,
      language: families.preferredLanguage,
      contactName: families.primaryContactName,
      contactEmail: families.primaryContactEmail,
    })
    .from(notifications)
    .innerJoin(families, eq(families.id, notifications.familyId))
    .where(eq(notifications.id, id))
    .limit(1);
  if (!notice?.familyId) return undefined;
  const members = await db
    .select({ email: users.email, name: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    // The applicants' accounts: an adult's own account (issue 44) hears nothing of the family's file.
    .where(
      and(eq(users.familyId, notice.familyId), eq(users.kind, 'family'), isNull(users.householdMemberId)),
    )
    .orderBy(users.createdAt);
  return { ...notice, members };
}

/** The household member's name (or the name they had when they left) of each document that has one. */
export async function memberNamesOf(db: Conn, documentIds: readonly string[]): Promise<Map<string, string>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: familyDocuments.id,
      name: sql<string | null>`coalesce(${householdMembers.name}, ${familyDocuments.formerMemberName})`,
    })
    .from(familyDocuments)
    .leftJoin(householdMembers, eq(householdMembers.id, familyDocuments.householdMemberId))
    .where(inArray(familyDocuments.id, [...documentIds]));
  return new Map(rows.flatMap((row) => (row.name ? [[row.id, row.name] as const] : [])));
}
