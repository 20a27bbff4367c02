import type { LanguageCode } from '@shared/i18n/languages';
import { CHECKLIST_LOCALES } from '@shared/requirements/checklist-locales';
import { testTranslations } from '@client/lib/i18n/test-i18n';
import en from '../locales/en.json';
import es from '../locales/es.json';
import tl from '../locales/tl.json';
import vi from '../locales/vi.json';
import zh from '../locales/zh.json';

/** For unit tests: the real documents and checklist files of every language (see testTranslations). */
export function documentsTranslations(language: LanguageCode) {
  return testTranslations('documents', { en, es, zh, vi, tl }, language, { checklist: CHECKLIST_LOCALES });
}
