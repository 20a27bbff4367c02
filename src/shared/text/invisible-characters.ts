/**
 * Characters that change how text around them is shown without being seen themselves (issue 42, security
 * item 6): bidi embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), the direction marks
 * (U+200E, U+200F), and the zero-width space, joiners, word joiner and byte order mark (U+200B–U+200D, U+2060,
 * U+FEFF). "Smith\u202Enhoj" shows as "Smithjohn"; "Ann\u200B" looks like "Ann" but is another name.
 */
export const INVISIBLE_FORMATTING = /[\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/;

/**
 * What display strips: the same set minus the zero-width non-joiner and joiner (U+200C, U+200D). Those two
 * reorder nothing, and emoji sequences (👨‍👩‍👧) and Persian or Indic words need them; names refuse them anyway.
 */
const STRIPPED_IN_DISPLAY = /[\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/**
 * User-written text as it may be shown: without the characters that could make it display as something else
 * or spill its direction into the text around it (a message, a note, a name stored before names refused them).
 */
export function withoutDirectionControls(text: string): string {
  return text.replace(STRIPPED_IN_DISPLAY, '');
}
