import i18next from 'i18next';
import {
  DEFAULT_LANGUAGE,
  firstSupportedLanguage,
  isLanguageCode,
  LOCALE_TAGS,
  type LanguageCode,
} from '@shared/i18n/languages';

/**
 * Which language the page speaks (issue 12). Family pages: the family's preferred language. Before sign-in: the
 * visitor's last choice on this device, else the browser's language. Staff pages: always English.
 */
const REMEMBERED_KEY = 'haven.language';
const STAFF_PATHS = /^\/(auth|staff|admin)(\/|$)/;

export function currentLanguage(): LanguageCode {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
}

/** The BCP 47 tag Intl formats dates, numbers and plurals with ('es-US'). */
export function currentLocale(): string {
  return LOCALE_TAGS[currentLanguage()];
}

/** `<html lang>`: screen readers pick their voice by it; Chinese is written in traditional characters. */
export function htmlLangOf(language: LanguageCode): string {
  return language === 'zh' ? 'zh-Hant' : language;
}

function rememberedLanguage(): LanguageCode | null {
  try {
    const value = localStorage.getItem(REMEMBERED_KEY);
    return isLanguageCode(value) ? value : null;
  } catch {
    return null;
  }
}

function browserLanguage(): LanguageCode | null {
  return firstSupportedLanguage(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

/** The language of a page before anyone has signed in: the last choice here, else the browser's. */
export function visitorLanguage(): LanguageCode {
  return rememberedLanguage() ?? browserLanguage() ?? DEFAULT_LANGUAGE;
}

/** Staff pages (/auth, /staff, /admin) are English whatever the visitor chose. */
export function isStaffPath(pathname: string): boolean {
  return STAFF_PATHS.test(pathname);
}

/** The language a path starts in. */
export function languageForPath(pathname: string): LanguageCode {
  return isStaffPath(pathname) ? DEFAULT_LANGUAGE : visitorLanguage();
}

/**
 * Switches the page to `language` once its texts have loaded (a rejected promise when they cannot be). With
 * `remember`, this device opens in it next time, before sign-in too.
 */
export async function showLanguage(language: LanguageCode, { remember = false } = {}): Promise<void> {
  if (remember) {
    try {
      localStorage.setItem(REMEMBERED_KEY, language);
    } catch {
      // Private browsing may refuse storage: the choice still holds for this page.
    }
  }
  if (i18next.language === language) return;
  await i18next.changeLanguage(language);
  if (language !== DEFAULT_LANGUAGE && !i18next.hasResourceBundle(language, 'app'))
    throw new Error(`the ${language} texts could not be loaded`);
}
