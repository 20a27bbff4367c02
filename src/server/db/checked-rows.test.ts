import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { type Database, preparedStatement, queryRows } from './client';
import { checkedRows } from './checked-rows';
import { jsonObject } from './json';
import { jsonRowSchema } from './json-schema';
import { families } from './schema';
import { createTestDatabase } from '../testing/test-database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

test('rows that match their schema come back as they were read, keys the schema does not name included', () => {
  const rows = [{ id: 1, extra: 'kept' }];
  expect(checkedRows(z.object({ id: z.number() }), rows, () => 'a statement')).toBe(rows);
});

test('a row its schema refuses fails the read, naming the statement', async () => {
  await expect(queryRows(database.db, z.object({ n: z.string() }), sql`select 1::int as n`)).rejects.toThrow(
    /the statement select 1::int as n.* answered a row its schema refuses/,
  );
  const read = preparedStatement<{ n: string }, Record<never, never>>(
    'test_checked_rows',
    z.object({ n: z.string() }),
    sql`select 1::int as n`,
  );
  await expect(read(database.db, {})).rejects.toThrow(/prepared statement test_checked_rows answered a row/);
});

test("a field list's schema follows its columns: types and nulls as JSON carries them", async () => {
  const fields = {
    id: families.id,
    status: families.status,
    startDate: families.startDate,
    lastLogin: families.lastLogin,
    progressPercentage: families.progressPercentage,
    label: sql<string>`${families.caseNumber} || '!'`,
  };
  await database.db.insert(families).values({
    caseNumber: 'CHECK-1',
    primaryContactName: 'Ana Lopez',
    startDate: '2026-11-27',
  });
  const schema = jsonRowSchema(fields, { label: z.string() });
  const [row] = await queryRows(
    database.db,
    z.object({ family: schema }),
    sql`select ${jsonObject(fields)} as family from ${families} where ${families.caseNumber} = 'CHECK-1'`,
  );
  expect(row?.family).toMatchObject({
    status: 'active',
    startDate: '2026-11-27',
    lastLogin: null,
    label: 'CHECK-1!',
  });
  expect(schema.safeParse({ ...row?.family, startDate: null }).success).toBe(false);
  expect(schema.safeParse({ ...row?.family, progressPercentage: '0' }).success).toBe(false);
});
