import { JOURNEY_STEPS } from '../journey/journey-steps';
import type { StaffIntent } from './staff-assistant.schema';

/**
 * The staff assistant's understanding: a small set of keyword rules over the normalized question, with the
 * entities staff questions carry (a step, a number of days, a family's name). Each rule has a fixed
 * confidence: how sure a match by that rule is, not a probability from a model.
 */

export interface StaffQuestionEntities {
  /** "step 4", "step four", "the Document step". */
  step?: number;
  /** "more than 30 days", "over 6 weeks", "a month" (weeks are 7 days, months 30). */
  days?: number;
  /** What is left of the question once its known words are taken out: the family it is about. */
  familyName?: string;
}

export interface ParsedStaffQuestion {
  intent: StaffIntent;
  confidence: number;
  entities: StaffQuestionEntities;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };
const NUMBER = `(\\d{1,4}|${Object.keys(NUMBER_WORDS).join('|')})`;

/** Lower case, accents off, apostrophes and punctuation to spaces ("Martínez's" → "martinez s"). */
export function normalizeQuestion(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const numberOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? NaN));

function stepOf(text: string): number | undefined {
  const numbered = new RegExp(`\\b(?:step|stage|phase)\\s*(?:number\\s*|no\\s*)?${NUMBER}\\b`).exec(text);
  if (numbered?.[1]) return numberOf(numbered[1]);
  const named = JOURNEY_STEPS.find((s) =>
    new RegExp(`\\b${s.title.toLowerCase()}\\s+(?:step|stage)\\b`).test(text),
  );
  return named?.id;
}

function daysOf(text: string): number | undefined {
  const match = new RegExp(`\\b${NUMBER}\\s*(day|week|month|year)s?\\b`).exec(text);
  if (!match?.[1] || !match[2]) return undefined;
  return numberOf(match[1]) * (UNIT_DAYS[match[2]] ?? 1);
}

/** Words of staff questions that are never part of a family's name. */
const KNOWN_WORDS = new Set(
  `a an the is are am was were be been being do does did doing have has had what whats which who whom how
  many much when where why there their they them this that these those for of about on in at to from with by
  and or not no yet still now today currently right please tell me show list give us i we you can could would
  should will my our your any all some each every per s its it family families familys famly household
  households case cases applicant applicants missing outstanding need needs needed left lacking owe owes
  remaining incomplete hand handed yet documents document docs doc files file paperwork papers uploads upload
  waiting pending awaiting review reviewed approval approve queue submitted training trained hours hour hrs
  courses course classes class modules module done completed complete has have got made earned taken
  required overdue late behind status step steps stage phase number more than over longer days day weeks week
  months month years year since been stuck so far total count up`.split(/\s+/),
);

function familyNameOf(text: string): string | undefined {
  const words = text
    .split(' ')
    .filter((w) => w.length > 1 && !KNOWN_WORDS.has(w) && !/^\d+$/.test(w) && !(w in NUMBER_WORDS));
  return words.length > 0 ? words.join(' ') : undefined;
}

const has = (pattern: RegExp, text: string) => pattern.test(text);
const DOCUMENTS = /\b(documents?|docs?|files?|uploads?|paperwork|papers)\b/;
const REVIEW = /\b(review\w*|waiting|pending|awaiting|approv\w*|queue|submitted)\b/;
const FAILED = /\b(fail\w*|errors?|broken|unreadable)\b/;
const EXPIRING = /\b(expir\w*|renew\w*|out of date)\b/;
const MISSING = /\b(missing|outstanding|still need\w*|needs?|lacking|owe\w*|remaining|incomplete|left to)\b/;
const HOURS = /\b(hours?|hrs)\b/;
const TRAINING = /\b(training|trained|courses?|class(es)?|modules?)\b/;
const OVERDUE = /\b(overdue|late|past due|behind)\b/;
const FAMILIES = /\b(famil(y|ies)|households?|applicants?|applications?|cases?)\b/;
const COUNTING =
  /\b(how many|each step|every step|per step|by step|breakdown|active applications?|count|number of)\b/;
const HELP = /^(help|hi|hello|hey)\b|\bwhat can (you|i)\b|\bhow do i use\b/;

/** Reads a staff question: the intent with its rule's confidence, and the entities found. */
export function parseStaffQuestion(question: string): ParsedStaffQuestion {
  const text = normalizeQuestion(question);
  const step = stepOf(text);
  const days = daysOf(text);
  const familyName = familyNameOf(text);
  const found = (intent: StaffIntent, confidence: number, entities: StaffQuestionEntities = {}) => ({
    intent,
    confidence,
    entities,
  });

  if (step !== undefined && days !== undefined)
    return found('families_in_step_over_days', 0.92, { step, days });
  if (has(OVERDUE, text) && (has(TRAINING, text) || text.includes('required')))
    return found('overdue_required_courses', 0.9);
  if (has(HOURS, text) && (has(TRAINING, text) || familyName))
    return found('family_training_hours', familyName ? 0.88 : 0.6, familyName ? { familyName } : {});
  if (has(DOCUMENTS, text) && has(EXPIRING, text)) return found('documents_expiring', 0.9);
  if (has(DOCUMENTS, text) && has(FAILED, text)) return found('documents_failed_processing', 0.88);
  if (familyName && (has(MISSING, text) || has(DOCUMENTS, text)))
    return found('family_missing', has(MISSING, text) ? 0.88 : 0.7, { familyName });
  if (has(DOCUMENTS, text) && has(REVIEW, text))
    return found('documents_waiting_review', text.includes('review') ? 0.93 : 0.82);
  if (has(MISSING, text) && has(FAMILIES, text)) return found('family_missing', 0.55);
  if (has(FAMILIES, text) && (step !== undefined || has(COUNTING, text)))
    return found('families_by_step', step === undefined ? 0.85 : 0.9, step === undefined ? {} : { step });
  if (has(HELP, text)) return found('help', 0.9);
  return found('unknown', 0.2);
}
