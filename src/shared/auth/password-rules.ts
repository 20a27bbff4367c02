/** Spec 01 §9: password minimum 6 (the server may raise it through AUTH_PASSWORD_MIN_LENGTH). */
export const PASSWORD_MIN_LENGTH = 6;
/** Long passphrases are welcome; the cap only bounds hashing cost. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Passwords too common to allow, whatever their length. Kept short on purpose: the most used passwords
 * of public breach corpora that pass the length rule.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '123123',
  '111111',
  '000000',
  '654321',
  '666666',
  '121212',
  '112233',
  '123321',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'abc123',
  'abcdef',
  'abcd1234',
  'iloveyou',
  'letmein',
  'welcome',
  'welcome1',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'trustno1',
  'admin',
  'admin123',
  'administrator',
  'changeme',
  'secret',
  'login',
  'starwars',
  'whatever',
  'freedom',
  'michael',
  'charlie',
  'jennifer',
  'jordan23',
  'zaq12wsx',
  '1q2w3e4r',
  '1qaz2wsx',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  'hello123',
  'foster',
  'fostercare',
  'family',
  'haven',
  'haven123',
]);

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common';

/** Length and blocklist only: no composition rules (ASVS 2.1). */
export function checkPassword(password: string, minLength = PASSWORD_MIN_LENGTH): PasswordProblem | null {
  if (password.length < minLength) return 'too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'too_common';
  return null;
}

export function passwordProblemMessage(problem: PasswordProblem, minLength = PASSWORD_MIN_LENGTH): string {
  switch (problem) {
    case 'too_short':
      return `Password must be at least ${minLength} characters`;
    case 'too_long':
      return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
    case 'too_common':
      return 'This password is too common. Please choose another one.';
  }
}
