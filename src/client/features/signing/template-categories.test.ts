import { expect, test } from 'vitest';
import { knownValue } from '@client/lib/i18n/known-text';
import { testTranslations } from '@client/lib/i18n/test-i18n';
import en from './locales/en.json';
import es from './locales/es.json';
import tl from './locales/tl.json';
import vi from './locales/vi.json';
import zh from './locales/zh.json';

const files = { en, es, zh, vi, tl };
const category = (language: keyof typeof files, english: string) =>
  knownValue(testTranslations('signing', files, language).i18n, 'center.categories', english, 'signing');

test("the default templates' categories read in the family's language; one staff typed reads as written", () => {
  expect(category('vi', 'Background Check')).toBe('Kiểm tra lý lịch');
  expect(category('es', 'Agency Policy')).toBe('Política de la agencia');
  expect(category('zh', 'Medical')).toBe('醫療');
  expect(category('en', 'Application')).toBe('Application');
  expect(category('es', 'Respite Paperwork')).toBe('Respite Paperwork');
});
