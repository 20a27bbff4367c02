import { z } from 'zod';

/**
 * Whether the name read off a photo ID belongs to the household (issue 50): staff see a flag when it does not.
 * `unread`: OCR found too little text to tell, which is no reason to flag.
 */
export const IdNameCheckSchema = z.object({
  status: z.enum(['match', 'mismatch', 'unread']),
  /** The member whose name is on the ID, when it matches. */
  memberName: z.string().nullable(),
});
export type IdNameCheck = z.infer<typeof IdNameCheckSchema>;

/** Fewer words than this and the text cannot hold a name and the card's other lines. */
const MIN_WORDS = 3;

/** Lower case, without accents (José → jose), each run of other characters one space: the words of a text. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A member's name is on the ID when its first word and its surname are words of the text, in any order (cards
 * print "LAST, FIRST MIDDLE" as often as "FIRST LAST"). The surname is the name's last word; either part of a
 * hyphenated one will do ("Garcia-Lopez" matches "GARCIA"), a middle name is not needed. A shared surname with
 * another first name is not a match.
 */
function nameIsIn(name: string, text: ReadonlySet<string>): boolean {
  const parts = name.trim().split(/\s+/);
  const first = words(parts[0] ?? '');
  const surname = parts.length > 1 ? words(parts[parts.length - 1] ?? '') : [];
  if (first.length === 0) return false;
  return (
    first.every((word) => text.has(word)) && (surname.length === 0 || surname.some((word) => text.has(word)))
  );
}

/** The check of an ID's OCR text against the household members' names. */
export function checkIdName(ocrText: string | null, memberNames: readonly string[]): IdNameCheck {
  const text = words(ocrText ?? '');
  if (text.length < MIN_WORDS) return { status: 'unread', memberName: null };
  const set = new Set(text);
  const memberName = memberNames.find((name) => nameIsIn(name, set)) ?? null;
  return { status: memberName ? 'match' : 'mismatch', memberName };
}
