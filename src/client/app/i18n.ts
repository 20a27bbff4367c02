import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGE_CODES } from '@shared/i18n/languages';
import { htmlLangOf } from '@client/lib/i18n/language';
import type { Resources } from './i18n-resources';
import app from './locales/en.json';
import auth from '../features/auth/locales/en.json';

/**
 * The family area's translations (issue 12). Namespaces are areas: app (shell, menus, not found), auth,
 * familyPortal, documents, notifications, signing…; each feature keeps its files in its own `locales/` folder, and
 * the seeded checklist's names (checklist) live in src/shared, where the server's e-mails read them too.
 *
 * Only app and auth are part of the bundle, in English: every page's first paint (the public pages are
 * prerendered) needs them and no request. Every other file, English too, is fetched with the route that needs it
 * (a route's `loader: loadWords(…)`, issue 41), so the staff pages never download the family's words and a
 * family downloads only its own language.
 */
const BUNDLED = { app, auth };

const files = import.meta.glob<Record<string, unknown>>(
  [
    './locales/*.json',
    '../features/*/locales/*.json',
    '../features/*/locales/*/*.json',
    '../../shared/requirements/locales/*.json',
    '!./locales/en.json',
    '!../features/auth/locales/en.json',
  ],
  { import: 'default' },
);

const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * './locales/es.json' is app/es; '../features/family-portal/locales/es.json' is familyPortal/es; a folder inside
 * a feature's locales holds the words of its lazy dialogs: '…/family-portal/locales/assessment/es.json' is
 * familyPortalAssessment/es, loaded with the dialog rather than with the page.
 */
function namespaceOf(path: string): string {
  if (path.includes('/requirements/locales/')) return 'checklist';
  const [, feature, area] = /features\/([^/]+)\/locales\/(?:([^/]+)\/)?/.exec(path) ?? [];
  if (!feature) return 'app';
  return camel(feature) + (area ? camel(area).replace(/^\w/, (letter) => letter.toUpperCase()) : '');
}

const loaders = new Map(
  Object.entries(files).map(([path, load]) => {
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
    resources: { en: BUNDLED },
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    ns: Object.keys(BUNDLED),
    defaultNS: 'app',
    // The bundled English needs no request, so the first render (and the prerender) has it.
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

/**
 * A route's loader: the words of `namespaces`, in the page's language and in English (the fallback), before the
 * route renders. Namespaces loaded once stay loaded, and follow a change of language.
 */
export function loadWords(...namespaces: (keyof Resources)[]) {
  return async () => {
    await i18next.loadNamespaces(namespaces);
    return null;
  };
}

export { i18next };
