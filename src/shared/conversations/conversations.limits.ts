/** Limits and constants of the chat, the Inbox and Messages, without zod (decision 008; spec 01 §9). */

/** The longest message a family or a caseworker can send. */
export const MESSAGE_MAX = 2000;
export const SUBJECT_MAX = 160;
/** Spec 01 §9: an open session begun within this window is reused. */
export const SESSION_REUSE_WINDOW_MS = 60 * 60 * 1000;
/** Spec 01 §9: messages the chat keeps in memory. */
export const CHAT_MEMORY_MESSAGES = 20;
/** Spec 01 §7: chat startup reads 10 of the current session; the history overlay 100; the default 50. */
export const CHAT_STARTUP_MESSAGES = 10;
export const HISTORY_OVERLAY_MESSAGES = 100;
export const HISTORY_DEFAULT_MESSAGES = 50;
/** Spec 01 §9: the proactive check waits 2 s; the escalation notice follows after 1 s. */
export const PROACTIVE_DELAY_MS = 2000;
export const ESCALATION_FOLLOW_UP_MS = 1000;
/** Spec 01 §9: a caseworker answers within 5 minutes in business hours. */
export const HUMAN_RESPONSE_PROMISE_MS = 5 * 60 * 1000;
/** Spec 01 §9: outside business hours, a callback within 2 hours of opening. */
export const CALLBACK_WITHIN_HOURS = 2;
export const SATISFACTION_MIN = 1;
export const SATISFACTION_MAX = 5;
/** Transcripts are kept this many days by default (System Configuration). */
export const RETENTION_DAYS_DEFAULT = 365;
export const RETENTION_DAYS_MIN = 30;
export const RETENTION_DAYS_MAX = 3650;
export const EMERGENCY_NUMBERS_MAX = 6;
