import { and, desc, eq, gt, isNull, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { LiveEvent } from '@shared/conversations/conversations.schema';
import { LANGUAGE_CODES } from '@shared/i18n/languages';
import { QuickActionSchema } from '@shared/assistant/assistant-intents';
import { type Conn, queryRows } from '../../db/client';
import { jsonObject, type JsonRow } from '../../db/json';
import { jsonRowSchema } from '../../db/json-schema';
import { publishLive } from '../../lib/live/live-bus';
import { conversationMessages, conversationSessions, families, profiles, users } from '../../db/schema';

type SessionInsert = typeof conversationSessions.$inferInsert;
type MessageInsert = typeof conversationMessages.$inferInsert;
export type SessionRow = typeof conversationSessions.$inferSelect;

/** Announces a change to every server's live clients when the transaction commits. */
export async function publish(db: Conn, event: LiveEvent): Promise<void> {
  await publishLive(db, event);
}

// ---- messages as the API shows them ----------------------------------------------------------------

const messageFields = {
  id: conversationMessages.id,
  sessionId: conversationMessages.sessionId,
  type: conversationMessages.messageType,
  content: conversationMessages.content,
  timestamp: conversationMessages.timestamp,
  authorName: sql<string | null>`(select coalesce(${profiles.displayName}, ${profiles.email}) from ${profiles}
    where ${profiles.id} = ${conversationMessages.authorUserId})`,
  confidence: conversationMessages.aiConfidenceScore,
  intent: conversationMessages.intentDetected,
  model: conversationMessages.aiModelUsed,
  quickActions: sql<
    MessageInsert['quickActions']
  >`coalesce(${conversationMessages.quickActions}, '[]'::jsonb)`,
  asksRating: sql<boolean>`coalesce(${conversationMessages.entitiesExtracted} ->> 'kind' = 'rating_request', false)`,
};
export type MessageJson = JsonRow<typeof messageFields>;
export const MessageJsonSchema = jsonRowSchema(messageFields, {
  authorName: z.string().nullable(),
  quickActions: z.array(QuickActionSchema),
  asksRating: z.boolean(),
});

/**
 * Messages as one JSON array, newest first (spec 01 §7), at most `limit`: those matching `where`.
 * `limit` is a number or a placeholder.
 */
export function messagesJson(where: SQL, limit: Placeholder | number): SQL {
  return sql`(select coalesce(json_agg(m.item order by m.ts desc, m.id desc), '[]'::json) from (
    select ${jsonObject(messageFields)} as item, ${conversationMessages.timestamp} as ts, ${conversationMessages.id} as id
    from ${conversationMessages} where ${where}
    order by ${conversationMessages.timestamp} desc, ${conversationMessages.id} desc
    limit ${limit}) m)`;
}

export async function listMessages(db: Conn, where: SQL, limit: number): Promise<MessageJson[]> {
  const [row] = await queryRows(
    db,
    z.object({ messages: z.array(MessageJsonSchema) }),
    sql`select ${messagesJson(where, limit)} as messages`,
  );
  return row?.messages ?? [];
}

export const ofSession = (sessionId: string | SQL) => eq(conversationMessages.sessionId, sessionId);

export async function insertMessages(db: Conn, values: MessageInsert[]) {
  return db.insert(conversationMessages).values(values).returning({ id: conversationMessages.id });
}

// ---- sessions ----------------------------------------------------------------------------------------

/** Serializes session starts of one family, so two tabs opening the chat at once share one session. */
export async function lockFamilyChat(db: Conn, familyId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat:${familyId}`}))`);
}

/** The family's newest assistant session with no end. */
export async function findOpenChatSession(db: Conn, familyId: string) {
  const [row] = await db
    .select()
    .from(conversationSessions)
    .where(
      and(
        eq(conversationSessions.familyId, familyId),
        eq(conversationSessions.audience, 'family'),
        eq(conversationSessions.channel, 'ai_chatbot'),
        isNull(conversationSessions.sessionEnd),
      ),
    )
    .orderBy(desc(conversationSessions.sessionStart))
    .limit(1);
  return row;
}

/** A session of this family (another family's is not found). */
export async function findFamilySession(db: Conn, familyId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(conversationSessions)
    .where(and(eq(conversationSessions.id, sessionId), eq(conversationSessions.familyId, familyId)))
    .limit(1);
  return row;
}

/** A family conversation by id, locked for the change (staff). */
export async function lockSession(db: Conn, sessionId: string) {
  const [row] = await db
    .select()
    .from(conversationSessions)
    .where(and(eq(conversationSessions.id, sessionId), eq(conversationSessions.audience, 'family')))
    .for('update')
    .limit(1);
  return row;
}

