import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from './client';
import { schedulePgliteMaintenance } from './pglite-maintenance';
import { createTestDatabase } from '../testing/test-database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

interface VacuumStats {
  last_vacuum: string | null;
  last_analyze: string | null;
}

/** Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`. */
const lastVacuum = async () => {
  const result = await database.db.execute(
    sql`select last_vacuum, last_analyze from pg_stat_user_tables where relname = 'family_documents'`,
  );
  return (result as unknown as { rows: VacuumStats[] }).rows[0];
};

test('the scheduled maintenance vacuums and analyses the database, logs it, and can be stopped', async () => {
  expect(await lastVacuum()).toEqual({ last_vacuum: null, last_analyze: null });
  const lines: string[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }),
  );

  const stop = schedulePgliteMaintenance(database.db, logger, { firstAfterMs: 0, everyMs: 3_600_000 });
  await expect
    .poll(() => lines.join(''), { timeout: 20_000 })
    .toContain('embedded database vacuumed and analysed');
  stop();

  const after = await lastVacuum();
  expect(after?.last_vacuum).not.toBeNull();
  expect(after?.last_analyze).not.toBeNull();
});
