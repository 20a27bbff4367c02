import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages';

/**
 * The family languages staff-written text is translated into (issue 50): every one but English, which is the
 * text as staff wrote it and every translation's fallback.
 */
export type TranslatedLanguage = Exclude<LanguageCode, 'en'>;
export const TRANSLATED_LANGUAGES = LANGUAGE_CODES.filter(
  (code): code is TranslatedLanguage => code !== 'en',
);
export const TranslatedLanguageSchema = z.enum(
  TRANSLATED_LANGUAGES as [TranslatedLanguage, ...TranslatedLanguage[]],
);

/** A text's translations: one `schema` value per family language that has one. */
export function perLanguage<S extends z.ZodType>(schema: S) {
  return z.partialRecord(TranslatedLanguageSchema, schema);
}

/** The translation for `language`; undefined for English and for a language without one. */
export function translationIn<T>(
  translations: Partial<Record<TranslatedLanguage, T>> | null | undefined,
  language: LanguageCode,
): T | undefined {
  return language === 'en' ? undefined : translations?.[language];
}