export async function insertSession(db: Conn, values: SessionInsert) {
  const [row] = await db.insert(conversationSessions).values(values).returning();
  if (!row) throw new Error('insert conversation_sessions returned no row');
  return row;
}

export async function updateSession(db: Conn, sessionId: string, values: Partial<SessionInsert>) {
  const [row] = await db
    .update(conversationSessions)
    .set(values)
    .where(eq(conversationSessions.id, sessionId))
    .returning();
  if (!row) throw new Error('update conversation_sessions returned no row');
  return row;
}

/** Adds `count` messages to the session's total and moves its last message time on. */
export async function countMessages(
  db: Conn,
  sessionId: string,
  count: number,
  at: Date,
  extra: Partial<SessionInsert> = {},
) {
  const [row] = await db
    .update(conversationSessions)
    .set({
      ...extra,
      totalMessages: sql`${conversationSessions.totalMessages} + ${count}`,
      lastMessageAt: at,
    })
    .where(eq(conversationSessions.id, sessionId))
    .returning();
  if (!row) throw new Error('update conversation_sessions returned no row');
  return row;
}

/** Whether the family has any stored chat message. */
export async function hasHistory(db: Conn, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(eq(conversationMessages.familyId, familyId))
    .limit(1);
  return row !== undefined;
}

export async function familyOf(db: Conn, familyId: string) {
  const [row] = await db
    .select({
      id: families.id,
      language: families.preferredLanguage,
      currentStep: families.currentStep,
      stepName: families.stepName,
    })
    .from(families)
    .where(eq(families.id, familyId))
    .limit(1);
  return row;
}

/** An approved staff user (a conversation's assignee), with the name the Inbox shows. */
export async function findStaffUser(db: Conn, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: sql<string>`coalesce(${profiles.displayName}, ${users.email})` })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.id, userId), eq(users.kind, 'staff'), eq(users.accessStatus, 'approved')))
    .limit(1);
  return row;
}

/** Deletes sessions (and their messages) that began before `before`, at most `limit` at a time. */
export async function deleteSessionsBefore(db: Conn, before: Date, limit: number): Promise<number> {
  const rows = await db
    .delete(conversationSessions)
    .where(
      sql`${conversationSessions.id} in (select ${conversationSessions.id} from ${conversationSessions}
        where ${lt(conversationSessions.sessionStart, before)} limit ${limit})`,
    )
    .returning({ id: conversationSessions.id });
  return rows.length;
}

/** A staff message still unread by the family (the away e-mail's check). */
export async function unreadStaffMessage(db: Conn, messageId: string) {
  const [row] = await db
    .select({
      familyId: conversationMessages.familyId,
      content: conversationMessages.content,
      authorName: profiles.displayName,
    })
    .from(conversationMessages)
    .innerJoin(conversationSessions, eq(conversationSessions.id, conversationMessages.sessionId))
    .leftJoin(profiles, eq(profiles.id, conversationMessages.authorUserId))
    .where(
      and(
        eq(conversationMessages.id, messageId),
        sql`(${conversationSessions.familyReadAt} is null or ${gt(conversationMessages.timestamp, conversationSessions.familyReadAt)})`,
      ),
    )
    .limit(1);
  return row;
}

/** Who hears of a family's messages by e-mail: its portal users, then its primary contact; and its language. */
export async function familyRecipients(db: Conn, familyId: string) {
  const [row] = await queryRows(
    db,
    z.object({
      language: z.enum(LANGUAGE_CODES),
      contact_name: z.string(),
      contact_email: z.string().nullable(),
      members: z.array(z.object({ email: z.string(), name: z.string().nullable() })),
    }),
    sql`select ${families.preferredLanguage} as language, ${families.primaryContactName} as contact_name,
      ${families.primaryContactEmail} as contact_email,
      (select coalesce(json_agg(json_build_object('email', ${users.email}, 'name', ${profiles.displayName})), '[]'::json)
        from ${users} left join ${profiles} on ${profiles.id} = ${users.id}
        where ${users.familyId} = ${families.id} and ${users.kind} = 'family'
          and ${users.householdMemberId} is null) as members
    from ${families} where ${families.id} = ${familyId}`,
  );
  if (!row) return null;
  const byEmail = new Map<string, string | null>();
  for (const member of row.members) byEmail.set(member.email.toLowerCase(), member.name);
  const contact = row.contact_email?.trim().toLowerCase();
  if (contact && !byEmail.has(contact)) byEmail.set(contact, row.contact_name);
  return { language: row.language, recipients: [...byEmail].map(([email, name]) => ({ email, name })) };
}
