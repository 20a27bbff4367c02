import type { i18n as I18n } from 'i18next';

/** What the lookups read of an i18next instance. */
export type TextSource = Pick<I18n, 'getResource' | 'language' | 'resolvedLanguage'>;

const NAMESPACE = 'familyPortal';

function resource(i18n: TextSource, language: string, key: string, namespace = NAMESPACE): unknown {
  return i18n.getResource(language, namespace, key);
}

function translation(i18n: TextSource, key: string, namespace = NAMESPACE): unknown {
  return resource(i18n, i18n.resolvedLanguage ?? i18n.language, key, namespace);
}

/**
 * Text the server sends in English from Haven's own fixed wording (journey steps, badges, the quotes): the
 * translation under `key` while `english` is still the English this client knows for it, else `english` as
 * sent (the wording changed on the server first, or this language has not loaded yet).
 */
export function knownText(i18n: TextSource, key: string, english: string, namespace = NAMESPACE): string {
  if (resource(i18n, 'en', key, namespace) !== english) return english;
  const translated = translation(i18n, key, namespace);
  return typeof translated === 'string' && translated !== '' ? translated : english;
}

/**
 * Words staff pick or type in English (an applicant type, a relationship, a role title): the translation
 * listed for the common ones in the map at `mapKey` (of `namespace`), keyed by their English; anything else reads
 * as written.
 */
export function knownValue(i18n: TextSource, mapKey: string, english: string, namespace = NAMESPACE): string {
  const translations = translation(i18n, mapKey, namespace);
  if (typeof translations !== 'object' || translations === null) return english;
  const translated = (translations as Record<string, unknown>)[english];
  return typeof translated === 'string' && translated !== '' ? translated : english;
}
