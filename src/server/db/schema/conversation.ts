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

/** Who the assistant talks to (spec 01 §6): a family, or a staff member (the demo's 'STAFF-' ids). */
export const CONVERSATION_AUDIENCES = ['family', 'staff'] as const;
export const CONVERSATION_CHANNELS = ['ai_chatbot'] as const;
export const MESSAGE_TYPES = ['user', 'assistant'] as const;

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
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_sessions_family_idx').on(t.familyId, t.sessionStart.desc()),
    index('conversation_sessions_user_idx').on(t.userId, t.sessionStart.desc()),
    index('conversation_sessions_start_idx').on(t.sessionStart.desc()),
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
    content: text('content').notNull(),
    contextSnapshot: jsonb('context_snapshot').$type<Record<string, unknown>>(),
    quickActions: jsonb('quick_actions').$type<string[]>(),
    aiModelUsed: text('ai_model_used'),
    aiConfidenceScore: real('ai_confidence_score'),
    intentDetected: text('intent_detected'),
    entitiesExtracted: jsonb('entities_extracted').$type<Record<string, unknown>>(),
    timestamp: ts('timestamp').notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_family_idx').on(t.familyId, t.timestamp.desc()),
    index('conversation_messages_session_idx').on(t.sessionId, t.timestamp),
    check('conversation_messages_type_check', oneOf(t.messageType, MESSAGE_TYPES)),
    check(
      'conversation_messages_confidence_check',
      sql`${t.aiConfidenceScore} is null or ${t.aiConfidenceScore} between 0 and 1`,
    ),
  ],
);
