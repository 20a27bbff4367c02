import { z } from 'zod';
import { FAMILY_INTENTS, QuickActionSchema } from '../assistant/assistant-intents';
import { LANGUAGE_CODES } from '../i18n/languages';
import { PaginationQuerySchema, pageOf } from '../pagination';
import { safeText } from '../text/safe-text';
import { type BusinessHours, DEFAULT_BUSINESS_HOURS } from './business-hours';
import {
  EMERGENCY_NUMBERS_MAX,
  HISTORY_DEFAULT_MESSAGES,
  HISTORY_OVERLAY_MESSAGES,
  MESSAGE_MAX,
  RETENTION_DAYS_DEFAULT,
  RETENTION_DAYS_MAX,
  RETENTION_DAYS_MIN,
  SATISFACTION_MAX,
  SATISFACTION_MIN,
  SUBJECT_MAX,
} from './conversations.limits';

/** The chat, the staff Inbox and the family's Messages (issue 16; spec 01 §2, §3, §4, §7). */

export const MESSAGE_TYPES = ['user', 'assistant', 'staff', 'system'] as const;
/**
 * 'ai_chatbot' is the assistant chat (spec 01 §3); 'caseworker' a thread with people that staff started from the
 * family's page or the family started from Messages, the dashboard or its support team panel.
 */
