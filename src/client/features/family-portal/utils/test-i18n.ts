import type { LanguageCode } from '@shared/i18n/languages';
import { testTranslations } from '@client/lib/i18n/test-i18n';
import en from '../locales/en.json';
import es from '../locales/es.json';
import tl from '../locales/tl.json';
import vi from '../locales/vi.json';
import zh from '../locales/zh.json';
import assessmentEn from '../locales/assessment/en.json';
import assessmentEs from '../locales/assessment/es.json';
import assessmentTl from '../locales/assessment/tl.json';
import assessmentVi from '../locales/assessment/vi.json';
import assessmentZh from '../locales/assessment/zh.json';

const ASSESSMENT = {
  en: assessmentEn,
  es: assessmentEs,
  zh: assessmentZh,
  vi: assessmentVi,
  tl: assessmentTl,
};

/** For unit tests: the real familyPortal files of every language (see testTranslations). */
export function portalTranslations(language: LanguageCode) {
  return testTranslations('familyPortal', { en, es, zh, vi, tl }, language, {
    familyPortalAssessment: ASSESSMENT,
  });
}

/** The same, reading the home assessment's words (step 7 and its dialogs). */
export function assessmentTranslations(language: LanguageCode) {
  return testTranslations('familyPortalAssessment', ASSESSMENT, language, {
    familyPortal: { en, es, zh, vi, tl },
  });
}
