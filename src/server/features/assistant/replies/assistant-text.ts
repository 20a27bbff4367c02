import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LOCALE_TAGS, type LanguageCode } from '@shared/i18n/languages';
import en from './locales/en.json';
import es from './locales/es.json';
import tl from './locales/tl.json';
import vi from './locales/vi.json';
import zh from './locales/zh.json';

/** The assistant's sentences per language (replies/locales/<lang>.json), English the reference. */
export const ASSISTANT_LOCALES: Readonly<Record<LanguageCode, object>> = { en, es, zh, vi, tl };

/**
 * Its own i18next instance, set up as the server's e-mail texts are (decision 013): all five languages loaded at
 * start, plain text, plural forms by Intl's rules for the language.
 */
const texts = i18next.createInstance();
void texts.init({
  resources: Object.fromEntries(
    LANGUAGE_CODES.map((language) => [language, { assistant: ASSISTANT_LOCALES[language] }]),
  ),
  ns: ['assistant'],
  defaultNS: 'assistant',
  lng: DEFAULT_LANGUAGE,
  fallbackLng: false,
  supportedLngs: LANGUAGE_CODES,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** 'a.b' for each sentence of en.json; plural forms by their stem ('documents.missing' for 'missing_one'). */
type KeyOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Stem}_${'one' | 'many' | 'other'}` ? Stem : K}`
    : KeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type AssistantTextKey = KeyOf<typeof en>;

/** A sentence in `language`; `count` picks the plural form, names and titles go in as written. */
export function say(
  language: LanguageCode,
  key: AssistantTextKey,
  values: Record<string, string | number> = {},
): string {
  return (texts.t as unknown as (key: string, options: object) => string)(key, { ...values, lng: language });
}

/** True when `language` has its own sentence for `key` (i18next would otherwise show the key). */
export function hasSentence(language: LanguageCode, key: string): boolean {
  return texts.exists(key, { lng: language });
}

/** "A, B and C" in the language's own way. */
export function listOf(language: LanguageCode, items: readonly string[]): string {
  return new Intl.ListFormat(LOCALE_TAGS[language], { style: 'long', type: 'conjunction' }).format(items);
}

/** "A, B or C" in the language's own way. */
export function choiceOf(language: LanguageCode, items: readonly string[]): string {
  return new Intl.ListFormat(LOCALE_TAGS[language], { style: 'long', type: 'disjunction' }).format(items);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day as the language writes it ("March 4, 2026"; with `weekday`, "Wednesday, March 4, 2026"): a bare
 * '2026-03-04' is that day wherever the reader is, a timestamp is its day in `timeZone`.
 */
export function formatDay(
  language: LanguageCode,
  value: Date | string,
  timeZone: string,
  weekday = false,
): string {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    dateStyle: weekday ? 'full' : 'long',
    timeZone: dateOnly ? 'UTC' : timeZone,
  }).format(new Date(dateOnly ? `${value}T00:00:00Z` : value));
}

/** A time of day in `timeZone` ("10:00 AM"; with `zoneName`, "10:00 AM PST" for a reader elsewhere). */
export function formatTime(
  language: LanguageCode,
  value: Date | string,
  timeZone: string,
  zoneName = false,
): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    ...(zoneName ? { timeZoneName: 'short' as const } : {}),
  }).format(new Date(value));
}
