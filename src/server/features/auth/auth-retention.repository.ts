import { lt, or } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { deleteBatch } from '../../db/delete-batch';
import { authSessions, emailTokens } from '../../db/schema';

/**
 * Deletes at most `limit` sessions that expired or were revoked before `before`; their refresh tokens go with
 * them (refresh_tokens.session_id cascades). Returns how many sessions.
 */
export async function deleteEndedSessions(db: Conn, before: Date, limit: number): Promise<number> {
  const ended = or(lt(authSessions.expiresAt, before), lt(authSessions.revokedAt, before));
  return deleteBatch(db, authSessions, authSessions.id, ended, limit);
}

/** Deletes at most `limit` e-mailed link tokens that expired or were used before `before`. */
export async function deleteSpentEmailTokens(db: Conn, before: Date, limit: number): Promise<number> {
  const spent = or(lt(emailTokens.expiresAt, before), lt(emailTokens.usedAt, before));
  return deleteBatch(db, emailTokens, emailTokens.id, spent, limit);
}
