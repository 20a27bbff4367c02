import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  ChatStats,
  History,
  InboxConversation,
  InboxItem,
  InboxList,
  InboxQuery,
  Thread,
  ThreadList,
  Transcript,
  UnreadCount,
} from '@shared/conversations/conversations.schema';
import { sessionAnalytics } from '@shared/conversations/conversation-rules';
import { isoOf, rowsOf } from '../../db/json';
import { conversationMessages } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { familyRead, readAsFamily, readAsStaff, staffRead } from '../auth/session-reads.service';
import * as familyContext from '../family-context/family-context.service';
import { conversationNotFound, toMessage } from './conversation-views';
import * as reads from './conversation-reads.repository';
import { type MessageJson, MessageJsonSchema, messagesJson } from './conversations.repository';

/*
 * Every read here is one prepared statement that also checks the session (routes declare `session: 'in-read'`):
 * a family's reads are keyed by the family id of its session, the Inbox's need manage_families.
 */

const m = conversationMessages;
const limit = sql.placeholder('limit');

const messagesSchema = z.array(MessageJsonSchema);
const historyRead = familyRead<MessageJson[], { limit: number }>('chat_history', messagesSchema, (familyId) =>
  messagesJson(eq(m.familyId, familyId), limit),
);
const sessionHistoryRead = familyRead<MessageJson[], { limit: number; conversationId: string }>(
  'chat_history_session',
  messagesSchema,
  (familyId) =>
    messagesJson(
      and(eq(m.familyId, familyId), eq(m.sessionId, sql`${sql.placeholder('conversationId')}::uuid`))!,
      limit,
    ),
);

/** The family's messages, newest first: one session's (10 at chat startup) or all (100 for the overlay). */
export async function chatHistory(
  ctx: AppContext,
  caller: Caller,
  query: { sessionId?: string; limit: number },
): Promise<History> {
  const { data } = query.sessionId
    ? await readAsFamily(ctx, caller, sessionHistoryRead, {
        limit: query.limit,
        conversationId: query.sessionId,
      })
    : await readAsFamily(ctx, caller, historyRead, { limit: query.limit });
  return { messages: (data ?? []).map(toMessage) };
}

const statsRead = familyRead('chat_stats', reads.ChatStatsJsonSchema, reads.chatStatsJson);

/** The history overlay's figures: sessions, messages, average satisfaction out of 5, escalation rate %. */
export async function chatStats(ctx: AppContext, caller: Caller): Promise<ChatStats> {
  const { data } = await readAsFamily(ctx, caller, statsRead, {});
  const stats = data ?? { sessions: 0, messages: 0, escalated: 0, ratingSum: 0, ratings: 0 };
  return {
    sessions: stats.sessions,
    messages: stats.messages,
    ...sessionAnalytics(stats.sessions, stats.escalated, stats.ratingSum, stats.ratings),
  };
}

function toThread(json: reads.ThreadJson): Thread {
  return { ...json, lastMessageAt: isoOf(json.lastMessageAt) ?? '' };
}

const threadsRead = familyRead(
  'family_threads',
  reads.FamilyThreadsJsonSchema.extend({ team: familyContext.familyJsonSchemas.supportTeam }),
  (familyId) => reads.familyThreadsJson(familyId, familyContext.familyJsonParts.supportTeam(familyId)),
);

/** Messages: the family's threads with caseworkers, newest first, the unread count and who a new one can go to. */
export async function familyThreads(ctx: AppContext, caller: Caller): Promise<ThreadList> {
  const { data } = await readAsFamily(ctx, caller, threadsRead, {});
  return {
    threads: (data?.threads ?? []).map(toThread),
    unread: data?.unread ?? 0,
    recipients: (data?.team ?? []).map(({ userId, name, roleTitle }) => ({ userId, name, roleTitle })),
  };
}

const unreadRead = familyRead('family_unread_messages', reads.FamilyUnreadJsonSchema, reads.familyUnreadJson);

