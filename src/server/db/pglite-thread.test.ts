import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { type Conn, type Database, createDatabase, preparedStatement, queryRows } from './client';
import type { PGliteThread } from './pglite-thread';
import { families } from './schema';
import { isDatabaseUnavailable } from './unavailable';

// A server's DATA_DIR opens its embedded database on a thread of its own (pglite-thread.ts): everything the
// server asks of a database must work across it.
let dataDir: string;
let database: Database;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-pglite-thread-'));
  database = await createDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const newFamily = (caseNumber: string) => ({
  caseNumber,
  familyName: `Family ${caseNumber}`,
  primaryContactName: 'Ana Lopez',
  startDate: '2026-11-27',
});

const familiesNamed = preparedStatement<{ n: number }, { caseNumber: string }>(
  'test_thread_families_named',
  z.object({ n: z.number() }),
  sql`select count(*)::int as n from ${families} where ${families.caseNumber} = ${sql.placeholder('caseNumber')}`,
);

test('queries, a committed transaction and a rolled-back one, across the thread', async () => {
  await database.db.insert(families).values(newFamily('T-1'));
  await expect(
    database.db.transaction(async (tx) => {
      await tx.insert(families).values(newFamily('T-2'));
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  const rows = await database.db.select({ n: count() }).from(families).where(eq(families.caseNumber, 'T-2'));
  expect(rows).toEqual([{ n: 0 }]);
  expect(await familiesNamed(database.db, { caseNumber: 'T-1' })).toEqual([{ n: 1 }]);
});

test("Drizzle's own parsers read timestamps and dates, as PostgreSQL's text, in and out of transactions", async () => {
  const read = (conn: Conn) =>
    queryRows(
      conn,
      z.object({ at: z.unknown(), day: z.unknown() }),
      sql`select timestamptz '2026-11-27 10:30:00+00' as at, date '2026-11-27' as day`,
    );
  const outside = await read(database.db);
  const inside = await database.db.transaction(async (tx) => read(tx));
  for (const rows of [outside, inside])
    expect(rows).toEqual([{ at: '2026-11-27 10:30:00+00', day: '2026-11-27' }]);
});

test("PostgreSQL's errors arrive with their SQLSTATE and constraint", async () => {
  const duplicate = database.db.insert(families).values(newFamily('T-1'));
  await expect(duplicate).rejects.toMatchObject({ cause: { code: '23505' } });
});

test('reads sent while a transaction is open wait for it (never run inside it), and go at once', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const transaction = database.db.transaction(async (tx) => {
    await tx.insert(families).values(newFamily('T-3'));
    await held;
    throw new Error('rolled back');
  });
  // Let the transaction begin before the reads are sent: inside it, they would see its row.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const reads = Array.from({ length: 20 }, () => familiesNamed(database.db, { caseNumber: 'T-3' }));
  release();
  await expect(transaction).rejects.toThrow('rolled back');
  expect(await Promise.all(reads)).toEqual(Array.from({ length: 20 }, () => [{ n: 0 }]));
});

test('a notification reaches a listener on this thread once its transaction commits', async () => {
  const client = (database.db as unknown as { $client: PGliteThread }).$client;
  const heard: string[] = [];
  const unlisten = await client.listen('thread_test', (payload) => heard.push(payload));
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_notify('thread_test', 'hello')`);
    expect(heard).toEqual([]);
  });
  await expect.poll(() => heard).toEqual(['hello']);
  await unlisten();
});

test('the data outlives the thread, and a closed database reads as unavailable', async () => {
  await database.close();
  const failure = await database.db.execute(sql`select 1`).catch((error: unknown) => error);
  expect(isDatabaseUnavailable(failure)).toBe(true);
  database = await createDatabase({ kind: 'pglite', dataDir });
  expect(await familiesNamed(database.db, { caseNumber: 'T-1' })).toEqual([{ n: 1 }]);
});
