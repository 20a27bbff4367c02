import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FILE = 'auth-secret';

/**
 * The secret that signs access tokens outside production when AUTH_SECRET is not set: made once per data
 * directory (a random 48 bytes, readable by the owner only) and read on later starts, so no secret is ever
 * committed and sessions survive a restart. Several servers that share sessions need one AUTH_SECRET.
 */
export function devAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it to make a new one`);
  return secret;
}
