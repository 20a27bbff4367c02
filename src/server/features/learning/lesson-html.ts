import { Parser } from 'htmlparser2';

/**
 * Lesson HTML is sanitized on save with an allow-list: the tags and attributes Mantine's rich-text editor
 * (tiptap) writes, nothing else. Neither sanitize-html nor DOMPurify is installed, so this walks the HTML with
 * htmlparser2 (already in node_modules) and writes back only what the list allows; the client sanitizes
 * again before rendering.
 */

const ALLOWED_TAGS = new Set([
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
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** Dropped with everything inside them: their content is code or controls, not lesson text. */
const DROPPED_WITH_CONTENT = new Set([
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
]);
const SAFE_LINK = /^(https?:|mailto:)/i;
const TEXT_ALIGN = /^\s*text-align\s*:\s*(left|right|center|justify)\s*;?\s*$/i;
const START_NUMBER = /^\d{1,6}$/;

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replaceAll('"', '&quot;');

/** The attributes kept on one allowed tag, already checked. */
function allowedAttributes(tag: string, attributes: Record<string, string>): [string, string][] {
  const kept: [string, string][] = [];
  const style = attributes.style;
  if (
    style !== undefined &&
    TEXT_ALIGN.test(style) &&
    ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
  ) {
    kept.push(['style', style.trim()]);
  }
  if (tag === 'ol' && attributes.start !== undefined && START_NUMBER.test(attributes.start)) {
    kept.push(['start', attributes.start]);
  }
  if (tag === 'a') {
    // Control characters and spaces inside a scheme ("java\tscript:") are what browsers ignore; so do we.
    // eslint-disable-next-line no-control-regex -- the point is to remove control characters
    const href = (attributes.href ?? '').replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
    if (SAFE_LINK.test(href)) {
      kept.push(['href', href]);
      kept.push(['target', '_blank']);
      kept.push(['rel', 'noopener noreferrer nofollow']);
    }
  }
  return kept;
}

/** The HTML with only allow-listed tags and attributes; text is kept and re-escaped. */
export function sanitizeLessonHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let droppedDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (droppedDepth > 0 || DROPPED_WITH_CONTENT.has(name)) {
          if (!VOID_TAGS.has(name)) droppedDepth += 1;
          return;
        }
        if (!ALLOWED_TAGS.has(name)) return;
        const attrs = allowedAttributes(name, attributes)
          .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
          .join('');
        out.push(`<${name}${attrs}>`);
        if (!VOID_TAGS.has(name)) open.push(name);
      },
      ontext(text) {
        if (droppedDepth === 0) out.push(escapeText(text));
      },
      onclosetag(name) {
        if (droppedDepth > 0) {
          if (!VOID_TAGS.has(name)) droppedDepth -= 1;
          return;
        }
        if (VOID_TAGS.has(name) || !ALLOWED_TAGS.has(name)) return;
        const at = open.lastIndexOf(name);
        if (at === -1) return;
        // Close what was left open inside it, so the output is always well nested.
        for (const tag of open.splice(at).reverse()) out.push(`</${tag}>`);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  for (const tag of open.reverse()) out.push(`</${tag}>`);
  return out.join('').trim();
}
