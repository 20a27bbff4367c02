/** The shape the server accepts for a reason's key (UpdateDecisionRulesBodySchema). */
const REASON_KEY = /^[a-z][a-z0-9_]{1,40}$/;

/**
 * The key of a reason staff add, derived from its label: lower-case letters and digits joined by underscores,
 * accents dropped ("Home visit refused" → home_visit_refused). A label that starts with a digit gets a `reason_`
 * prefix; one with fewer than two Latin letters or digits has no key (null).
 */
export function reasonKey(label: string): string | null {
  const words = label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const key = (/^[0-9]/.test(words) ? `reason_${words}` : words).slice(0, 41).replace(/_+$/, '');
  return REASON_KEY.test(key) ? key : null;
}
