import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type Database } from '../db/client';

export interface TestDatabase extends Database {
  /** Another connection (pool) to the same database, as a second Haven server would open. */
  connectAgain(): Promise<Database>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with HAVEN_TEST_DB=postgres
 * (the "api (postgres)" Vitest project) a throwaway database on TEST_DATABASE_URL's server, dropped on close.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.HAVEN_TEST_DB !== 'postgres') {
    const database = await createDatabase({ kind: 'memory' });
    await database.migrate();
    // PGlite is one connection in one process: a second "server" shares it.
    return { ...database, connectAgain: async () => ({ ...database, close: async () => {} }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('HAVEN_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `haven_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    connectAgain: () => createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 }),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name}`);
      await cleanup.end();
    },
  };
}
