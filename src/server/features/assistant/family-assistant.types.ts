import type { FamilyIntent, QuickAction } from '../../../shared/assistant/assistant-intents';
import type { LanguageCode } from '../../../shared/i18n/languages';
import type { AssistantFacts } from './replies/assistant-facts';

/** One assistant answer, in the conversation's language, written from the family's own facts. */
export interface AssistantReply {
  language: LanguageCode;
  /** Null when nothing matched well enough ("did you mean" quick actions then carry the guesses). */
  intent: FamilyIntent | null;
  /** 0–1, the classifier's own figure (0.1 for the connection-trouble reply, spec 01 §8). */
  confidence: number;
  content: string;
  quickActions: QuickAction[];
  /** Safety words, Talk to Human, or a second miss the family confirmed: a person takes over. */
  escalate: boolean;
  escalationReason: string | null;
  model: string;
  /** True when the reply did not understand the message (counts toward "a second miss offers a person"). */
  missed: boolean;
}

export type ProactiveTrigger =
  'stuck_on_documents' | 'training_reminder' | 'background_check_update' | 'celebration';

/**
 * The family assistant (issue 16): understanding (language, intent, safety) and every word it says, in the five
 * languages. Pure: the conversations feature reads the facts, stores the messages and decides escalation.
 */
export interface FamilyAssistant {
  reply(input: {
    text: string;
    facts: AssistantFacts;
    /** The session's language once set; null on a session's first message (then detection or the facts' language). */
    sessionLanguage: LanguageCode | null;
    /** Misunderstood messages so far in this session. */
    missesSoFar: number;
  }): AssistantReply;
  /** The greeting on a new chat with no history. */
  greeting(facts: AssistantFacts): AssistantReply;
  /** At most one proactive message, by the spec's triggers in priority order (spec 01 §4); null when none applies. */
  proactive(facts: AssistantFacts, now: Date): (AssistantReply & { trigger: ProactiveTrigger }) | null;
  /**
   * About 1 s after an escalating reply: who will answer (the caseworker by name, else the agency's team) and
   * when: within 5 minutes in business hours, else once the office opens (never 5 minutes outside them).
   */
  escalationNotice(input: {
    language: LanguageCode;
    /** The family's caseworker; null when none is assigned (the agency's team answers). */
    caseworkerName: string | null;
    withinBusinessHours: boolean;
    /** When the office next opens (outside business hours), shown in the agency's time zone. */
    nextOpening: Date | null;
    timeZone: string;
  }): string;
  /** The journey step's name in `language` (the dashboard's words); `stored` when the step has none. */
  stepName(language: LanguageCode, step: number, stored: string): string;
  /** Asks for a 1–5 rating when the session ends or staff resolve the conversation. */
  ratingRequest(language: LanguageCode): string;
  /** Spec 01 §8, family audience: confidence 0.1, escalate. */
  connectionTrouble(language: LanguageCode): AssistantReply;
}
