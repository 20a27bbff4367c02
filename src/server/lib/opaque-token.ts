import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token for cookies and e-mailed links. Only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
