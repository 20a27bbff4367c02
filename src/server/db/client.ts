import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { readPgliteTemplate } from './pglite-template';

export type Schema = typeof schema;
/** A database or a transaction: every data function takes one of these first. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' };

/**
 * Opens PostgreSQL (node-postgres pool) or embedded PGlite. A file-backed PGlite holds a lock on its
 * directory so a second process gets a clear error instead of corrupting the store.
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
    // replaces it on the next query.
    pool.on('error', (error) => process.stderr.write(`PostgreSQL idle connection error: ${error.message}\n`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let releaseLock = () => {};
  let client: PGlite;
  const extensions = { pg_trgm };
  if (options.kind === 'pglite') {
    const dir = path.join(options.dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
    releaseLock = acquireDataDirLock(options.dataDir);
    const empty = !fs.existsSync(path.join(dir, 'PG_VERSION'));
    client = new PGlite(dir, { extensions, loadDataDir: empty ? readPgliteTemplate() : undefined });
  } else {
    client = new PGlite({ extensions, loadDataDir: readPgliteTemplate() });
  }
  await client.waitReady;
  const instance = drizzlePglite(client, { schema });
  return {
    db: instance as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(instance, { migrationsFolder }),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}
