import { expect, test } from 'vitest';
import { withoutDirectionControls } from './invisible-characters';

test('display strips direction overrides, isolates, marks and zero-width spaces', () => {
  expect(withoutDirectionControls('Smith\u202Enhoj')).toBe('Smithnhoj');
  expect(withoutDirectionControls('\u2066Ann\u2069 \u202Bwrote\u202C\u200F')).toBe('Ann wrote');
  expect(withoutDirectionControls('\uFEFFSmi\u200Bth\u2060')).toBe('Smith');
});

test('display keeps the joiners emoji and some scripts need, and ordinary right-to-left text', () => {
  const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
  expect(withoutDirectionControls(family)).toBe(family);
  expect(withoutDirectionControls('می\u200Cخواهم')).toBe('می\u200Cخواهم');
  expect(withoutDirectionControls('مرحبا Ana')).toBe('مرحبا Ana');
});
