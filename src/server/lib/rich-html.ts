import sanitizeHtml from 'sanitize-html';

/**
 * Rich text staff write (lesson HTML on every save: lesson form, generated lessons, imported packages; the family
 * evaluation's interview sections) is sanitized with an allow-list: the tags Mantine's rich-text editor (tiptap)
 * writes, nothing else (decision 014). The client sanitizes again before rendering.
 */
const SAFE_LINK = /^(https?:|mailto:)/i;
const START_NUMBER = /^\d{1,6}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'mark',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    ol: ['start'],
    ...Object.fromEntries(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, ['style']])),
  },
  // Only the alignment the editor sets survives in a style attribute.
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Dropped with everything inside them: their content is code or controls, not text.
  nonTextTags: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'noscript',
    'template',
    'textarea',
    'select',
    'svg',
    'math',
    'head',
    'title',
  ],
  transformTags: {
    // A web or mail link opens in a new tab without access to Haven's page; any other link keeps only its text.
    a: (tagName, { href = '' }) => ({
      tagName,
      attribs: SAFE_LINK.test(href)
        ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' }
        : ({} as sanitizeHtml.Attributes),
    }),
    ol: (tagName, { start = '' }) => ({
      tagName,
      attribs: START_NUMBER.test(start) ? { start } : ({} as sanitizeHtml.Attributes),
    }),
  },
};

/** The HTML with only allow-listed tags and attributes; text is kept and escaped. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Text as HTML text (for HTML Haven writes itself, e.g. a generated course or a report's draft). */
export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Sanitised rich text as plain lines, for a PDF: paragraphs, headings and list items each on their own line. */
export function richHtmlToText(html: string): string {
  const marked = html
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|ul|ol)>/gi, '\n');
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
    .join('\n')
    .trim();
}
