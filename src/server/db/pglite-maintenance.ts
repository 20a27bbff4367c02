import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from './client';

/** First run a little after start-up (not during it), then every few hours. */
const MAINTENANCE_SCHEDULE = { firstAfterMs: 10 * 60_000, everyMs: 6 * 60 * 60_000 } as const;

/**
 * PostgreSQL's autovacuum does not run inside PGlite (one backend, no background workers), so the embedded
 * database is vacuumed and analysed here: VACUUM keeps the visibility map current, which the list counts
 * and pages need to stay index-only scans; ANALYZE keeps the planner's statistics current as data grows.
 * A real PostgreSQL server does this itself.
 */
async function vacuumAndAnalyze(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}

/** Runs vacuumAndAnalyze on the schedule; returns a stop function for shutdown. */
export function schedulePgliteMaintenance(
  db: Db,
  logger: Logger,
  schedule = MAINTENANCE_SCHEDULE,
): () => void {
  let timer: NodeJS.Timeout;
  const run = async () => {
    const started = performance.now();
    try {
      await vacuumAndAnalyze(db);
      logger.info({ ms: Math.round(performance.now() - started) }, 'embedded database vacuumed and analysed');
    } catch (error) {
      logger.error({ err: error }, 'embedded database maintenance failed');
    }
    timer = setTimeout(() => void run(), schedule.everyMs).unref();
  };
  timer = setTimeout(() => void run(), schedule.firstAfterMs).unref();
  return () => clearTimeout(timer);
}
