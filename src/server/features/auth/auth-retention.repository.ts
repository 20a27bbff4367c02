import { inArray, lt, or } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { authSessions, emailTokens } from '../../db/schema';

/**
 * Deletes at most `limit` sessions that expired or were revoked before `before`; their refresh tokens go with
 * them (refresh_tokens.session_id cascades). Returns how many sessions.
 */
export async function deleteEndedSessions(db: Conn, before: Date, limit: number): Promise<number> {
  const batch = db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(or(lt(authSessions.expiresAt, before), lt(authSessions.revokedAt, before)))
    .limit(limit);
  const rows = await db
    .delete(authSessions)
    .where(inArray(authSessions.id, batch))
    .returning({ id: authSessions.id });
  return rows.length;
}

/** Deletes at most `limit` e-mailed link tokens that expired or were used before `before`. */
export async function deleteSpentEmailTokens(db: Conn, before: Date, limit: number): Promise<number> {
  const batch = db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(or(lt(emailTokens.expiresAt, before), lt(emailTokens.usedAt, before)))
    .limit(limit);
  const rows = await db
    .delete(emailTokens)
    .where(inArray(emailTokens.id, batch))
    .returning({ id: emailTokens.id });
  return rows.length;
}
