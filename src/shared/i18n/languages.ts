/**
 * The languages families can use Haven in (issue 12): the family area, its e-mails and the assistant speak each
 * of them; staff pages are English. `preferred_language` on a family holds one of these codes.
 */
export const LANGUAGE_CODES = ['en', 'es', 'zh', 'vi', 'tl'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Each language as staff screens name it: in English, with its own name beside. */
export const LANGUAGE_LABELS: Record<LanguageCode, string> = {
  en: 'English',
  es: 'Spanish (Español)',
  zh: 'Chinese (中文)',
  vi: 'Vietnamese (Tiếng Việt)',
  tl: 'Tagalog',
};

/** Each language in its own name, as the language menu lists it. */
export const LANGUAGE_NATIVE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  es: 'Español',
  zh: '中文',
  vi: 'Tiếng Việt',
  tl: 'Tagalog',
};

/**
 * The BCP 47 tag for `<html lang>`, Intl (dates, numbers, plurals) and e-mail headers. Chinese is written in
 * traditional characters, as California's translated state forms are (decision 013); Intl knows Tagalog as
 * Filipino (`fil`), which shares its calendar words and plural rules.
 */
export const LOCALE_TAGS: Record<LanguageCode, string> = {
  en: 'en-US',
  es: 'es-US',
  zh: 'zh-Hant',
  vi: 'vi-VN',
  tl: 'fil-PH',
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The language of a BCP 47 tag ('es-MX' is es, 'zh-TW' is zh, 'fil' is tl), or null for one Haven lacks. */
export function languageOfTag(tag: string): LanguageCode | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'fil') return 'tl';
  return isLanguageCode(primary) ? primary : null;
}

/** The first of the tags (in order of preference) that Haven speaks; null when none. */
export function firstSupportedLanguage(tags: readonly string[]): LanguageCode | null {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return null;
}

/**
 * The language an Accept-Language header asks for first among Haven's ('vi;q=0.9, en;q=0.8' is vi); null when
 * it names none of them.
 */
export function languageOfAcceptHeader(header: string | undefined): LanguageCode | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return firstSupportedLanguage(ranked.map((entry) => entry.tag));
}
