import { expect, test } from 'vitest';
import { LANGUAGE_CODES, LOCALE_TAGS } from '@shared/i18n/languages';
import { ASSISTANT_LOCALES, hasSentence } from './assistant-text';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function sentenceKeys(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : sentenceKeys(value as object, `${prefix}${key}.`),
  );
}

test('every sentence of the assistant exists in all five languages, with each language’s plural forms', () => {
  const missing = LANGUAGE_CODES.flatMap((language) => {
    const forms = new Intl.PluralRules(LOCALE_TAGS[language]).resolvedOptions().pluralCategories;
    const wanted = new Set(
      sentenceKeys(ASSISTANT_LOCALES.en).flatMap((key) =>
        PLURAL.test(key) ? forms.map((form) => key.replace(PLURAL, `_${form}`)) : [key],
      ),
    );
    return [...wanted].filter((key) => !hasSentence(language, key)).map((key) => `${language}: ${key}`);
  });
  expect(missing).toEqual([]);
});
