import i18next, { type TFunction } from 'i18next';
import type { LanguageCode } from '@shared/i18n/languages';
import { CHECKLIST_LOCALES } from '@shared/requirements/checklist-locales';
import en from '../locales/en.json';
import es from '../locales/es.json';
import tl from '../locales/tl.json';
import vi from '../locales/vi.json';
import zh from '../locales/zh.json';

/**
 * For unit tests: an i18next instance with the real documents and checklist files of every language (what the
 * app loads), so a test reads the words a family would see.
 */
export function documentsTranslations(language: LanguageCode) {
  const instance = i18next.createInstance();
  void instance.init({
    resources: {
      en: { documents: en, checklist: CHECKLIST_LOCALES.en },
      es: { documents: es, checklist: CHECKLIST_LOCALES.es },
      zh: { documents: zh, checklist: CHECKLIST_LOCALES.zh },
      vi: { documents: vi, checklist: CHECKLIST_LOCALES.vi },
      tl: { documents: tl, checklist: CHECKLIST_LOCALES.tl },
    },
    lng: language,
    fallbackLng: 'en',
    ns: ['documents', 'checklist'],
    defaultNS: 'documents',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const t: TFunction<'documents'> = instance.getFixedT(language, 'documents');
  return { i18n: instance, t };
}
