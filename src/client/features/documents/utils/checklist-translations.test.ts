import { expect, test } from 'vitest';
import { LANGUAGE_CODES } from '@shared/i18n/languages';
// eslint-disable-next-line import/no-restricted-paths -- the test holds the translations to the seed they translate
import { DEFAULT_CHECKLIST } from '../../../../server/db/seed/checklist';
import { checklistText } from '@client/lib/i18n/checklist-text';
import { documentsTranslations } from './test-i18n';

/** The demo family's signed agency form: a family document that is not a checklist item. */
const DEMO_ONLY = [{ name: 'Agency Confidentiality Agreement', description: undefined }];
const SEEDED = [...DEFAULT_CHECKLIST, ...DEMO_ONLY];

test('every seeded document is in the English file with its exact name and description', () => {
  const { i18n } = documentsTranslations('en');
  const entries = i18n.getResource('en', 'documents', 'checklist') as Record<string, unknown>;
  expect(Object.keys(entries).sort()).toEqual(SEEDED.map((item) => item.name).sort());
  for (const item of SEEDED)
    expect(entries[item.name]).toEqual(
      item.description === undefined
        ? { name: item.name }
        : { name: item.name, description: item.description },
    );
});

test.each(LANGUAGE_CODES.filter((language) => language !== 'en'))(
  '%s: every seeded name and description has a translation, form numbers kept',
  (language) => {
    const text = checklistText(documentsTranslations(language).i18n);
    for (const item of SEEDED) {
      const name = text.name(item.name);
      for (const formNumber of item.name.match(/\b(?:LIC|RFA) \w+/g) ?? [])
        expect(name).toContain(formNumber);
      if (item.description !== undefined)
        expect(text.description(item.name, item.description), item.name).not.toBe(item.description);
    }
  },
);
