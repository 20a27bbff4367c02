import { expect, test } from 'vitest';
import { DEFAULT_PROGRAM_TYPES } from '@shared/system-config/program-types';
import { knownValue } from '@client/lib/i18n/known-text';
import en from '../locales/en.json';
import es from '../locales/es.json';
import tl from '../locales/tl.json';
import vi from '../locales/vi.json';
import zh from '../locales/zh.json';
import { portalTranslations } from './test-i18n';

const TYPES = 'applicantType.types';

test('every seeded program type has its name in each family language for the Applicant Type tile', () => {
  for (const [language, file] of Object.entries({ en, es, zh, vi, tl })) {
    const names: Record<string, string> = file.applicantType.types;
    for (const name of DEFAULT_PROGRAM_TYPES) expect(names[name], `${language}: ${name}`).toMatch(/\S/);
  }
  expect(knownValue(portalTranslations('es').i18n, TYPES, 'Respite')).toBe('Cuidado de relevo');
  expect(knownValue(portalTranslations('vi').i18n, TYPES, 'Kinship')).toBe('Chăm sóc bởi người thân');
  expect(knownValue(portalTranslations('en').i18n, TYPES, 'Respite')).toBe('Respite');
});

test('a program type the agency added itself reads as staff wrote it', () => {
  expect(knownValue(portalTranslations('zh').i18n, TYPES, 'Therapeutic Foster Care')).toBe(
    'Therapeutic Foster Care',
  );
});
