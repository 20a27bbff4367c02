import { and, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INBOX_STATES } from '@shared/conversations/conversations.schema';
import { jsonObject, type JsonRow, jsonTuple, type JsonTuple } from '../../db/json';
import { jsonRowSchema, jsonTupleSchema } from '../../db/json-schema';
import { conversationMessages, conversationSessions, families, profiles } from '../../db/schema';
import { familyDisplayNameSql } from '../../db/schema/families';
import { MessageJsonSchema, messagesJson } from './conversations.repository';

/*
 * Statement parts of the chat's, Messages' and the Inbox's reads (conversation-reads.service makes each one
 * prepared statement together with its session check).
 */

const s = conversationSessions;
const m = conversationMessages;

/**
 * The preview: the newest message a person wrote (not the notice or rating request after it), else the newest.
 * Each is the first entry of the session's messages by time, read backwards through their index.
 */
const newestOfSession = (condition: SQL) => sql`(select ${m.content} from ${m}
  where ${m.sessionId} = ${s.id} and ${condition} order by ${m.timestamp} desc, ${m.id} desc limit 1)`;
const lastMessage = sql<
  string | null
>`coalesce(${newestOfSession(sql`${m.messageType} in ('user', 'staff')`)},
  ${newestOfSession(sql`true`)})`;
const assigneeName = sql<
  string | null
>`(select coalesce(${profiles.displayName}, ${profiles.email}) from ${profiles}
  where ${profiles.id} = ${s.assignedTo})`;

/** Messages from the other side newer than the reader's mark (a range of `conversation_messages_unread_idx`). */
const unreadOf = (types: SQL, readAt: SQL) => sql<number>`(select count(*)::int from ${m}
  where ${m.sessionId} = ${s.id} and ${m.messageType} in (${types})
    and ${m.timestamp} > coalesce(${readAt}, '-infinity'))`;
const familyUnread = unreadOf(sql`'staff', 'system'`, sql`${s.familyReadAt}`);
const staffUnread = unreadOf(sql`'user'`, sql`${s.staffReadAt}`);

/** A family's message after staff last wrote: since then the family has been waiting. */
const waitingSince = sql<string | null>`case when ${s.inboxState} = 'waiting' then greatest(${s.escalatedAt},
  (select min(${m.timestamp}) from ${m} where ${m.sessionId} = ${s.id} and ${m.messageType} = 'user'
    and ${m.timestamp} > coalesce((select max(staff_message.timestamp) from ${m} staff_message
      where staff_message.session_id = ${s.id} and staff_message.message_type = 'staff'), '-infinity'))) end`;

const threadFields = {
  id: s.id,
  channel: s.channel,
  subject: s.subject,
  inboxState: sql<(typeof INBOX_STATES)[number]>`${s.inboxState}`,
  lastMessage,
  lastMessageAt: s.lastMessageAt,
  caseworkerName: assigneeName,
  unread: familyUnread,
};
export type ThreadJson = JsonRow<typeof threadFields>;
const threadSchema = jsonRowSchema(threadFields, {
  inboxState: z.enum(INBOX_STATES),
  lastMessage: z.string().nullable(),
  caseworkerName: z.string().nullable(),
  unread: z.number(),
});

export const FamilyThreadsJsonSchema = z.object({ threads: z.array(threadSchema), unread: z.number() });

/**
 * The family's conversations with people (escalated chats, threads staff or the family started), newest first,
 * and its support team (`team`: the statement part of the family-context feature).
 */
export function familyThreadsJson(familyId: SQL, team: SQL): SQL {
  return sql`json_build_object(
    'threads', (select coalesce(json_agg(t.item order by t.at desc), '[]'::json) from (
      select ${jsonObject(threadFields)} as item, ${s.lastMessageAt} as at from ${s}
      where ${s.familyId} = ${familyId} and ${s.inboxState} is not null
      order by ${s.lastMessageAt} desc limit 100) t),
    'unread', ${familyUnreadJson(familyId)},
    'team', ${team})`;
}

