import type { PermissionKey } from '@shared/auth/permissions';
import { STAFF_PAGES } from '@shared/auth/staff-navigation';
import { hoursTowardRequired } from '@shared/family-learning/family-learning-rules';
import { JOURNEY_STEPS } from '@shared/journey/journey-steps';
import { PATHS } from '@shared/paths';
import { type FamilyCandidate, matchFamily, namePrefixes } from '@shared/staff-assistant/family-match';
import type { Conn } from '../../db/client';
import * as familyContext from '../family-context/family-context.service';
import { familyLink, familyQuickActions, listLink } from './staff-answer-links';
import { plural, type StaffAnswer } from './staff-answers';
import * as repo from './staff-assistant.repository';

/** Answers about one family the question names: what is missing, its training hours. */

/** The database narrows the families by name prefixes to at most this many; the fuzzy match ranks them. */
const CANDIDATES_MAX = 200;
/** A family's items still to hand in: nothing handed in yet, turned down, or run out. */
const STILL_NEEDED = new Set(['pending', 'rejected', 'expired']);

type Resolved = { family: FamilyCandidate } | { answer: StaffAnswer };

const describeFamily = (f: FamilyCandidate) => `${f.name} (${f.caseNumber}, ${f.primaryContactName})`;

/** The family the question names, or the answer that asks which one (none named, none found, several). */
async function resolveFamily(
  db: Conn,
  granted: readonly PermissionKey[],
  asked: string | undefined,
  example: string,
): Promise<Resolved> {
  if (!asked)
    return { answer: { content: `Which family do you mean? For example: "${example}".`, links: [] } };
  const candidates = await repo.familyCandidates(db, namePrefixes(asked), asked, CANDIDATES_MAX);
  const match = matchFamily(asked, candidates);
  if (match.kind === 'one') return { family: match.family };
  if (match.kind === 'none') {
    return {
      answer: {
        content: `I couldn't find a family called "${asked}". Check the name on All Families.`,
        links: listLink(
          granted,
          'Search All Families',
          `${PATHS.families}?search=${encodeURIComponent(asked)}`,
          STAFF_PAGES.families,
        ),
      },
    };
  }
  return {
    answer: {
      content: `Several families match "${asked}": ${match.families.map(describeFamily).join('; ')}. Which one do you mean? Ask again with the contact's full name or the case number.`,
      links: match.families.flatMap((f) => familyLink(granted, f)),
    },
  };
}

async function loadRecord(db: Conn, family: FamilyCandidate) {
  const record = await familyContext.loadFamilyRecord(db, family.id);
  // Deleted between the match and the read: as if it had never matched.
  if (!record) throw new Error(`family ${family.id} disappeared while answering`);
  return record;
}

/** "What is missing for the Martinez family": items still needed up to its current step, and training hours. */
export async function answerFamilyMissing(
  db: Conn,
  granted: readonly PermissionKey[],
  asked: string | undefined,
): Promise<StaffAnswer> {
  const resolved = await resolveFamily(db, granted, asked, 'what is missing for the Martinez family');
  if ('answer' in resolved) return resolved.answer;
  const { family } = resolved;
  const record = await loadRecord(db, family);
  const step = record.family.currentStep;
  const memberNames = new Map(record.members.map((m) => [m.id, m.name]));
  const needed = record.documents.filter((d) => d.required && STILL_NEEDED.has(d.status));
  const now = needed.filter((d) => d.stepId <= step);
  const later = needed.length - now.length;
  const items = now.map((d) => {
    const owner = d.householdMemberId ? memberNames.get(d.householdMemberId) : undefined;
    const notes = [
      owner,
      d.status === 'rejected' ? 'rejected' : d.status === 'expired' ? 'expired' : undefined,
    ];
    const note = notes.filter(Boolean).join(', ');
    return note ? `${d.documentName} (${note})` : d.documentName;
  });
  const training = familyContext.trainingOf(record.training);
  const hours = hoursTowardRequired(training.completedHours, training.requiredHours);
  const position = `${family.name} (${family.caseNumber}) is in step ${step} (${JOURNEY_STEPS[step - 1]?.title ?? ''}).`;
  const documents =
    items.length === 0
      ? 'Nothing is missing for the steps so far.'
      : `Still missing for the steps so far: ${plural(items.length, 'item', 'items')}: ${items.join('; ')}.`;
  const laterText =
    later > 0 ? ` ${plural(later, 'more item is', 'more items are')} asked for in later steps.` : '';
  return {
    content: `${position} ${documents}${laterText} Training: ${hours.done} of ${training.requiredHours} hours done, ${hours.remaining} to go.`,
    links: familyQuickActions(granted, family.id),
  };
}

/** "How many training hours does the Garcia family have". */
export async function answerFamilyHours(
  db: Conn,
  granted: readonly PermissionKey[],
  asked: string | undefined,
): Promise<StaffAnswer> {
  const resolved = await resolveFamily(
    db,
    granted,
    asked,
    'how many training hours does the Garcia family have',
  );
  if ('answer' in resolved) return resolved.answer;
  const { family } = resolved;
  const training = familyContext.trainingOf((await loadRecord(db, family)).training);
  const hours = hoursTowardRequired(training.completedHours, training.requiredHours);
  return {
    content: `${family.name} (${family.caseNumber}) has ${hours.done} of ${training.requiredHours} required training hours, ${hours.remaining} to go. Current module: ${training.currentModule}.`,
    links: familyQuickActions(granted, family.id),
  };
}
