import type { LanguageCode } from '@shared/i18n/languages';
import { testTranslations } from '@client/lib/i18n/test-i18n';
import en from '../locales/en.json';
import es from '../locales/es.json';
import tl from '../locales/tl.json';
import vi from '../locales/vi.json';
import zh from '../locales/zh.json';

/** For unit tests: the real notifications files of every language (see testTranslations). */
export function notificationsTranslations(language: LanguageCode) {
  return testTranslations('notifications', { en, es, zh, vi, tl }, language);
}