export const CONVERSATION_CHANNELS = ['ai_chatbot', 'caseworker'] as const;
export const INBOX_STATES = ['waiting', 'open', 'resolved'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

export const SessionIdParamsSchema = z.object({ sessionId: z.uuid() });
export const MessageBodySchema = z.object({
  content: safeText({ min: 1, max: MESSAGE_MAX, multiline: true }),
});
export type MessageBody = z.infer<typeof MessageBodySchema>;

export const ChatMessageSchema = z.object({
  id: z.uuid(),
  sessionId: z.uuid(),
  type: z.enum(MESSAGE_TYPES),
  content: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
  /** A caseworker's name on 'staff' messages. */
  authorName: z.string().nullable(),
  /** Assistant messages: confidence 0–1, the detected intent and the engine (spec 01 §2). */
  confidence: z.number().nullable(),
  intent: z.enum(FAMILY_INTENTS).nullable(),
  model: z.string().nullable(),
  quickActions: z.array(QuickActionSchema),
  /** The system message that asks for a 1–5 rating. */
  asksRating: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatSessionSchema = z.object({
  id: z.uuid(),
  channel: z.enum(CONVERSATION_CHANNELS),
  languageCode: z.enum(LANGUAGE_CODES),
  sessionStart: z.iso.datetime({ offset: true }),
  sessionEnd: z.iso.datetime({ offset: true }).nullable(),
  totalMessages: z.number().int(),
  escalated: z.boolean(),
  satisfactionScore: z.number().int().nullable(),
  inboxState: z.enum(INBOX_STATES).nullable(),
});
export type ChatSession = z.infer<typeof ChatSessionSchema>;

// ---- POST /api/family/chat/sessions (start or reuse) ---------------------------------------------

export const ChatStartSchema = z.object({
  session: ChatSessionSchema,
  /** The current session's newest messages, newest first (spec 01 §7: 10 at startup). */
  messages: z.array(ChatMessageSchema),
  /** Whether the family has chatted before: without history a new chat shows a greeting. */
  hasHistory: z.boolean(),
  /** The family's current step, for the panel's header. */
  currentStep: z.number().int(),
  stepName: z.string(),
});
export type ChatStart = z.infer<typeof ChatStartSchema>;

// ---- POST /api/family/chat/sessions/:sessionId/messages ------------------------------------------

/** The stored question, the stored answer and, when it escalated, the notice and rating request (shown ~1 s later). */
export const ChatExchangeSchema = z.object({
  userMessage: ChatMessageSchema,
  reply: ChatMessageSchema,
  followUps: z.array(ChatMessageSchema),
  session: ChatSessionSchema,
});
export type ChatExchange = z.infer<typeof ChatExchangeSchema>;

/** Talk to Human: the notice and the rating request, and the ended session. */
export const EscalationResultSchema = z.object({
  followUps: z.array(ChatMessageSchema),
  session: ChatSessionSchema,
});
export type EscalationResult = z.infer<typeof EscalationResultSchema>;

/** Greeting and proactive message: the stored message, or null when none applies. */
export const OptionalMessageSchema = z.object({ message: ChatMessageSchema.nullable() });
export type OptionalMessage = z.infer<typeof OptionalMessageSchema>;

export const RatingBodySchema = z.object({
  score: z.number().int().min(SATISFACTION_MIN).max(SATISFACTION_MAX),
});

// ---- GET /api/family/chat/messages ---------------------------------------------------------------

export const HistoryQuerySchema = z.object({
  sessionId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_OVERLAY_MESSAGES).default(HISTORY_DEFAULT_MESSAGES),
});
export const HistorySchema = z.object({ messages: z.array(ChatMessageSchema) });
export type History = z.infer<typeof HistorySchema>;

/** Session analytics (spec 01 §7): sessions, messages, average satisfaction out of 5, escalation rate %. */
export const ChatStatsSchema = z.object({
  sessions: z.number().int(),
  messages: z.number().int(),
  averageSatisfaction: z.number().nullable(),
  escalationRate: z.number(),
});
export type ChatStats = z.infer<typeof ChatStatsSchema>;

// ---- Family Messages ------------------------------------------------------------------------------

export const ThreadSchema = z.object({
  id: z.uuid(),
  channel: z.enum(CONVERSATION_CHANNELS),
  subject: z.string().nullable(),
  inboxState: z.enum(INBOX_STATES),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.iso.datetime({ offset: true }),
  caseworkerName: z.string().nullable(),
  unread: z.number().int(),
});
export type Thread = z.infer<typeof ThreadSchema>;
/** Someone on the family's support team a new message can go to; the first is the caseworker. */
export const RecipientSchema = z.object({ userId: z.uuid(), name: z.string(), roleTitle: z.string() });
export type Recipient = z.infer<typeof RecipientSchema>;
export const ThreadListSchema = z.object({
  threads: z.array(ThreadSchema),
  unread: z.number().int(),
  /** Who a new message can go to; empty: it goes to the agency's team (the Inbox's unassigned conversations). */
  recipients: z.array(RecipientSchema),
});
export type ThreadList = z.infer<typeof ThreadListSchema>;
export const UnreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
export const TranscriptSchema = z.object({ thread: ThreadSchema, messages: z.array(ChatMessageSchema) });
export type Transcript = z.infer<typeof TranscriptSchema>;

/**
 * POST /api/family/messages: the family writes to a person. `toUserId` is someone on its support team (absent:
 * the caseworker, or the agency's team when none is assigned); a blank subject is none.
 */
export const NewThreadBodySchema = z.object({
  toUserId: z.uuid().optional(),
  subject: safeText({ max: SUBJECT_MAX }).optional(),
  content: safeText({ min: 1, max: MESSAGE_MAX, multiline: true }),
});
export type NewThreadBody = z.infer<typeof NewThreadBodySchema>;
/** 201: the new thread and who will answer (null: the agency's team). */
export const NewThreadResultSchema = z.object({
  id: z.uuid(),
  recipient: RecipientSchema.nullable(),
});
export type NewThreadResult = z.infer<typeof NewThreadResultSchema>;

// ---- Staff Inbox ----------------------------------------------------------------------------------

/** One page of the Inbox (25 by default, like every list). */
export const InboxQuerySchema = PaginationQuerySchema.extend({
  state: z.enum(INBOX_STATES).optional(),
  /** 'me': only conversations assigned to the signed-in staff member. */
  assigned: z.enum(['me', 'anyone']).default('anyone'),
});
export type InboxQuery = z.infer<typeof InboxQuerySchema>;

export const InboxItemSchema = z.object({
  id: z.uuid(),
  familyId: z.uuid(),
  familyName: z.string(),
  caseNumber: z.string(),
  channel: z.enum(CONVERSATION_CHANNELS),
  subject: z.string().nullable(),
  state: z.enum(INBOX_STATES),
  languageCode: z.enum(LANGUAGE_CODES),
  escalationReason: z.string().nullable(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.iso.datetime({ offset: true }),
  /** Since when the family waits for staff (escalation or its latest message), null unless waiting. */
  waitingSince: z.iso.datetime({ offset: true }).nullable(),
  escalatedAt: z.iso.datetime({ offset: true }).nullable(),
  firstResponseAt: z.iso.datetime({ offset: true }).nullable(),
  assignee: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  unread: z.number().int(),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;
/** A page of the Inbox; `total` counts the filter's conversations, `counts` each state's under the same assignee filter. */
export const InboxListSchema = pageOf(InboxItemSchema).extend({
  counts: z.object({ waiting: z.number().int(), open: z.number().int(), resolved: z.number().int() }),
});
export type InboxList = z.infer<typeof InboxListSchema>;
export const InboxConversationSchema = z.object({
  conversation: InboxItemSchema,
  messages: z.array(ChatMessageSchema),
  satisfactionScore: z.number().int().nullable(),
});
export type InboxConversation = z.infer<typeof InboxConversationSchema>;
export const AssignBodySchema = z.object({ userId: z.uuid() });

export const StartThreadBodySchema = z.object({
  subject: safeText({ min: 1, max: SUBJECT_MAX }),
  content: safeText({ min: 1, max: MESSAGE_MAX, multiline: true }),
});
export type StartThreadBody = z.infer<typeof StartThreadBodySchema>;
export const StartedThreadSchema = z.object({ id: z.uuid() });

// ---- System Configuration: chat settings ----------------------------------------------------------

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');
const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone');

export const ChatSettingsSchema = z
  .object({
    timeZone,
    businessDays: z.array(z.number().int().min(0).max(6)).max(7),
    openTime: hhmm,
    closeTime: hhmm,
    emergencyNumbers: z
      .array(
        z.object({
          label: safeText({ min: 1, max: 80 }),
          number: safeText({ min: 1, max: 40 }),
        }),
      )
      .max(EMERGENCY_NUMBERS_MAX),
    retentionDays: z.number().int().min(RETENTION_DAYS_MIN).max(RETENTION_DAYS_MAX),
  })
  .refine((s) => s.openTime < s.closeTime, {
    message: 'Closing time must be after opening time',
    path: ['closeTime'],
  });
export type ChatSettings = z.infer<typeof ChatSettingsSchema>;

// ---- Live updates (GET /api/live, Server-Sent Events) ---------------------------------------------

/** `message`: a session got a message; `inbox`: the Inbox changed; `unread`: the family's unread count changed. */
export const LIVE_EVENT_TYPES = ['message', 'inbox', 'unread'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export interface LiveEvent {
  type: LiveEventType;
  familyId: string | null;
  sessionId: string | null;
}

/** Until staff set them: weekdays 8:00–17:00 Pacific, the national emergency lines, a year of transcripts. */
export const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  timeZone: DEFAULT_BUSINESS_HOURS.timeZone,
  businessDays: [...DEFAULT_BUSINESS_HOURS.days],
  openTime: DEFAULT_BUSINESS_HOURS.open,
  closeTime: DEFAULT_BUSINESS_HOURS.close,
  emergencyNumbers: [
    { label: 'Emergency', number: '911' },
    { label: 'Suicide & Crisis Lifeline', number: '988' },
    { label: 'Childhelp National Child Abuse Hotline', number: '1-800-422-4453' },
  ],
  retentionDays: RETENTION_DAYS_DEFAULT,
};

/** The business hours of stored chat settings. */
export function businessHoursOf(settings: ChatSettings): BusinessHours {
  return {
    timeZone: settings.timeZone,
    days: settings.businessDays,
    open: settings.openTime,
    close: settings.closeTime,
  };
}
