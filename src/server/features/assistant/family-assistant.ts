import {
  FAMILY_ASSISTANT_MODEL,
  type FamilyIntent,
  type QuickAction,
} from '../../../shared/assistant/assistant-intents';
import type { LanguageCode } from '../../../shared/i18n/languages';
import type { AssistantReply, FamilyAssistant } from './family-assistant.types';
import type { AssistantFacts } from './replies/assistant-facts';

/*
 * Temporary stand-in for the assistant-understanding branch: plain keyword rules in English (and Spanish for
 * missing documents), replaced by the real five-language assistant at merge.
 */

const RULES: { intent: FamilyIntent; words: RegExp }[] = [
  { intent: 'safety', words: /\b(hurt|abuse|suicide|kill|danger)\b/i },
  { intent: 'talk_to_human', words: /\b(human|person|caseworker|agent)\b/i },
  { intent: 'missing_documents', words: /\b(missing|documents?|faltan|documentos)\b/i },
  { intent: 'upload_help', words: /\b(upload|scan)\b/i },
  { intent: 'training', words: /\b(training|course|hours)\b/i },
  { intent: 'background_check', words: /\b(background|fingerprint)\b/i },
  { intent: 'appointments', words: /\b(appointment|visit)\b/i },
  { intent: 'forms_to_sign', words: /\b(sign|form)\b/i },
  { intent: 'journey_step', words: /\b(step|next|progress)\b/i },
  { intent: 'thanks', words: /\b(thanks|thank you|gracias)\b/i },
  { intent: 'greeting', words: /\b(hello|hi|hola)\b/i },
];

const human: QuickAction = { kind: 'talk_to_human', label: 'Talk to Human' };

function answer(intent: FamilyIntent | null, facts: AssistantFacts, language: LanguageCode): AssistantReply {
  const base = {
    language,
    intent,
    confidence: intent ? 0.85 : 0.2,
    model: FAMILY_ASSISTANT_MODEL,
    escalate: false,
    escalationReason: null,
    missed: intent === null,
  };
  switch (intent) {
    case 'missing_documents': {
      const names = facts.missingDocuments.map((d) => d.name).join(', ');
      const content =
        language === 'es'
          ? `Le faltan estos documentos: ${names}.`
          : `These documents are still missing: ${names}.`;
      return {
        ...base,
        content,
        quickActions: [{ kind: 'open_scanner', label: 'Open Scanner' }],
      };
    }
    case 'safety':
    case 'talk_to_human':
      return {
        ...base,
        confidence: 0.95,
        content: 'I will connect you with a person.',
        quickActions: [],
        escalate: true,
        escalationReason: intent,
      };
    case 'training':
      return {
        ...base,
        content: `You have ${facts.training.completedHours} of ${facts.training.requiredHours} hours.`,
        quickActions: facts.training.openCourses
          .slice(0, 1)
          .map((c) => ({ kind: 'open_course' as const, label: c.title, enrollmentId: c.enrollmentId })),
      };
    case 'forms_to_sign':
      return {
        ...base,
        content: `Forms to sign: ${facts.formsToSign.map((f) => f.title).join(', ') || 'none'}.`,
        quickActions: facts.formsToSign
          .slice(0, 1)
          .map((f) => ({ kind: 'open_form' as const, label: f.title, formId: f.formId })),
      };
    case 'journey_step':
      return {
        ...base,
        content: `You are on step ${facts.currentStep} (${facts.stepName}).`,
        quickActions: [{ kind: 'view_progress', label: 'View Progress' }],
      };
    case null:
      return {
        ...base,
        content: 'I did not understand. Did you mean one of these?',
        quickActions: [
          { kind: 'suggest_intent', label: 'What documents am I missing?', intent: 'missing_documents' },
          human,
        ],
      };
    default:
      return { ...base, content: `(${intent})`, quickActions: [human] };
  }
}

export const familyAssistant: FamilyAssistant = {
  reply({ text, facts, sessionLanguage }) {
    const spanish = /\b(faltan|documentos|hola|gracias)\b|[¿¡]/i.test(text);
    const language = spanish ? 'es' : (sessionLanguage ?? facts.language);
    const intent = RULES.find((rule) => rule.words.test(text))?.intent ?? null;
    return answer(intent, facts, language);
  },
  greeting(facts) {
    return {
      ...answer('greeting', facts, facts.language),
      content: `Hello ${facts.firstName}! How can I help?`,
      quickActions: [{ kind: 'view_progress', label: 'View Progress' }, human],
    };
  },
  proactive(facts) {
    if (facts.missingDocuments.length > 0 && facts.daysInactive > 7) {
      return {
        ...answer('missing_documents', facts, facts.language),
        trigger: 'stuck_on_documents',
      };
    }
    return null;
  },
  escalationNotice({ withinBusinessHours, nextOpening }) {
    return withinBusinessHours
      ? 'A human will be with you shortly. A caseworker will respond within 5 minutes.'
      : `Our office is closed. A caseworker will reply after ${nextOpening?.toISOString() ?? 'opening'}.`;
  },
  ratingRequest() {
    return 'How would you rate this conversation from 1 to 5?';
  },
  connectionTrouble(language) {
    return {
      ...answer(null, {} as AssistantFacts, language),
      content:
        "I'm having trouble connecting right now. Please try again in a moment, or click 'Talk to Human' for immediate help.",
      confidence: 0.1,
      escalate: true,
      escalationReason: 'connection_trouble',
      quickActions: [human],
    };
  },
};
