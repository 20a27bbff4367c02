import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { LANGUAGE_CODES, LOCALE_TAGS, type LanguageCode } from '@shared/i18n/languages';

/**
 * Every translation folder (`locales/` of a client feature, the app, the server) holds en.json and one file per
 * other language. English is the reference: a key in English and missing elsewhere, a stray key, a missing
 * plural form, a changed {{variable}} or an empty text fails here, naming the folder, language and key.
 */
const SRC = path.resolve(import.meta.dirname, '../../..');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every `locales/` folder, and the folders inside one (a feature's words for its lazy dialogs, app/i18n.ts). */
function localeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const full = path.join(dir, entry.name);
    if (entry.name !== 'locales') return localeFolders(full);
    const inner = readdirSync(full, { withFileTypes: true }).filter((child) => child.isDirectory());
    return [full, ...inner.map((child) => path.join(full, child.name))];
  });
}

type Texts = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Texts): Texts {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  else into.set(prefix, String(value));
  return into;
}

function readTexts(folder: string, language: LanguageCode): Texts {
  return flatten(JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8')), '', new Map());
}

/** The keys a language must have: plural keys get exactly that language's forms (Intl.PluralRules). */
function expectedKeys(english: Texts, language: LanguageCode): Set<string> {
  const forms = new Intl.PluralRules(LOCALE_TAGS[language]).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of english.keys()) {
    if (PLURAL_SUFFIX.test(key)) {
      const base = key.replace(PLURAL_SUFFIX, '');
      for (const form of forms) keys.add(`${base}_${form}`);
    } else keys.add(key);
  }
  return keys;
}

const variablesOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const baseOf = (key: string) => key.replace(PLURAL_SUFFIX, '');

const folders = localeFolders(SRC);

test('translation folders exist for the client areas, the server and the shared checklist', () => {
  const names = folders.map((folder) => path.relative(SRC, folder));
  expect(names).toEqual(
    expect.arrayContaining([
      'client/app/locales',
      'client/features/auth/locales',
      'client/features/documents/locales',
      'client/features/family-portal/locales',
      'client/features/family-portal/locales/assessment',
      'client/features/family-portal/locales/household',
      'client/features/notifications/locales',
      'server/lib/i18n/locales',
      'shared/requirements/locales',
    ]),
  );
});

test.each(folders.map((folder) => [path.relative(SRC, folder), folder]))(
  '%s: every language has exactly the English keys, plural forms and variables',
  (_name, folder) => {
    const english = readTexts(folder, 'en');
    const englishByBase = new Map([...english].map(([key, text]) => [baseOf(key), text]));
    const problems: string[] = [];
    for (const language of LANGUAGE_CODES) {
      const texts = readTexts(folder, language);
      const expected = expectedKeys(english, language);
      for (const key of expected) if (!texts.has(key)) problems.push(`${language}: missing ${key}`);
      for (const [key, text] of texts) {
        if (!expected.has(key)) problems.push(`${language}: unexpected ${key}`);
        if (text.trim() === '') problems.push(`${language}: empty ${key}`);
        const source = englishByBase.get(baseOf(key));
        // A plural form may leave out {{count}} ("one" can say the word); every other variable must stay.
        const wanted = variablesOf(source ?? '').filter((v) => v !== 'count' || !PLURAL_SUFFIX.test(key));
        const found = variablesOf(text);
        if (source !== undefined && wanted.some((variable) => !found.includes(variable)))
          problems.push(
            `${language}: ${key} lacks {{${wanted.filter((v) => !found.includes(v)).join('}}, {{')}}}`,
          );
        if (source !== undefined && found.some((variable) => !variablesOf(source).includes(variable)))
          problems.push(`${language}: ${key} has a variable English lacks`);
      }
    }
    expect(problems).toEqual([]);
  },
);
