import { createSigner, createVerifier } from 'fast-jwt';
import type { SessionClaims } from '../../lib/caller';

export type AccessClaims = SessionClaims;

export interface VerifiedAccessClaims extends AccessClaims {
  /** Milliseconds since the epoch. */
  expiresAtMs: number;
}

const ISSUER = 'haven';
const AUDIENCE = 'haven-api';
const ALGORITHM = 'HS256';

type Signer = (payload: Record<string, unknown>) => string;
type Verifier = (token: string) => Record<string, unknown>;

const byKey = new Map<string, { sign: Signer; verify: Verifier }>();

/**
 * The signer and verifier of one secret, made once: every authenticated request verifies a token, and fast-jwt
 * does it synchronously with node:crypto (decision 012). Times come from the caller's clock, so `iat` and `exp`
 * are written and checked here rather than by the library.
 */
function tokensOf(secret: string) {
  let made = byKey.get(secret);
  if (!made) {
    made = {
      sign: createSigner({ key: secret, algorithm: ALGORITHM, noTimestamp: true }),
      verify: createVerifier({
        key: secret,
        algorithms: [ALGORITHM],
        allowedIss: ISSUER,
        allowedAud: AUDIENCE,
        ignoreExpiration: true,
        ignoreNotBefore: true,
        requiredClaims: ['sub', 'sid', 'exp'],
      }),
    };
    byKey.set(secret, made);
  }
  return made;
}

export async function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds: number, now: Date) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const token = tokensOf(secret).sign({
    sub: claims.userId,
    sid: claims.sessionId,
    iss: ISSUER,
    aud: AUDIENCE,
    iat: issuedAt,
    exp: expiresAt,
  });
  return { token, expiresAt };
}

/** Returns the claims of a valid token, or null for anything else (expired, forged, malformed). */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<VerifiedAccessClaims | null> {
  let payload: Record<string, unknown>;
  try {
    payload = tokensOf(secret).verify(token);
  } catch {
    return null;
  }
  const { sub, sid, exp } = payload;
  if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
  if (exp * 1000 <= now.getTime()) return null;
  return { userId: sub, sessionId: sid, expiresAtMs: exp * 1000 };
}
