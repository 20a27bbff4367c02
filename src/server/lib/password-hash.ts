import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/**
 * scrypt's cost factor: 16384 (about 50 ms a hash here). Under test (NODE_ENV=test: Vitest and the e2e
 * servers) 1024: the suites create and sign in thousands of accounts, and a quarter of an API test's time went
 * to hashing. Each stored hash carries its own parameters, so either verifies wherever it is read.
 */
export function scryptCost(nodeEnv: string | undefined): number {
  return nodeEnv === 'test' ? 1024 : 16384;
}

const PARAMS = { N: scryptCost(process.env.NODE_ENV), r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: lets sign-in spend the same time whether or not the account exists. */
export const DUMMY_PASSWORD_HASH = hashPassword(randomBytes(18).toString('base64'));
