import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { z } from 'zod';
import { checkedRows } from './checked-rows';
import { acquireDataDirLock } from './data-dir-lock';
import { pglitePreparedRows } from './pglite-prepared';
import { PGliteThread } from './pglite-thread';
import { inlineConstants, type PlanMode, type PreparedSql } from './prepared-sql';
import { PGLITE_EXTENSIONS, PGLITE_TEMPLATE_FILE, readPgliteTemplate } from './pglite-template';

/** Drizzle gets no schema: every query names its tables, none uses the relational `db.query` API. */
type NoSchema = Record<string, never>;
/** A database or a transaction: every data function takes one of these first. */
export type Db = PgDatabase<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** What a data function takes first: the database, or the transaction it joins. */
export type Conn = Db | Tx;

const dialect = new PgDialect();

/**
 * Rows of a hand-written statement (one statement that builds JSON, for instance), as `schema` describes them
 * (`checkedRows`). node-postgres and PGlite both answer with `{ rows }`.
 */
export async function queryRows<Row>(db: Conn, schema: z.ZodType<Row>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return checkedRows(
    schema,
    result.rows,
    () => `the statement ${dialect.sqlToQuery(query).sql.slice(0, 120)}…`,
  );
}

/** A hand-written read, compiled once and run as a named prepared statement (`preparedStatement`). */
export type PreparedStatement<Row, Values extends Record<string, unknown>> = (
  db: Db,
  values: Values,
) => Promise<Row[]>;

/** Connections whose session plans every prepared statement generically, for `generic` reads on PostgreSQL. */
const genericPlanPools = new WeakMap<pg.Pool, pg.Pool>();

/**
 * A hand-written read statement whose values are `sql.placeholder(name)`s: its SQL text is built once (its
 * constants written in, `inlineConstants`), each PostgreSQL connection, or the embedded database, parses it
 * once, and a run only binds the values. `name` is the statement's name on the database, unique per statement.
 * Reads only: on PGlite it runs outside any transaction.
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(
  name: string,
  schema: z.ZodType<Row>,
  query: SQL,
  plan: PlanMode = 'custom',
): PreparedStatement<Row, Values> {
  let compiled: PreparedSql | undefined;
  const statement = () => `prepared statement ${name}`;
  return async (db, values) => {
    compiled ??= inlineConstants(dialect.sqlToQuery(query));
    const params = fillPlaceholders(compiled.params, values);
    const client = (db as unknown as { $client: unknown }).$client;
    if (client instanceof PGlite || client instanceof PGliteThread)
      return checkedRows(
        schema,
        await pglitePreparedRows(client, name, compiled.sql, params, plan),
        statement,
      );
    if (client instanceof pg.Pool) {
      const pool = plan === 'generic' ? (genericPlanPools.get(client) ?? client) : client;
      const result = await pool.query({ name, text: compiled.sql, values: params });
      return checkedRows(schema, result.rows, statement);
    }
    throw new Error(`${statement()} needs the database, not a transaction`);
  };
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** How long a connection attempt and a statement may take before the request fails (ms). */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
}

const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5000, statementMs: 15_000 };

/** PostgreSQL when DATABASE_URL is set, else the embedded database under DATA_DIR. */
export function databaseOptionsOf(config: {
  databaseUrl?: string;
  databasePoolSize?: number;
  dataDir: string;
  databaseTimeouts: DatabaseTimeouts;
}): DatabaseOptions {
  return config.databaseUrl
    ? {
        kind: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
        timeouts: config.databaseTimeouts,
      }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/** Haven's migrations (drizzle-kit's folder). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; timeouts?: DatabaseTimeouts }
  | { kind: 'pglite'; dataDir: string }
  /** In memory, from `template` (a dumped cluster) or else the empty one `npm install` made. */
  | { kind: 'memory'; template?: Blob };

/** Any fixed bigint: the advisory lock that lets one server at a time migrate a shared database. */
const MIGRATION_LOCK_KEY = 7_243_901_117;

/**
 * Runs the migrations while holding a session advisory lock, so servers starting at once on an empty
 * database migrate one after another (each would otherwise create the same tables and all but one fail);
 * the later ones find every migration applied. Ending the connection releases the lock on any failure.
 */
async function migrateAlone(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    client.release();
  } catch (error) {
    client.release(true);
    throw error;
  }
}

/** An embedded cluster: in this thread (tests, templates) or on a thread of its own (a server's DATA_DIR). */
type Embedded = PGlite | PGliteThread;

/** Drizzle over an embedded cluster; PGliteThread offers everything of PGlite that Drizzle uses. */
const drizzleEmbedded = (client: Embedded) => drizzlePglite(client as PGlite);

/** Applies Haven's migrations to an embedded cluster. */
export async function migrateEmbedded(client: Embedded): Promise<void> {
  await migratePglite(drizzleEmbedded(client), { migrationsFolder });
}

/**
 * Opens PostgreSQL (node-postgres pool) or embedded PGlite. A file-backed PGlite holds a lock on its
 * directory so a second process gets a clear error instead of corrupting the store.
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: timeouts.connectMs,
      // The server stops a statement that runs too long; the client gives up a little later if it hears
      // nothing (a frozen server), so a request fails within seconds instead of hanging.
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + 1000,
    });
    // A connection dropped by the server (restart, failover) must not crash the process, idle or checked
    // out: the query in flight fails (503) and the pool replaces the connection on the next one.
    const report = (error: Error) => process.stderr.write(`PostgreSQL connection error: ${error.message}\n`);
    pool.on('error', report);
    pool.on('connect', (client) => client.on('error', report));
    const genericPlanPool = new pg.Pool({
      ...pool.options,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    genericPlanPool.on('error', report);
    genericPlanPool.on('connect', (client) => client.on('error', report));
    genericPlanPools.set(pool, genericPlanPool);
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateAlone(pool),
      close: async () => {
        await Promise.all([pool.end(), genericPlanPool.end()]);
      },
    };
  }
  let releaseLock = () => {};
  let client: Embedded;
  if (options.kind === 'pglite') {
    const dir = path.join(options.dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
    releaseLock = acquireDataDirLock(options.dataDir);
    try {
      client = await PGliteThread.open(dir, PGLITE_TEMPLATE_FILE);
    } catch (error) {
      releaseLock();
      throw error;
    }
  } else {
    client = new PGlite({
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: options.template ?? readPgliteTemplate(),
    });
    await client.waitReady;
  }
  return {
    db: drizzleEmbedded(client) as unknown as Db,
    kind: 'pglite',
    migrate: () => migrateEmbedded(client),
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}