/** Staff and system messages the family has not read, across its conversations with people. */
export function familyUnreadJson(familyId: SQL): SQL {
  return sql`(select coalesce(sum(${familyUnread}), 0)::int from ${s}
    where ${s.familyId} = ${familyId} and ${s.inboxState} is not null)`;
}

export const FamilyUnreadJsonSchema = z.number();

export const FamilyTranscriptJsonSchema = z.object({
  thread: threadSchema,
  messages: z.array(MessageJsonSchema),
});

/** One of the family's threads with its messages (newest first, at most 100), or null. */
export function familyTranscriptJson(familyId: SQL, sessionId: SQL): SQL {
  return sql`(select json_build_object('thread', ${jsonObject(threadFields)},
      'messages', ${messagesJson(sql`${m.sessionId} = ${s.id}`, 100)})
    from ${s} where ${s.id} = ${sessionId} and ${s.familyId} = ${familyId} and ${s.inboxState} is not null)`;
}

const inboxFields = {
  id: s.id,
  familyId: sql<string>`${s.familyId}`,
  familyName: sql<string>`${familyDisplayNameSql(families)}`,
  caseNumber: families.caseNumber,
  channel: s.channel,
  subject: s.subject,
  state: sql<(typeof INBOX_STATES)[number]>`${s.inboxState}`,
  languageCode: s.languageCode,
  escalationReason: s.escalationReason,
  lastMessage,
  lastMessageAt: s.lastMessageAt,
  waitingSince,
  escalatedAt: s.escalatedAt,
  firstResponseAt: s.firstResponseAt,
  assignee: sql<{ id: string; name: string } | null>`case when ${s.assignedTo} is null then null
    else json_build_object('id', ${s.assignedTo}, 'name', ${assigneeName}) end`,
  unread: staffUnread,
  satisfactionScore: s.satisfactionScore,
};
export type InboxJson = JsonRow<typeof inboxFields>;
const inboxSqlSchemas = {
  familyId: z.string(),
  familyName: z.string(),
  state: z.enum(INBOX_STATES),
  lastMessage: z.string().nullable(),
  waitingSince: z.string().nullable(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  unread: z.number(),
};

/** A page's fields: `waiting` is worked out once per candidate (inboxCandidates). */
export const inboxPageFields = { ...inboxFields, waitingSince: sql<string | null>`${s}.waiting` };
/** A page's row as the fields' values (a tuple: the Inbox reads many; `rowsOf` gives it its keys back). */
export type InboxTuple = JsonTuple<typeof inboxPageFields>;
export const InboxListJsonSchema = z.object({
  items: z.array(jsonTupleSchema(inboxPageFields, inboxSqlSchemas)),
  counts: z.record(z.enum(INBOX_STATES), z.number()),
});

/** Which of the Inbox's optional filters a list statement applies (one prepared statement per shape). */
export interface InboxShape {
  /** Only conversations in the `state` placeholder's state. */
  state: boolean;
  /** Only those assigned to the `userId` placeholder (the reader). */
  mine: boolean;
}

/** The session columns the Inbox's fields read (a page's candidates add `waiting`, see inboxCandidates). */
const inboxColumns = [
  s.id,
  s.familyId,
  s.channel,
  s.subject,
  s.inboxState,
  s.languageCode,
  s.escalationReason,
  s.lastMessageAt,
  s.escalatedAt,
  s.firstResponseAt,
  s.assignedTo,
  s.staffReadAt,
  s.satisfactionScore,
];

/** The Inbox's order: longest waiting first, then by last message. */
const pageOrder = sql`waiting nulls last, ${s.lastMessageAt} desc, ${s.id} desc`;
const recentOrder = sql`${s.lastMessageAt} desc, ${s.id} desc`;

/**
 * The first `window` (the pages up to the requested one) sessions matching `filters`: the columns the Inbox's
 * fields read, and `waiting`, the time the family has been waiting (null for sessions that cannot be waiting).
 */
function inboxCandidates(filters: SQL | undefined, waiting: SQL | null): SQL {
  return sql`(select ${sql.join(inboxColumns, sql`, `)}, ${waiting ?? sql`null::timestamptz`} as waiting
    from ${s} where ${filters} order by ${waiting ? pageOrder : recentOrder}
    limit ${sql.placeholder('window')}::int)`;
}

/**
 * A page of the Inbox (the `limit` and `offset` placeholders): conversations (in one state, or the reader's own,
 * as `shape` says), waiting ones longest-waiting first, then by last message; and the count per state. The page
 * is chosen from the sessions alone, from at most `window` (offset plus limit) candidates. Across all states,
 * each state gives its own candidates: the waiting ones with the time they have waited (read from their
 * messages), the others newest first through the Inbox index, so a page reads at most `window` of each state
 * however many conversations an agency keeps. The page keeps the session table's name, so the same field list
 * builds its rows without joining the sessions again.
 */
export function inboxListJson(shape: InboxShape): SQL {
  const mine = shape.mine ? sql`${s.assignedTo} = ${sql.placeholder('userId')}::uuid` : undefined;
  const candidates = shape.state
    ? inboxCandidates(and(sql`${s.inboxState} = ${sql.placeholder('state')}::text`, mine), waitingSince)
    : sql.join(
        INBOX_STATES.map((state) =>
          inboxCandidates(
            and(sql`${s.inboxState} = ${sql.raw(`'${state}'`)}`, mine),
            state === 'waiting' ? waitingSince : null,
          ),
        ),
        sql` union all `,
      );
  return sql`json_build_object(
  'items', (select coalesce(json_agg(${jsonTuple(inboxPageFields)} order by ${s}.${pageOrder}), '[]'::json)
    from (select * from (${candidates}) capped
      order by capped.waiting nulls last, capped.last_message_at desc, capped.id desc
      limit ${sql.placeholder('limit')}::int offset ${sql.placeholder('offset')}::int) ${s}
    join ${families} on ${families.id} = ${s.familyId}),
  'counts', (select json_build_object(
    ${sql.join(
      INBOX_STATES.map(
        (state) => sql`${sql.raw(`'${state}'`)}, count(*) filter (where ${s.inboxState} = ${state})`,
      ),
      sql`, `,
    )}) from ${s} where ${and(sql`${s.inboxState} is not null`, mine)}))`;
}

export const InboxConversationJsonSchema = z.object({
  conversation: jsonRowSchema(inboxFields, inboxSqlSchemas),
  messages: z.array(MessageJsonSchema),
});

/** One Inbox conversation with its whole transcript (newest first), or null. */
export const inboxConversationJson = sql`(select json_build_object('conversation', ${jsonObject(inboxFields)},
    'messages', ${messagesJson(sql`${m.sessionId} = ${s.id}`, 1000)})
  from ${s} join ${families} on ${families.id} = ${s.familyId}
  where ${s.id} = ${sql.placeholder('conversationId')}::uuid and ${s.inboxState} is not null)`;

/** The family's assistant sessions: count, messages, average satisfaction and escalations (spec 01 §7). */
export function chatStatsJson(familyId: SQL): SQL {
  return sql`(select json_build_object('sessions', count(*)::int,
      'messages', coalesce(sum(${s.totalMessages}), 0)::int,
      'escalated', count(*) filter (where ${s.escalated})::int,
      'ratingSum', coalesce(sum(${s.satisfactionScore}), 0)::int,
      'ratings', count(${s.satisfactionScore})::int)
    from ${s} where ${s.familyId} = ${familyId} and ${s.channel} = 'ai_chatbot')`;
}
export const ChatStatsJsonSchema = z.object({
  sessions: z.number(),
  messages: z.number(),
  escalated: z.number(),
  ratingSum: z.number(),
  ratings: z.number(),
});
export type ChatStatsJson = z.infer<typeof ChatStatsJsonSchema>;
