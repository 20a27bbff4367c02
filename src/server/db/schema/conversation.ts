import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, oneOf, ts } from './columns';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/i18n/languages';
import { families } from './families';
import type { QuickAction } from '../../../shared/assistant/assistant-intents';
import {
  CONVERSATION_CHANNELS,
  INBOX_STATES,
  MESSAGE_TYPES,
  type InboxState,
} from '../../../shared/conversations/conversations.schema';

/** Who the assistant talks to (spec 01 §6): a family, or a staff member (the demo's 'STAFF-' ids). */
export const CONVERSATION_AUDIENCES = ['family', 'staff'] as const;
/**
 * 'ai_chatbot' is the assistant chat (spec 01 §3); 'caseworker' is a thread with people (the family's Messages)
 * that a staff member started from the family's page or the family started with New message.
 */
export { CONVERSATION_CHANNELS };
/**
 * MESSAGE_TYPES: 'user' is the family (or the staff asker of the staff assistant), 'staff' a caseworker's reply.
 * INBOX_STATES: a conversation a person handles (the staff Inbox): 'waiting' for staff, 'open' once staff
 * answered and the family may write again, 'resolved' when staff closed it. Null: the assistant alone.
 */
export { INBOX_STATES, MESSAGE_TYPES, type InboxState };

export const conversationSessions = pgTable(
  'conversation_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audience: text('audience').$type<(typeof CONVERSATION_AUDIENCES)[number]>().notNull().default('family'),
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'cascade' }),
    /** The signed-in user who chatted (family or staff). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    languageCode: text('language_code').$type<LanguageCode>().notNull().default('en'),
    initialContext: jsonb('initial_context').$type<Record<string, unknown>>(),
    channel: text('channel').$type<(typeof CONVERSATION_CHANNELS)[number]>().notNull().default('ai_chatbot'),
    sessionStart: ts('session_start').notNull().defaultNow(),
    sessionEnd: ts('session_end'),
    totalMessages: integer('total_messages').notNull().default(0),
    finalContext: jsonb('final_context').$type<Record<string, unknown>>(),
    satisfactionScore: smallint('satisfaction_score'),
    escalated: boolean('escalated').notNull().default(false),
    escalationReason: text('escalation_reason'),
    /** Inbox fields: set when the chat is escalated or a staff member opens a thread. */
    inboxState: text('inbox_state').$type<InboxState>(),
    subject: text('subject'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    escalatedAt: ts('escalated_at'),
    /** The first staff reply after escalation: the 5-minute promise is measured against it. */
    firstResponseAt: ts('first_response_at'),
    resolvedAt: ts('resolved_at'),
    /** Unread counts: messages from the other side newer than these. */
    familyReadAt: ts('family_read_at'),
    staffReadAt: ts('staff_read_at'),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_sessions_family_idx').on(t.familyId, t.sessionStart.desc()),
    index('conversation_sessions_user_idx').on(t.userId, t.sessionStart.desc()),
    index('conversation_sessions_start_idx').on(t.sessionStart.desc()),
    // The Inbox reads each state newest first (a page of each, conversation-reads.repository).
    index('conversation_sessions_inbox_idx')
      .on(t.inboxState, t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.inboxState} is not null`),
    index('conversation_sessions_assigned_idx')
      .on(t.assignedTo, t.inboxState)
      .where(sql`${t.assignedTo} is not null`),
    check(
      'conversation_sessions_inbox_state_check',
      sql`${t.inboxState} is null or ${oneOf(t.inboxState, INBOX_STATES)}`,
    ),
    check('conversation_sessions_audience_check', oneOf(t.audience, CONVERSATION_AUDIENCES)),
    check('conversation_sessions_family_check', sql`${t.audience} <> 'family' or ${t.familyId} is not null`),
    check('conversation_sessions_language_check', oneOf(t.languageCode, LANGUAGE_CODES)),
    check('conversation_sessions_channel_check', oneOf(t.channel, CONVERSATION_CHANNELS)),
    check('conversation_sessions_total_messages_check', sql`${t.totalMessages} >= 0`),
    check(
      'conversation_sessions_satisfaction_check',
      sql`${t.satisfactionScore} is null or ${t.satisfactionScore} between 1 and 5`,
    ),
    check(
      'conversation_sessions_end_check',
      sql`${t.sessionEnd} is null or ${t.sessionEnd} >= ${t.sessionStart}`,
    ),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => conversationSessions.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'cascade' }),
    messageType: text('message_type').$type<(typeof MESSAGE_TYPES)[number]>().notNull(),
    /** The staff member who wrote a 'staff' message (or the asker of a staff-assistant question). */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    contextSnapshot: jsonb('context_snapshot').$type<Record<string, unknown>>(),
    quickActions: jsonb('quick_actions').$type<QuickAction[]>(),
    aiModelUsed: text('ai_model_used'),
    aiConfidenceScore: real('ai_confidence_score'),
    intentDetected: text('intent_detected'),
    entitiesExtracted: jsonb('entities_extracted').$type<Record<string, unknown>>(),
    timestamp: ts('timestamp').notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_family_idx').on(t.familyId, t.timestamp.desc()),
    // With the id, a session's newest message (by time, then id) is the first entry read backwards: no sort.
    index('conversation_messages_session_idx').on(t.sessionId, t.timestamp, t.id),
    // A session's messages of one type since a moment (the unread counts), read from the index alone.
    index('conversation_messages_unread_idx').on(t.sessionId, t.messageType, t.timestamp),
    check('conversation_messages_type_check', oneOf(t.messageType, MESSAGE_TYPES)),
    check(
      'conversation_messages_confidence_check',
      sql`${t.aiConfidenceScore} is null or ${t.aiConfidenceScore} between 0 and 1`,
    ),
  ],
);
