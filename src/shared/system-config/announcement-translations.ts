import { z } from 'zod';
import type { LanguageCode } from '../i18n/languages';
import { perLanguage, translationIn } from '../i18n/translations';
import { safeText } from '../text/safe-text';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX } from './system-config.limits';

/** An announcement in one family language (issue 50); what it lacks shows in English. */
export const AnnouncementTranslationSchema = z.object({
  title: safeText({ min: 1, max: ANNOUNCEMENT_TITLE_MAX }),
  body: safeText({ min: 1, max: ANNOUNCEMENT_BODY_MAX, multiline: true }),
});
export type AnnouncementTranslation = z.infer<typeof AnnouncementTranslationSchema>;

export const AnnouncementTranslationsSchema = perLanguage(AnnouncementTranslationSchema);
export type AnnouncementTranslations = z.infer<typeof AnnouncementTranslationsSchema>;

/** The announcement in `language`: its translation when there is one, else as written (English). */
export function announcementIn<A extends { title: string; body: string }>(
  announcement: A,
  translations: AnnouncementTranslations | null | undefined,
  language: LanguageCode,
): A & { translated: boolean } {
  const translation = translationIn(translations, language);
  return translation
    ? { ...announcement, ...translation, translated: true }
    : { ...announcement, translated: language === 'en' };
}
