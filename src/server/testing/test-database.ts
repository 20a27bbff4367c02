import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import { adminQuery } from './database-templates';

export interface TestDatabase extends Database {
  /** Another connection (pool) to the same database, as a second Haven server would open. */
  connectAgain(): Promise<Database>;
}

let pgliteTemplate: Blob | undefined;

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with HAVEN_TEST_DB=postgres
 * (the "api (postgres)" Vitest project) a throwaway database on TEST_DATABASE_URL's server, dropped on close.
 * Each starts as a copy of the run's migrated template (vitest-global-setup.ts); migrate() then finds nothing
 * left to apply.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.HAVEN_TEST_DB !== 'postgres') {
    const templateFile = inject('pgliteTemplateFile');
    pgliteTemplate ??= templateFile ? new Blob([fs.readFileSync(templateFile)]) : undefined;
    const database = await createDatabase({ kind: 'memory', template: pgliteTemplate });
    await database.migrate();
    // PGlite is one connection in one process: a second "server" shares it.
    return { ...database, connectAgain: async () => ({ ...database, close: async () => {} }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('HAVEN_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `haven_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    connectAgain: () => createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 }),
    async close() {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name}`);
    },
  };
}
