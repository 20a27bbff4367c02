import { z } from 'zod';
import { INVISIBLE_FORMATTING } from './invisible-characters';

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// One-line fields refuse tabs and line breaks too.
const LINE_BREAKS_AND_TABS = /[\t\n\r\u2028\u2029]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface SafeTextOptions {
  /** Longest accepted length, after trimming. */
  max: number;
  /** Shortest accepted length, after trimming (default 0). */
  min?: number;
  /** Allow tabs and line breaks (comments, reasons, announcement bodies). */
  multiline?: boolean;
  /** Keep leading and trailing spaces (passwords); everything else is trimmed. */
  keepSpaces?: boolean;
}

/**
 * The one schema for user-entered text in request bodies and queries: trimmed, length-limited, and refusing
 * control characters (PostgreSQL rejects NUL outright) and lone surrogates (not valid UTF-8) with a 400
 * instead of letting them reach the database.
 */
export function safeText({ max, min = 0, multiline = false, keepSpaces = false }: SafeTextOptions) {
  const base = keepSpaces ? z.string() : z.string().trim();
  return base
    .min(min)
    .max(max)
    .refine((text) => !CONTROL_CHARACTERS.test(text), 'must not contain control characters')
    .refine((text) => multiline || !LINE_BREAKS_AND_TABS.test(text), 'must be a single line')
    .refine((text) => !LONE_SURROGATE.test(text), 'must be valid Unicode text');
}

/**
 * A person's or a family's name (family names, household members, staff display names, the name on a
 * certificate): safe text that also refuses invisible formatting characters, so a name cannot display as
 * another one in staff lists or be told apart from it only by an invisible character (issue 42).
 */
export function safeName(options: Omit<SafeTextOptions, 'multiline' | 'keepSpaces'>) {
  return safeText(options).refine(
    (text) => !INVISIBLE_FORMATTING.test(text),
    'must not contain invisible formatting characters (direction overrides or zero-width characters)',
  );
}

/** An optional search box (blank means no search). */
export const searchText = safeText({ max: 200 }).optional();
