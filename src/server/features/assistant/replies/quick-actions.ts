import type { FamilyIntent, QuickAction } from '@shared/assistant/assistant-intents';
import type { LanguageCode } from '@shared/i18n/languages';
import type { AssistantFacts } from './assistant-facts';
import { say } from './assistant-text';

/** At most this many links to named documents, courses or forms under one answer: the panel is 450 px wide. */
const MAX_ITEM_ACTIONS = 3;

/** The spec's three quick actions (spec 01 §9), labelled in the conversation's language. */
export const openScanner = (language: LanguageCode): QuickAction => ({
  kind: 'open_scanner',
  label: say(language, 'actions.openScanner'),
});
export const viewProgress = (language: LanguageCode): QuickAction => ({
  kind: 'view_progress',
  label: say(language, 'actions.viewProgress'),
});
export const talkToHuman = (language: LanguageCode): QuickAction => ({
  kind: 'talk_to_human',
  label: say(language, 'actions.talkToHuman'),
});

/** Returned documents first (upload again), then missing ones (upload), then the plain scanner. */
export function documentActions(language: LanguageCode, facts: AssistantFacts): QuickAction[] {
  const returned = facts.rejectedDocuments.map(({ documentId, name }): QuickAction => ({
    kind: 'open_scanner',
    label: say(language, 'actions.uploadAgain', { name }),
    documentId,
  }));
  const missing = facts.missingDocuments.map(({ requirementId, name }): QuickAction => ({
    kind: 'open_scanner',
    label: say(language, 'actions.upload', { name }),
    requirementId,
  }));
  const named = [...returned, ...missing].slice(0, MAX_ITEM_ACTIONS);
  return named.length > 0 ? named : [openScanner(language)];
}

export function courseActions(language: LanguageCode, facts: AssistantFacts): QuickAction[] {
  return facts.training.openCourses.slice(0, MAX_ITEM_ACTIONS).map(({ enrollmentId, title }) => ({
    kind: 'open_course',
    label: say(language, 'actions.openCourse', { title }),
    enrollmentId,
  }));
}

export function formActions(language: LanguageCode, facts: AssistantFacts): QuickAction[] {
  return facts.formsToSign.slice(0, MAX_ITEM_ACTIONS).map(({ formId, title }) => ({
    kind: 'open_form',
    label: say(language, 'actions.signForm', { title }),
    formId,
  }));
}

/** "Did you mean" choices: the intents the family can ask again, labelled in its language. */
export function suggestionActions(language: LanguageCode, intents: readonly FamilyIntent[]): QuickAction[] {
  return intents.flatMap((intent): QuickAction[] =>
    isSuggestible(intent)
      ? [{ kind: 'suggest_intent', label: say(language, `intents.${intent}`), intent }]
      : [],
  );
}

/** Greetings, thanks and safety are never offered as guesses. */
export const SUGGESTIBLE_INTENTS = [
  'missing_documents',
  'upload_help',
  'journey_step',
  'training',
  'background_check',
  'appointments',
  'forms_to_sign',
  'talk_to_human',
] as const satisfies readonly FamilyIntent[];
type SuggestibleIntent = (typeof SUGGESTIBLE_INTENTS)[number];

export function isSuggestible(intent: FamilyIntent): intent is SuggestibleIntent {
  return (SUGGESTIBLE_INTENTS as readonly FamilyIntent[]).includes(intent);
}
