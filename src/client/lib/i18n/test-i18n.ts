import i18next, { type Namespace, type ResourceKey, type TFunction } from 'i18next';
import type { LanguageCode } from '@shared/i18n/languages';

/** One namespace's file in every language, as the app loads them. */
export type LanguageFiles = Readonly<Record<LanguageCode, ResourceKey>>;

/**
 * For unit tests: an i18next instance with a feature's real files of every language (what the app loads), so a
 * test reads the words a family would see. `t` reads `namespace`; `alsoLoaded` adds other namespaces the code
 * under test reads through `i18n` (the documents feature's checklist names).
 */
export function testTranslations<const N extends Namespace & string>(
  namespace: N,
  files: LanguageFiles,
  language: LanguageCode,
  alsoLoaded: Readonly<Record<string, LanguageFiles>> = {},
) {
  const bundles = { [namespace]: files, ...alsoLoaded };
  const resourcesOf = (code: LanguageCode) =>
    Object.fromEntries(Object.entries(bundles).map(([name, byLanguage]) => [name, byLanguage[code]]));
  const instance = i18next.createInstance();
  void instance.init({
    resources: {
      en: resourcesOf('en'),
      es: resourcesOf('es'),
      zh: resourcesOf('zh'),
      vi: resourcesOf('vi'),
      tl: resourcesOf('tl'),
    },
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(bundles),
    defaultNS: namespace,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const t: TFunction<N> = instance.getFixedT(language, namespace);
  return { i18n: instance, t };
}
