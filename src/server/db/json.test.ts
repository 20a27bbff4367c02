import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { type Database, queryRows } from './client';
import { isoOf, jsonArray, jsonTuples, rowsOf } from './json';
import { jsonRowSchema, jsonTupleSchema } from './json-schema';
import { createTestDatabase } from '../testing/test-database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const fields = {
  id: sql<number>`n`,
  label: sql<string>`'item "' || n || '"'`,
  due: sql<string | null>`case when n % 2 = 0 then date '2026-12-01' + n end`,
  done: sql<boolean>`n % 3 = 0`,
};
const fieldSchemas = {
  id: z.number(),
  label: z.string(),
  due: z.string().nullable(),
  done: z.boolean(),
};
const from = sql`from generate_series(1, 5) as n`;
const orderBy = sql`n desc`;

test('rows read as tuples are the rows jsonArray gives, keys and order included', async () => {
  const [row] = await queryRows(
    database.db,
    z.object({
      objects: z.array(jsonRowSchema(fields, fieldSchemas)),
      tuples: z.array(jsonTupleSchema(fields, fieldSchemas)),
    }),
    sql`select ${jsonArray(fields, from, orderBy)} as objects, ${jsonTuples(fields, from, orderBy)} as tuples`,
  );
  expect(row?.tuples[0]).toEqual([5, 'item "5"', null, false]);
  expect(rowsOf(fields, row?.tuples ?? [])).toEqual(row?.objects);
  expect(row?.objects).toHaveLength(5);
});

test('no rows read as an empty list', async () => {
  const [row] = await queryRows(
    database.db,
    z.object({ tuples: z.array(jsonTupleSchema(fields, fieldSchemas)) }),
    sql`select ${jsonTuples(fields, sql`from generate_series(1, 0) as n`, orderBy)} as tuples`,
  );
  expect(rowsOf(fields, row?.tuples ?? [])).toEqual([]);
});

test('isoOf writes the times PostgreSQL gives in JSON as toISOString does, whatever their precision or offset', async () => {
  const [row] = await queryRows(
    database.db,
    z.object({ times: z.array(z.string()) }),
    sql`select json_build_array(
      timestamptz '2026-03-04 05:06:07.123456+00', timestamptz '2026-03-04 05:06:07.5+00',
      timestamptz '2026-03-04 05:06:07+00', timestamptz '2026-03-04 05:06:07.999999+00',
      timestamptz '1999-12-31 23:59:59.1+00') as times`,
  );
  const times = [...(row?.times ?? []), '2026-03-04T07:06:07.25+02:00', '2026-03-04T05:06:07Z'];
  expect(times).toHaveLength(7);
  for (const time of times) expect(isoOf(time), time).toBe(new Date(time).toISOString());
  expect(isoOf('2026-03-04T05:06:07.123456+00:00')).toBe('2026-03-04T05:06:07.123Z');
  expect(isoOf('2026-03-04T07:06:07.25+02:00')).toBe('2026-03-04T05:06:07.250Z');
  expect(isoOf(null)).toBeNull();
});
