import { LESSON_PREVIEW_CHARS } from '@shared/learning/learning.limits';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X'))
    return String.fromCodePoint(parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
  return ENTITIES[name] ?? entity;
}

/**
 * Lesson HTML as plain text for the preview (shown as text, never as markup): tags become spaces, the
 * common entities are decoded and runs of space fold into one.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The Lesson Builder's preview (spec 02 §9): the text cut at 200 characters, then '…'. */
export function lessonPreview(html: string, limit = LESSON_PREVIEW_CHARS): string {
  const text = htmlToText(html);
  const characters = [...text];
  if (characters.length <= limit) return text;
  return `${characters.slice(0, limit).join('').trimEnd()}…`;
}
