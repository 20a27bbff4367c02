/** The stored facts about a presented refresh token that decide what a refresh does. */
export interface RefreshTokenState {
  usedAt: Date | null;
  sessionExpiresAt: Date;
  sessionRevokedAt: Date | null;
}

/**
 * - rotate: first use; issue a successor and mark this one used.
 * - grace: used moments ago (two tabs refreshing at once); issue another successor, do not punish.
 * - reuse: used before the grace window; likely stolen, revoke the whole session.
 * - expired / revoked: the session is over; sign in again.
 */
export type RefreshDecision = 'rotate' | 'grace' | 'reuse' | 'expired' | 'revoked';

export function decideRefresh(state: RefreshTokenState, now: Date, graceSeconds: number): RefreshDecision {
  if (state.sessionRevokedAt) return 'revoked';
  if (state.sessionExpiresAt.getTime() <= now.getTime()) return 'expired';
  if (!state.usedAt) return 'rotate';
  return now.getTime() - state.usedAt.getTime() <= graceSeconds * 1000 ? 'grace' : 'reuse';
}
