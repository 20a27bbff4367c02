import type { FastifyBaseLogger } from 'fastify';
import type { StorageCondition } from '@shared/staff-dashboard/system-status.schema';
import { databaseReachable } from '../db/readiness';
import type { AppContext } from './context';
import { storageHealth } from './storage/storage-health';

/** What readiness reports of each part Haven needs. */
export interface Readiness {
  database: 'ok' | 'unavailable';
  storage: StorageCondition;
}

/**
 * Whether the database answers and file storage takes a write (a probe reused for a few seconds), checked
 * side by side; failures are logged, the answer says only which part is not ready.
 */
export async function checkReadiness(
  ctx: Pick<AppContext, 'db' | 'storage' | 'now'>,
  log: FastifyBaseLogger,
): Promise<Readiness> {
  const [database, storage] = await Promise.all([
    databaseReachable(ctx.db).then(
      () => 'ok' as const,
      (error: unknown) => {
        log.warn({ err: error }, 'not ready: database unavailable');
        return 'unavailable' as const;
      },
    ),
    storageHealth(ctx.storage, ctx.now).read(),
  ]);
  if (storage.condition !== 'ok') log.warn({ err: storage.error }, `not ready: storage ${storage.condition}`);
  return { database, storage: storage.condition };
}
