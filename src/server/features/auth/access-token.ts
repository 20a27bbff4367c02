import { createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { SessionClaims } from '../../lib/caller';

export type AccessClaims = SessionClaims;

export interface VerifiedAccessClaims extends AccessClaims {
  /** Milliseconds since the epoch. */
  expiresAtMs: number;
}

const ISSUER = 'haven';
const AUDIENCE = 'haven-api';

const keys = new Map<string, KeyObject>();

/** The HMAC key of a secret, made once: every authenticated request verifies a token with it. */
function key(secret: string): KeyObject {
  let made = keys.get(secret);
  if (!made) {
    made = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, made);
  }
  return made;
}

export async function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds: number, now: Date) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, expiresAt };
}

/** Returns the claims of a valid token, or null for anything else (expired, forged, malformed). */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<VerifiedAccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
      return null;
    return { userId: payload.sub, sessionId: payload.sid, expiresAtMs: payload.exp * 1000 };
  } catch {
    return null;
  }
}
