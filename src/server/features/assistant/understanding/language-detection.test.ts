import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { LANGUAGE_CODES } from '@shared/i18n/languages';
import { conversationLanguage, detectLanguage } from './language-detection';

test('mixed and unaccented messages are read in the language they are written in', () => {
  expect(detectLanguage('cuantas horas de training me faltan').language).toBe('es');
  expect(detectLanguage('toi can nop giay to gi').language).toBe('vi');
  expect(detectLanguage('tôi cần nộp giấy tờ gì')).toMatchObject({ language: 'vi', byScript: true });
  expect(detectLanguage('ano pa kulang na documents ko po').language).toBe('tl');
  expect(detectLanguage('我的documents還缺什麼').language).toBe('zh');
  expect(detectLanguage('what documents am I still missing').language).toBe('en');
});

test('a short or unclear message keeps the session’s language; a first one falls back to the family’s', () => {
  expect(conversationLanguage('ok', 'es', 'en')).toBe('es');
  expect(conversationLanguage('thanks', 'vi', 'vi')).toBe('vi');
  expect(conversationLanguage('progreso', null, 'tl')).toBe('tl');
  expect(conversationLanguage('謝謝', 'en', 'en')).toBe('zh');
  expect(conversationLanguage('¿Qué documentos me faltan?', null, 'en')).toBe('es');
  expect(conversationLanguage('what is my next step please', 'es', 'es')).toBe('en');
});

test('language detection on the evaluation set: at least 90 % per language', () => {
  const figures: Record<string, Record<string, number>> = {};
  for (const language of LANGUAGE_CODES) {
    const phrases = Object.values(
      JSON.parse(readFileSync(new URL(`./eval/${language}.json`, import.meta.url), 'utf8')) as Record<
        string,
        string[]
      >,
    ).flat();
    const share = (pick: (text: string) => string) =>
      Math.round((1000 * phrases.filter((text) => pick(text) === language).length) / phrases.length) / 10;
    figures[language] = {
      'first message, family prefers English (%)': share((text) => conversationLanguage(text, null, 'en')),
      'within a session in the language (%)': share((text) => conversationLanguage(text, language, language)),
    };
  }
  console.table(figures);
  for (const language of LANGUAGE_CODES)
    for (const figure of Object.values(figures[language]!)) expect(figure).toBeGreaterThanOrEqual(90);
});
