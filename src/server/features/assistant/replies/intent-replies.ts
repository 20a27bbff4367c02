import type { FamilyIntent, QuickAction } from '@shared/assistant/assistant-intents';
import type { LanguageCode } from '@shared/i18n/languages';
import type { AssistantFacts } from './assistant-facts';
import { choiceOf, formatDay, formatTime, listOf, say } from './assistant-text';
import {
  courseActions,
  documentActions,
  formActions,
  openScanner,
  talkToHuman,
  viewProgress,
} from './quick-actions';

/** What the assistant says and offers for one understood intent. */
export interface Answer {
  content: string;
  quickActions: QuickAction[];
}

type Say = (key: Parameters<typeof say>[1], values?: Record<string, string | number>) => string;

/** Every answer is written from the family's own facts, in the conversation's language. */
export function answerIntent(intent: FamilyIntent, language: LanguageCode, facts: AssistantFacts): Answer {
  const t: Say = (key, values) => say(language, key, values);
  switch (intent) {
    case 'missing_documents':
      return { content: documentsStatus(t, language, facts), quickActions: documentActions(language, facts) };
    case 'upload_help':
      return { content: t('upload'), quickActions: uploadActions(language, facts) };
    case 'journey_step':
      return { content: journeyStatus(t, language, facts), quickActions: [viewProgress(language)] };
    case 'training':
      return { content: trainingStatus(t, language, facts), quickActions: courseActions(language, facts) };
    case 'background_check':
      return { content: checksStatus(t, language, facts), quickActions: [viewProgress(language)] };
    case 'appointments':
      return { content: nextAppointment(t, language, facts), quickActions: [talkToHuman(language)] };
    case 'forms_to_sign':
      return { content: formsStatus(t, language, facts), quickActions: formActions(language, facts) };
    case 'talk_to_human':
      return { content: connecting(t, facts), quickActions: [] };
    case 'thanks':
      return { content: t('thanks', { name: facts.firstName }), quickActions: [] };
    case 'greeting':
      return greetingAnswer(language, facts);
    case 'safety':
      return { content: safetyMessage(language, facts), quickActions: [talkToHuman(language)] };
  }
}

/** The greeting on a new chat, and the answer to "hi": who the assistant is and where the family stands. */
export function greetingAnswer(language: LanguageCode, facts: AssistantFacts): Answer {
  return {
    content: say(language, 'greeting', {
      name: facts.firstName,
      step: facts.currentStep,
      total: facts.totalSteps,
      stepName: facts.stepName,
    }),
    quickActions: [openScanner(language), viewProgress(language), talkToHuman(language)],
  };
}

/**
 * Caring and short: the emergency numbers the agency configured (911 when it set none), and that a person is
 * coming.
 */
export function safetyMessage(language: LanguageCode, facts: AssistantFacts): string {
  const numbers = facts.emergencyNumbers.length
    ? choiceOf(
        language,
        facts.emergencyNumbers.map(({ label, number }) =>
          say(language, 'emergencyNumber', { label, number }),
        ),
      )
    : '911';
  return say(language, 'safety', { name: facts.firstName, numbers });
}

/** Staff write reasons as sentences; the reply adds its own full stop after them. */
const withoutFinalStop = (text: string) => text.trim().replace(/[.。!！]+$/u, '');

function documentsStatus(t: Say, language: LanguageCode, facts: AssistantFacts): string {
  const missing = facts.missingDocuments;
  const sentences = [
    missing.length
      ? t('documents.missing', {
          count: missing.length,
          names: listOf(
            language,
            missing.map((d) => d.name),
          ),
        })
      : t('documents.noneMissing'),
    ...facts.rejectedDocuments.map(({ name, reason }) =>
      reason
        ? t('documents.rejected', { name, reason: withoutFinalStop(reason) })
        : t('documents.rejectedWithoutReason', { name }),
    ),
  ];
  if (facts.documentsInReview > 0)
    sentences.push(t('documents.inReview', { count: facts.documentsInReview }));
  return joined(language, sentences);
}

function uploadActions(language: LanguageCode, facts: AssistantFacts): QuickAction[] {
  const named = documentActions(language, facts);
  return named.some((action) => action.kind === 'open_scanner' && (action.documentId || action.requirementId))
    ? [openScanner(language), ...named]
    : named;
}

function journeyStatus(t: Say, language: LanguageCode, facts: AssistantFacts): string {
  if (facts.progressPercent >= 100) return t('journey.complete', { total: facts.totalSteps });
  const current = t('journey.current', {
    step: facts.currentStep,
    total: facts.totalSteps,
    stepName: facts.stepName,
    percent: facts.progressPercent,
  });
  const hoursLeft = Math.max(0, facts.training.requiredHours - facts.training.completedHours);
  const next = facts.missingDocuments.length
    ? t('journey.nextDocuments', { count: facts.missingDocuments.length })
    : facts.formsToSign.length
      ? t('journey.nextForms', { count: facts.formsToSign.length })
      : hoursLeft > 0
        ? t('journey.nextTraining', { count: hoursLeft })
        : t('journey.nextWait');
  return joined(language, [current, next]);
}

function trainingStatus(t: Say, language: LanguageCode, facts: AssistantFacts): string {
  const { completedHours, requiredHours, openCourses } = facts.training;
  const left = Math.max(0, requiredHours - completedHours);
  const hours = left
    ? t('training.hoursLeft', { done: completedHours, required: requiredHours, count: left })
    : t('training.hoursDone', { required: requiredHours });
  if (openCourses.length === 0) return joined(language, [hours, t('training.noCourses')]);
  const courses = openCourses.map(({ title, dueDate, overdue }) => {
    const date = dueDate ? formatDay(language, dueDate, facts.timeZone) : null;
    if (overdue)
      return date
        ? t('training.courseOverdueSince', { title, date })
        : t('training.courseOverdue', { title });
    return date ? t('training.courseDue', { title, date }) : t('training.course', { title });
  });
  return joined(language, [hours, t('training.courses', { courses: listOf(language, courses) })]);
}

function checksStatus(t: Say, language: LanguageCode, facts: AssistantFacts): string {
  if (facts.backgroundChecks.length === 0) return t('checks.none');
  const sentences = facts.backgroundChecks.map(({ type, status, expectedDate }) => {
    if (status !== 'processing') return t(`checks.${status}`, { type });
    return expectedDate
      ? t('checks.processing', { type, date: formatDay(language, expectedDate, facts.timeZone) })
      : t('checks.processingNoDate', { type });
  });
  return joined(language, sentences);
}

function nextAppointment(t: Say, language: LanguageCode, facts: AssistantFacts): string {
  const appointment = facts.nextAppointment;
  if (!appointment) return t('appointments.none');
  return t('appointments.next', {
    type: appointment.type,
    day: formatDay(language, appointment.scheduledAt, facts.timeZone, true),
    time: formatTime(language, appointment.scheduledAt, facts.timeZone),
  });
}

function formsStatus(t: Say, language: LanguageCode, facts: AssistantFacts): string {
  const forms = facts.formsToSign;
  if (forms.length === 0) return t('forms.none');
  return t('forms.waiting', {
    count: forms.length,
    titles: listOf(
      language,
      forms.map((form) => form.title),
    ),
  });
}

/** Sentences one after another: Chinese puts no space after its full stop. */
function joined(language: LanguageCode, sentences: readonly string[]): string {
  return sentences.join(language === 'zh' ? '' : ' ');
}

function connecting(t: Say, facts: AssistantFacts): string {
  return facts.caseworkerName
    ? t('human.withCaseworker', { name: facts.caseworkerName })
    : t('human.withoutCaseworker');
}
