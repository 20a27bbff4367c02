import { expect, test } from 'vitest';
import { userInitials } from './user-initials';

test('two words give two initials', () => {
  expect(userInitials('Maria Lopez')).toBe('ML');
});

test('longer names use the first and last word', () => {
  expect(userInitials('Ana de la Cruz')).toBe('AC');
});

test('an e-mail address uses its local part', () => {
  expect(userInitials('super@haven.demo')).toBe('S');
  expect(userInitials('jane.doe@haven.demo')).toBe('JD');
});

test('blank input falls back to a question mark', () => {
  expect(userInitials('   ')).toBe('?');
});
