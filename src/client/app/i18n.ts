import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES } from '@shared/i18n/languages';
import { htmlLangOf } from '@client/lib/i18n/language';
import { ENGLISH_RESOURCES, NAMESPACES } from './i18n-resources';

/**
 * The family area's translations (issue 12). English is part of the bundle, so the first paint (prerendered or
 * not) needs no request; every other language is one small file per namespace, fetched when chosen, so a family
 * downloads only its own language. Namespaces are areas: app (shell, menus, not found), auth, familyPortal,
 * documents, notifications, signing; each feature keeps its files in its own `locales/` folder. The seeded checklist's
 * names (checklist) live in src/shared, where the server's e-mails read them too.
 */
const otherLanguages = import.meta.glob<Record<string, unknown>>(
  [
    './locales/*.json',
    '../features/*/locales/*.json',
    '../../shared/requirements/locales/*.json',
    '!**/en.json',
  ],
  { import: 'default' },
);

/** './locales/es.json' is app/es; '../features/family-portal/locales/es.json' is familyPortal/es. */
function namespaceOf(path: string): string {
  if (path.includes('/requirements/locales/')) return 'checklist';
  const feature = /features\/([^/]+)\/locales/.exec(path)?.[1];
  return feature ? feature.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) : 'app';
}

const loaders = new Map(
  Object.entries(otherLanguages).map(([path, load]) => {
    const language = /([a-z]+)\.json$/.exec(path)?.[1] ?? '';
    return [`${language}/${namespaceOf(path)}`, load] as const;
  }),
);

void i18next
  .use(initReactI18next)
  .use(
    resourcesToBackend(async (language: string, namespace: string) => {
      const load = loaders.get(`${language}/${namespace}`);
      if (!load) throw new Error(`no ${namespace} translations for ${language}`);
      return load();
    }),
  )
  .init({
    resources: { en: ENGLISH_RESOURCES },
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    ns: NAMESPACES,
    defaultNS: 'app',
    // English is bundled: initialising needs no request, so the first render (and the prerender) has it.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });

// Screen readers choose their voice by <html lang>.
i18next.on('languageChanged', (language) => {
  if (typeof document !== 'undefined' && isLanguageCode(language))
    document.documentElement.lang = htmlLangOf(language);
});

export { i18next };
