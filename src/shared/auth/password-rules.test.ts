import { expect, test } from 'vitest';
import { checkPassword, PASSWORD_MAX_LENGTH, passwordProblemMessage } from './password-rules';

test('passwords shorter than the minimum are refused with the spec message', () => {
  expect(checkPassword('abc12')).toBe('too_short');
  expect(passwordProblemMessage('too_short')).toBe('Password must be at least 6 characters');
  expect(checkPassword('abcdefgh', 10)).toBe('too_short');
});

test('common passwords are refused whatever their case', () => {
  expect(checkPassword('Password123')).toBe('too_common');
  expect(checkPassword('qwerty')).toBe('too_common');
});

test('long passphrases up to 128 characters are accepted without composition rules', () => {
  expect(checkPassword('correct horse battery staple')).toBeNull();
  expect(checkPassword('x'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
  expect(checkPassword('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('too_long');
});
