import { type SQL, sql } from 'drizzle-orm';
import { INBOX_STATES } from '@shared/conversations/conversations.schema';
import { jsonObject, type JsonRow } from '../../db/json';
import { conversationMessages, conversationSessions, families, profiles } from '../../db/schema';
import { familyDisplayNameSql } from '../../db/schema/families';
import { messagesJson } from './conversations.repository';

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

/** Messages from the other side newer than the reader's mark. */
const unreadOf = (types: SQL, readAt: SQL) => sql<number>`(select count(*)::int from ${m}
  where ${m.sessionId} = ${s.id} and ${m.messageType} in (${types})
    and (${readAt} is null or ${m.timestamp} > ${readAt}))`;
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

/** The family's conversations with people (escalated chats and staff-started threads), newest first. */
export function familyThreadsJson(familyId: SQL): SQL {
  return sql`json_build_object(
    'threads', (select coalesce(json_agg(t.item order by t.at desc), '[]'::json) from (
      select ${jsonObject(threadFields)} as item, ${s.lastMessageAt} as at from ${s}
      where ${s.familyId} = ${familyId} and ${s.inboxState} is not null
      order by ${s.lastMessageAt} desc limit 100) t),
    'unread', ${familyUnreadJson(familyId)})`;
}

/** Staff and system messages the family has not read, across its conversations with people. */
export function familyUnreadJson(familyId: SQL): SQL {
  return sql`(select coalesce(sum(${familyUnread}), 0)::int from ${s}
    where ${s.familyId} = ${familyId} and ${s.inboxState} is not null)`;
}

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

/**
 * The Inbox: conversations in the `state` placeholder (null: all), only the reader's own when `mine`, waiting ones
 * longest-waiting first, then by last message; and the count per state. The page is chosen from the sessions
 * alone; only its rows are joined to their families and built.
 */
export const inboxListJson = sql`json_build_object(
  'items', (select coalesce(json_agg(${jsonObject(inboxFields)} order by page.waiting nulls last, page.at desc),
      '[]'::json)
    from (select ${s.id} as id, ${waitingSince} as waiting, ${s.lastMessageAt} as at from ${s}
      where ${s.inboxState} is not null
        and (${sql.placeholder('state')}::text is null or ${s.inboxState} = ${sql.placeholder('state')}::text)
        and (not ${sql.placeholder('mine')}::boolean or ${s.assignedTo} = ${sql.placeholder('userId')}::uuid)
      order by waiting nulls last, at desc
      limit ${sql.placeholder('limit')}) page
    join ${s} on ${s.id} = page.id
    join ${families} on ${families.id} = ${s.familyId}),
  'counts', (select json_build_object(
    ${sql.join(
      INBOX_STATES.map(
        (state) => sql`${sql.raw(`'${state}'`)}, count(*) filter (where ${s.inboxState} = ${state})`,
      ),
      sql`, `,
    )}) from ${s} where ${s.inboxState} is not null
      and (not ${sql.placeholder('mine')}::boolean or ${s.assignedTo} = ${sql.placeholder('userId')}::uuid)))`;

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
export interface ChatStatsJson {
  sessions: number;
  messages: number;
  escalated: number;
  ratingSum: number;
  ratings: number;
}
