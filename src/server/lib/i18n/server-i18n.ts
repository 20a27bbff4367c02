import i18next from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  languageOfAcceptHeader,
  type LanguageCode,
} from '@shared/i18n/languages';
import en from './locales/en.json';
import es from './locales/es.json';
import tl from './locales/tl.json';
import vi from './locales/vi.json';
import zh from './locales/zh.json';

/**
 * What the server says to families in their language (issue 12): API error messages (`errors`) and e-mails
 * (`emails`). All five languages are small and loaded at start-up, so translating never waits. Staff hear
 * English: their pages send `Accept-Language: en`, and staff e-mails are not built from these texts.
 */
const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(
    Object.entries({ en, es, zh, vi, tl }).map(([language, texts]) => [language, { translation: texts }]),
  ),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGE_CODES,
  initAsync: false,
  // Plain text (e-mails, JSON messages): nothing is HTML-escaped; user-written values go in as written.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** 'a.b' for every leaf of the English texts; plural forms ('x_one', 'x_other') are called by their stem 'x'. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? PluralStem<K> : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];
type PluralStem<K extends string> = K extends `${infer Stem}_${'one' | 'other'}` ? Stem : K;

/** A key of the server's texts, checked against en.json. */
export type ServerTextKey = Leaves<typeof en>;
/** A key under `errors`, as an AppError names its message. */
export type ErrorTextKey = Extract<ServerTextKey, `errors.${string}`>;

/** Interpolated values: numbers and language-neutral words; a list is formatted for the language. */
export type TextValues = Record<string, string | number | readonly string[]>;

// The client's type declaration for i18next (src/client/app/i18next.d.ts) types t() against the client's
// namespaces; the server's keys are checked by ServerTextKey instead.
type UntypedT = (key: string, options: Record<string, unknown>) => string;
const t = instance.t.bind(instance) as unknown as UntypedT;

/** The text `key` in `language` (English where the language lacks it). */
export function translate(language: LanguageCode, key: ServerTextKey, values: TextValues = {}): string {
  return t(key, { ...values, lng: language });
}

/** Whether `language` has its own text for `key` (not the English fallback). */
export function hasText(language: LanguageCode, key: string): boolean {
  return instance.exists(key, { lng: language, fallbackLng: false });
}

/** The header that tells a mail program which language a family's e-mail is written in. */
export function contentLanguageHeaders(language: LanguageCode): Record<string, string> {
  return { 'Content-Language': language === 'zh' ? 'zh-Hant' : language };
}

/**
 * The language a request asks for: the client sends the page's language on every request as Accept-Language;
 * anything Haven does not speak (or no header) is English.
 */
export function languageOfRequest(headers: { 'accept-language'?: string | string[] }): LanguageCode {
  const header = headers['accept-language'];
  return languageOfAcceptHeader(Array.isArray(header) ? header.join(',') : header) ?? DEFAULT_LANGUAGE;
}
