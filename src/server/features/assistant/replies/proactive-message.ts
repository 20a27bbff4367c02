import type { QuickAction } from '@shared/assistant/assistant-intents';
import type { LanguageCode } from '@shared/i18n/languages';
import type { ProactiveTrigger } from '../family-assistant.types';
import type { AssistantFacts } from './assistant-facts';
import { formatDay, listOf, say } from './assistant-text';
import { courseActions, documentActions, viewProgress } from './quick-actions';

/** More days away than this with documents missing is "stuck on documents" (spec 01 §4). */
export const STUCK_AFTER_DAYS = 7;
/** Celebrations at 25, 50, 75 and 100 % (spec 01 §4). */
const MILESTONE_PERCENT = 25;

export interface ProactiveMessage {
  trigger: ProactiveTrigger;
  content: string;
  quickActions: QuickAction[];
}

/**
 * The one proactive message for a new chat, by the spec's triggers in priority order (spec 01 §4): stuck on
 * documents, training reminder, background check update, celebration; null when none applies. A training reminder
 * needs training left to remind of.
 */
export function proactiveMessage(facts: AssistantFacts, now: Date): ProactiveMessage | null {
  const language = facts.language;
  const name = facts.firstName;
  if (facts.missingDocuments.length > 0 && facts.daysInactive > STUCK_AFTER_DAYS)
    return {
      trigger: 'stuck_on_documents',
      content: say(language, 'proactive.stuck', {
        name,
        days: facts.daysInactive,
        count: facts.missingDocuments.length,
        names: listOf(
          language,
          facts.missingDocuments.map((document) => document.name),
        ),
      }),
      quickActions: documentActions(language, facts),
    };

  const hoursLeft = Math.max(0, facts.training.requiredHours - facts.training.completedHours);
  if (facts.chattedWithin24h && hoursLeft > 0)
    return {
      trigger: 'training_reminder',
      content: say(language, 'proactive.trainingReminder', {
        name,
        count: hoursLeft,
        required: facts.training.requiredHours,
      }),
      quickActions: courseActions(language, facts),
    };

  const overdueCheck = facts.backgroundChecks.find(
    (check) =>
      check.status === 'processing' &&
      check.expectedDate !== null &&
      reached(check.expectedDate, now, facts.timeZone),
  );
  if (overdueCheck?.expectedDate)
    return {
      trigger: 'background_check_update',
      content: say(language, 'proactive.checkUpdate', {
        type: overdueCheck.type,
        date: formatDay(language, overdueCheck.expectedDate, facts.timeZone),
      }),
      quickActions: [viewProgress(language)],
    };

  const percent = facts.progressPercent;
  if (percent > 0 && percent % MILESTONE_PERCENT === 0 && facts.activeWithinDay)
    return {
      trigger: 'celebration',
      content: celebration(language, name, percent),
      quickActions: [viewProgress(language)],
    };
  return null;
}

function celebration(language: LanguageCode, name: string, percent: number): string {
  return percent >= 100
    ? say(language, 'proactive.celebrationDone', { name })
    : say(language, 'proactive.celebration', { name, percent });
}

/** An expected date ('2026-03-04') is reached from the start of that day where the family lives. */
function reached(expectedDate: string, now: Date, timeZone: string): boolean {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  return today >= expectedDate.slice(0, 10);
}
