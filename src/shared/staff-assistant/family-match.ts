import { normalizeQuestion } from './staff-question-parser';

/** A family a staff question may be about. */
export interface FamilyCandidate {
  id: string;
  /** The display name ("Martinez Family"). */
  name: string;
  primaryContactName: string;
  caseNumber: string;
}

export type FamilyMatch<T extends FamilyCandidate> =
  { kind: 'one'; family: T } | { kind: 'ambiguous'; families: T[] } | { kind: 'none' };

/** A name word counts as the same below this share of edits ("Martines" for "Martinez" is 1 in 8). */
const MIN_SIMILARITY = 0.75;
/** Candidates this close to the best are as likely as it: the question is ambiguous. */
const TIE_MARGIN = 0.05;
/** At most this many candidates are listed back. */
export const AMBIGUOUS_LIST_MAX = 5;

const IGNORED = new Set(['family', 'familys', 'household', 'the', 's']);

/** Levenshtein distance (two rows). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

const similarity = (a: string, b: string) => 1 - editDistance(a, b) / Math.max(a.length, b.length);

/** The words of a name as the matcher compares them: normalized, without "family" and the like. */
export function nameWords(text: string): string[] {
  return normalizeQuestion(text)
    .split(' ')
    .filter((w) => w.length > 0 && !IGNORED.has(w));
}

/** How well the asked words fit a family: each word's best fit among its names, averaged; an exact case number is 1. */
function score(asked: readonly string[], family: FamilyCandidate): number {
  if (asked.join('-') === family.caseNumber.toLowerCase()) return 1;
  const words = [...nameWords(family.name), ...nameWords(family.primaryContactName)];
  if (words.length === 0 || asked.length === 0) return 0;
  const fits = asked.map((word) => Math.max(...words.map((w) => similarity(word, w))));
  return fits.reduce((sum, fit) => sum + fit, 0) / fits.length;
}

/**
 * The family a name in a question means, case-insensitively and forgiving small typos: one family, several
 * equally likely ones (listed back to the asker, best first), or none.
 */
export function matchFamily<T extends FamilyCandidate>(
  asked: string,
  candidates: readonly T[],
): FamilyMatch<T> {
  const words = nameWords(asked);
  const scored = candidates
    .map((family) => ({ family, fit: score(words, family) }))
    .filter((s) => s.fit >= MIN_SIMILARITY)
    .sort((a, b) => b.fit - a.fit || a.family.name.localeCompare(b.family.name));
  const best = scored[0];
  if (!best) return { kind: 'none' };
  const tied = scored.filter((s) => s.fit >= best.fit - TIE_MARGIN);
  if (tied.length === 1) return { kind: 'one', family: best.family };
  return { kind: 'ambiguous', families: tied.slice(0, AMBIGUOUS_LIST_MAX).map((s) => s.family) };
}

/** Short prefixes of the asked words, for the database to narrow the candidates before `matchFamily` ranks them. */
export function namePrefixes(asked: string): string[] {
  return [...new Set(nameWords(asked).map((w) => w.slice(0, 3)))].filter((p) => p.length >= 2);
}
