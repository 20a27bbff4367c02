import { expect, test } from 'vitest';
import { safeName, safeText } from './safe-text';

const name = safeText({ min: 1, max: 10 });
const reason = safeText({ max: 50, multiline: true });

test('text is trimmed and length-checked after trimming', () => {
  expect(name.parse('  Lee  ')).toBe('Lee');
  expect(name.safeParse('   ').success).toBe(false);
  expect(name.safeParse('x'.repeat(11)).success).toBe(false);
});

test('NUL, other control characters and C1 controls are refused', () => {
  for (const text of ['Lee\u0000', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b']) {
    const result = name.safeParse(text);
    expect(result.success, JSON.stringify(text)).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must not contain control characters');
  }
});

test('one-line fields refuse tabs and line breaks; multiline fields keep them', () => {
  expect(name.safeParse('a\nb').error?.issues[0]?.message).toBe('must be a single line');
  expect(name.safeParse('a\tb').success).toBe(false);
  expect(reason.parse('first line\nsecond\tline')).toBe('first line\nsecond\tline');
  expect(reason.safeParse('bell\u0007').success).toBe(false);
});

test('lone surrogates are refused and real astral characters are kept', () => {
  expect(name.safeParse('a\ud800b').error?.issues[0]?.message).toBe('must be valid Unicode text');
  expect(name.safeParse('\udc00').success).toBe(false);
  expect(name.parse('Ana 😀')).toBe('Ana 😀');
  expect(name.parse('Nguyễn 阮')).toBe('Nguyễn 阮');
});

test('passwords keep their spaces', () => {
  expect(safeText({ max: 20, keepSpaces: true }).parse(' pass phrase ')).toBe(' pass phrase ');
});

test('names refuse bidi overrides, isolates, direction marks and zero-width characters; other text keeps them', () => {
  const person = safeName({ min: 1, max: 40 });
  for (const invisible of [
    '\u202A',
    '\u202E',
    '\u2066',
    '\u2069',
    '\u200B',
    '\u200D',
    '\u200F',
    '\u2060',
    '\uFEFF',
  ]) {
    const result = person.safeParse(`Ann${invisible}Lee`);
    expect(result.success, `U+${invisible.codePointAt(0)?.toString(16)}`).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/invisible formatting characters/);
    expect(reason.safeParse(`Ann${invisible}Lee`).success).toBe(true);
  }
  expect(person.parse(' José Núñez ')).toBe('José Núñez');
  expect(person.parse('عائلة الحسن')).toBe('عائلة الحسن');
});
