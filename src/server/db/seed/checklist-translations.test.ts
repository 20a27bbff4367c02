import { expect, test } from 'vitest';
import { LANGUAGE_CODES } from '@shared/i18n/languages';
import { CHECKLIST_LOCALES, checklistTextIn } from '@shared/requirements/checklist-locales';
import { DEFAULT_CHECKLIST } from './checklist';

/** The demo family's signed agency form: a family document that is not a checklist item. */
const DEMO_ONLY = [{ name: 'Agency Confidentiality Agreement', description: undefined }];
const SEEDED = [...DEFAULT_CHECKLIST, ...DEMO_ONLY];

test('every seeded document is in the English file with its exact name and description', () => {
  const entries = CHECKLIST_LOCALES.en;
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
    const text = checklistTextIn(language);
    for (const item of SEEDED) {
      const name = text.name(item.name);
      expect(name, item.name).not.toBe(item.name);
      for (const formNumber of item.name.match(/\b(?:LIC|RFA) \w+/g) ?? [])
        expect(name).toContain(formNumber);
      if (item.description !== undefined)
        expect(text.description(item.name, item.description), item.name).not.toBe(item.description);
    }
  },
);
