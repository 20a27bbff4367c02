import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, migrateEmbedded, migrationsFolder as MIGRATIONS } from '../db/client';
import { PGLITE_TEMPLATE_FILE, writePgliteTemplate } from '../db/pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite cluster each test file's in-memory database starts from. */
    pgliteTemplateFile?: string;
    /** The migrated PostgreSQL database each test file's database is copied from (api (postgres) project). */
    postgresTemplate?: string;
  }
}

/** A digest of the migrations: a template made from other migrations is never used. */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  const files = fs
    .readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => path.join(MIGRATIONS, name));
  for (const file of [...files, path.join(MIGRATIONS, 'meta', '_journal.json')]) {
    hash.update(file).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated PGlite cluster, made once and kept beside the empty one (`npm install`'s) until the migrations
 * change. Migrating a new database took seconds for every test file; loading this takes a fraction of that.
 */
export async function migratedPgliteTemplate(): Promise<string> {
  const file = PGLITE_TEMPLATE_FILE.replace(/\.tar$/, `-migrated-${migrationsDigest()}.tar`);
  if (!fs.existsSync(file)) await writePgliteTemplate(file, migrateEmbedded);
  return file;
}

/** A migrated PostgreSQL database for this run's test databases to be copied from (`create database … template`). */
export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `haven_template_${migrationsDigest()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies only a database nobody is connected to.
  const database = await createDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return name;
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
