import i18next from 'i18next';
import type { LanguageCode } from '@shared/i18n/languages';
import type { AuthT } from './validate-auth-form';

// The auth area's real translation files, read as data: lib sits below the features and imports none of their code.
const locales = import.meta.glob<Record<string, unknown>>('../../features/auth/locales/*.json', {
  eager: true,
  import: 'default',
});

/**
 * For tests: the `t` of the auth texts in one language, from the same files the app loads. No fallback to English,
 * so a missing translation shows as its key instead of passing as English.
 */
export async function authTexts(language: LanguageCode): Promise<AuthT> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { auth: locales[`../../features/auth/locales/${language}.json`] ?? {} } },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language, 'auth');
}
