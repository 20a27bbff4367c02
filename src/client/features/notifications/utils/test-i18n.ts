import i18next, { type TFunction } from 'i18next';
import type { LanguageCode } from '@shared/i18n/languages';
import en from '../locales/en.json';
import es from '../locales/es.json';
import tl from '../locales/tl.json';
import vi from '../locales/vi.json';
import zh from '../locales/zh.json';

/**
 * For unit tests: an i18next instance with the real notifications files of every language (what the app
 * loads), so a test reads the words a family would see.
 */
export function notificationsTranslations(language: LanguageCode) {
  const instance = i18next.createInstance();
  void instance.init({
    resources: {
      en: { notifications: en },
      es: { notifications: es },
      zh: { notifications: zh },
      vi: { notifications: vi },
      tl: { notifications: tl },
    },
    lng: language,
    fallbackLng: 'en',
    ns: ['notifications'],
    defaultNS: 'notifications',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const t: TFunction<'notifications'> = instance.getFixedT(language, 'notifications');
  return { i18n: instance, t };
}
