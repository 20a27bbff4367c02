import type { Session } from '@shared/auth/auth.schema';

/** localStorage key of the non-secret session hint. */
export const SESSION_HINT_KEY = 'haven.auth';

/**
 * What survives a reload: enough to know a session probably exists, never a token. The access token
 * stays in memory and the refresh token in an httpOnly cookie.
 */
export interface SessionHint {
  userId: string;
  email: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type HintStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage when the browser allows it (it throws in some privacy modes), else null. */
export function browserStorage(): HintStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isSessionHint(value: unknown): value is SessionHint {
  if (typeof value !== 'object' || value === null) return false;
  const hint = value as Record<string, unknown>;
  return (
    typeof hint.userId === 'string' && typeof hint.email === 'string' && typeof hint.expiresAt === 'number'
  );
}

export function readSessionHint(storage: HintStorage | null): SessionHint | null {
  try {
    const raw = storage?.getItem(SESSION_HINT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSessionHint(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSessionHint(storage: HintStorage | null, session: Session): void {
  const hint: SessionHint = {
    userId: session.user.id,
    email: session.user.email,
    expiresAt: session.expires_at,
  };
  try {
    storage?.setItem(SESSION_HINT_KEY, JSON.stringify(hint));
  } catch {
    // A full or blocked storage only costs the reload convenience.
  }
}

export function clearSessionHint(storage: HintStorage | null): void {
  try {
    storage?.removeItem(SESSION_HINT_KEY);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
