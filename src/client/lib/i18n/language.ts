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

/**
 * The language a page opens in: staff pages in English; a link e-mailed to a family (`?lang=es`) in the
 * e-mail's language; any other page in the visitor's.
 */
export function languageForUrl({ pathname, search }: { pathname: string; search: string }): LanguageCode {
  if (isStaffPath(pathname)) return DEFAULT_LANGUAGE;
  const linked = new URLSearchParams(search).get('lang');
  return isLanguageCode(linked) ? linked : visitorLanguage();
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

/**
 * A family's session names the language of its profile (chosen on another device, or by staff): its pages
 * follow it, and this device opens in it before sign-in too. Texts that fail to load leave the page as it is.
 */
export async function followSessionLanguage(language: LanguageCode | undefined): Promise<void> {
  if (language && language !== currentLanguage())
    await showLanguage(language, { remember: true }).catch(() => undefined);
}
