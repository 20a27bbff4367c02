import type { AppContext } from '../../lib/context';
import { deleteInBatches } from '../../lib/jobs/housekeeping';
import * as repo from './auth-retention.repository';

/**
 * The auth part of the daily housekeeping (lib/jobs/housekeeping.ts): sessions that ended (expired or
 * revoked) and e-mailed links that expired or were used before `before`. Nothing can use them any more; the
 * audit log keeps the sign-ins, sign-outs and revocations themselves.
 */
export async function purgeEndedSessionsAndLinks(ctx: AppContext, before: Date) {
  return {
    authSessions: await deleteInBatches((limit) => repo.deleteEndedSessions(ctx.db, before, limit)),
    emailTokens: await deleteInBatches((limit) => repo.deleteSpentEmailTokens(ctx.db, before, limit)),
  };
}
