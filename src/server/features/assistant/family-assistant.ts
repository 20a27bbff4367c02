import {
  FAMILY_ASSISTANT_MODEL,
  type FamilyIntent,
  type QuickAction,
} from '@shared/assistant/assistant-intents';
import type { LanguageCode } from '@shared/i18n/languages';
import type { AssistantReply, FamilyAssistant } from './family-assistant.types';
import { formatDay, formatTime, hasSentence, say, type AssistantTextKey } from './replies/assistant-text';
import { answerIntent, greetingAnswer, safetyMessage } from './replies/intent-replies';
import { proactiveMessage } from './replies/proactive-message';
import { isSuggestible, suggestionActions, talkToHuman } from './replies/quick-actions';
import { classifyIntent } from './understanding/intent-classifier';
import { conversationLanguage } from './understanding/language-detection';
import { mentionsDanger } from './understanding/safety-detector';

/** How many "did you mean" choices a missed message offers. */
const SUGGESTIONS = 3;
/** The classifier's safety class escalates too when it is at least this sure (the detector is the first net). */
const SAFETY_CLASS_CONFIDENCE = 0.5;
/** Spec 01 §8: the connection-trouble reply's confidence. */
const CONNECTION_TROUBLE_CONFIDENCE = 0.1;

interface ReplyParts {
  language: LanguageCode;
  intent: FamilyIntent | null;
  confidence: number;
  content: string;
  quickActions: QuickAction[];
  escalationReason?: 'safety' | 'requested' | 'connection_trouble';
  missed?: boolean;
}

function assistantReply(parts: ReplyParts): AssistantReply {
  return {
    language: parts.language,
    intent: parts.intent,
    confidence: parts.confidence,
    content: parts.content,
    quickActions: parts.quickActions,
    escalate: parts.escalationReason !== undefined,
    escalationReason: parts.escalationReason ?? null,
    model: FAMILY_ASSISTANT_MODEL,
    missed: parts.missed ?? false,
  };
}

/**
 * The family assistant (issue 16), offline: language by `conversationLanguage`, danger words by the safety detector
 * before anything else, then the intent classifier; every sentence from the family's facts in the language's
 * catalogue (replies/locales).
 */
export const familyAssistant: FamilyAssistant = {
  reply({ text, facts, sessionLanguage, missesSoFar }) {
    const language = conversationLanguage(text, sessionLanguage, facts.language);
    const guess = classifyIntent(text);
    const safetyClass = guess.intent === 'safety' && guess.confidence >= SAFETY_CLASS_CONFIDENCE;
    if (mentionsDanger(text) || safetyClass)
      return assistantReply({
        language,
        intent: 'safety',
        confidence: safetyClass ? guess.confidence : 1,
        content: safetyMessage(language, facts),
        quickActions: [talkToHuman(language)],
        escalationReason: 'safety',
      });

    if (!guess.intent || guess.intent === 'safety') {
      // A second miss offers a person, and so does a message the classifier weakly reads as about safety.
      const offerPerson = missesSoFar >= 1 || guess.intent === 'safety';
      const guesses = guess.ranking
        .map((entry) => entry.label)
        .filter(isSuggestible)
        .filter((intent) => intent !== 'talk_to_human' || !offerPerson)
        .slice(0, SUGGESTIONS);
      return assistantReply({
        language,
        intent: null,
        confidence: guess.confidence,
        content: say(language, offerPerson ? 'missed.again' : 'missed.first'),
        quickActions: [
          ...suggestionActions(language, guesses),
          ...(offerPerson ? [talkToHuman(language)] : []),
        ],
        missed: true,
      });
    }

    const answer = answerIntent(guess.intent, language, facts);
    return assistantReply({
      language,
      intent: guess.intent,
      confidence: guess.confidence,
      ...answer,
      ...(guess.intent === 'talk_to_human' ? { escalationReason: 'requested' as const } : {}),
    });
  },

  greeting(facts) {
    return assistantReply({
      language: facts.language,
      intent: 'greeting',
      confidence: 1,
      ...greetingAnswer(facts.language, facts),
    });
  },

  proactive(facts, now) {
    const message = proactiveMessage(facts, now);
    if (!message) return null;
    const { trigger, ...answer } = message;
    return {
      ...assistantReply({ language: facts.language, intent: null, confidence: 1, ...answer }),
      trigger,
    };
  },

  escalationNotice({ language, caseworkerName, withinBusinessHours, nextOpening, timeZone }) {
    const who = caseworkerName === null ? ('Team' as const) : ('' as const);
    const name = caseworkerName ?? '';
    if (withinBusinessHours) return say(language, `escalation.withinHours${who}`, { name });
    if (!nextOpening) return say(language, `escalation.outsideHoursUnknown${who}`, { name });
    return say(language, `escalation.outsideHours${who}`, {
      name,
      day: formatDay(language, nextOpening, timeZone, true),
      time: formatTime(language, nextOpening, timeZone, true),
    });
  },

  stepName(language, step, stored) {
    const key = `steps.${step}`;
    return hasSentence(language, key) ? say(language, key as AssistantTextKey) : stored;
  },

  ratingRequest(language) {
    return say(language, 'rating');
  },

  connectionTrouble(language) {
    return assistantReply({
      language,
      intent: null,
      confidence: CONNECTION_TROUBLE_CONFIDENCE,
      content: say(language, 'connectionTrouble'),
      quickActions: [talkToHuman(language)],
      escalationReason: 'connection_trouble',
    });
  },
};