/** The Messages badge and the bell: staff and system messages the family has not read. */
export async function familyUnreadCount(ctx: AppContext, caller: Caller): Promise<UnreadCount> {
  const { data } = await readAsFamily(ctx, caller, unreadRead, {});
  return { unread: data ?? 0 };
}

const transcriptRead = familyRead<
  { thread: reads.ThreadJson; messages: MessageJson[] },
  { conversationId: string }
>('family_transcript', reads.FamilyTranscriptJsonSchema, (familyId) =>
  reads.familyTranscriptJson(familyId, sql`${sql.placeholder('conversationId')}::uuid`),
);

/** One of the family's threads (another family's is 404). */
export async function familyTranscript(
  ctx: AppContext,
  caller: Caller,
  sessionId: string,
): Promise<Transcript> {
  const { data } = await readAsFamily(ctx, caller, transcriptRead, { conversationId: sessionId });
  if (!data) throw conversationNotFound();
  return { thread: toThread(data.thread), messages: data.messages.map(toMessage) };
}

function toInboxItem(json: reads.InboxJson): InboxItem {
  return {
    id: json.id,
    familyId: json.familyId,
    familyName: json.familyName,
    caseNumber: json.caseNumber,
    channel: json.channel,
    subject: json.subject,
    state: json.state,
    languageCode: json.languageCode,
    escalationReason: json.escalationReason,
    lastMessage: json.lastMessage,
    lastMessageAt: isoOf(json.lastMessageAt) ?? '',
    waitingSince: isoOf(json.waitingSince),
    escalatedAt: isoOf(json.escalatedAt),
    firstResponseAt: isoOf(json.firstResponseAt),
    assignee: json.assignee,
    unread: json.unread,
  };
}

type InboxListJson = { items: reads.InboxTuple[]; counts: InboxList['counts'] };
/** The reader's own (`userId`) comes from the session's claims. */
type InboxValues = { state?: string; limit: number; offset: number; window: number };

/** One prepared statement per shape of the Inbox's filters; each runs from its generic plan (decision 021). */
const inboxReads = new Map(
  [false, true].flatMap((state) =>
    [false, true].map((mine) => {
      const name = ['staff_inbox', state ? 'state' : 'all', ...(mine ? ['mine'] : [])].join('_');
      const read = staffRead<InboxListJson, InboxValues>(
        name,
        reads.InboxListJsonSchema,
        reads.inboxListJson({ state, mine }),
        'generic',
      );
      return [`${state}/${mine}`, read] as const;
    }),
  ),
);

/** The Inbox (manage_families): a page of conversations by state, optionally only the reader's, with counts. */
export async function listInbox(ctx: AppContext, caller: Caller, query: InboxQuery): Promise<InboxList> {
  const mine = query.assigned === 'me';
  const read = inboxReads.get(`${query.state !== undefined}/${mine}`)!;
  const { data } = await readAsStaff(ctx, caller, ['manage_families'], read, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    window: query.page * query.pageSize,
    ...(query.state !== undefined ? { state: query.state } : {}),
  });
  const counts = data?.counts ?? { waiting: 0, open: 0, resolved: 0 };
  return {
    items: rowsOf(reads.inboxPageFields, data?.items ?? []).map(toInboxItem),
    total: query.state ? counts[query.state] : counts.waiting + counts.open + counts.resolved,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

const conversationRead = staffRead<
  { conversation: reads.InboxJson; messages: MessageJson[] },
  { conversationId: string }
>('staff_inbox_conversation', reads.InboxConversationJsonSchema, reads.inboxConversationJson);

/** One Inbox conversation with its full transcript, newest first. */
export async function getInboxConversation(
  ctx: AppContext,
  caller: Caller,
  sessionId: string,
): Promise<InboxConversation> {
  const { data } = await readAsStaff(ctx, caller, ['manage_families'], conversationRead, {
    conversationId: sessionId,
  });
  if (!data) throw conversationNotFound();
  return {
    conversation: toInboxItem(data.conversation),
    messages: data.messages.map(toMessage),
    satisfactionScore: data.conversation.satisfactionScore,
  };
}
