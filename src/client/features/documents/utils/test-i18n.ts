import i18next, { type TFunction } from 'i18next';
import type { LanguageCode } from '@shared/i18n/languages';
import en from '../locales/en.json';
import es from '../locales/es.json';
import tl from '../locales/tl.json';
import vi from '../locales/vi.json';
import zh from '../locales/zh.json';

/**
 * For unit tests: an i18next instance with the real documents files of every language (what the app loads), so
 * a test reads the words a family would see.
 */
export function documentsTranslations(language: LanguageCode) {
  const instance = i18next.createInstance();
  void instance.init({
    resources: {
      en: { documents: en },
      es: { documents: es },
      zh: { documents: zh },
      vi: { documents: vi },
      tl: { documents: tl },
    },
    lng: language,
    fallbackLng: 'en',
    ns: ['documents'],
    defaultNS: 'documents',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const t: TFunction<'documents'> = instance.getFixedT(language, 'documents');
  return { i18n: instance, t };
}
