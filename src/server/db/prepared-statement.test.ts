import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { type Database, preparedStatement, queryRows } from './client';
import { createTestDatabase } from '../testing/test-database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const RowSchema = z.object({ mode: z.string(), doubled: z.number() });
type Row = z.infer<typeof RowSchema>;
const ModeSchema = z.object({ mode: z.string() });
const planModeQuery = sql`select current_setting('plan_cache_mode') as mode,
  ${sql.placeholder('n')}::int * ${2} as doubled`;
const genericRead = preparedStatement<Row, { n: number }>(
  'test_generic_read',
  RowSchema,
  planModeQuery,
  'generic',
);
const customRead = preparedStatement<Row, { n: number }>('test_custom_read', RowSchema, planModeQuery);

test('a generic read runs with generic plans, a custom one with the default, and other queries keep it', async () => {
  expect(await genericRead(database.db, { n: 4 })).toEqual([{ mode: 'force_generic_plan', doubled: 8 }]);
  expect(await customRead(database.db, { n: 5 })).toEqual([{ mode: 'auto', doubled: 10 }]);
  expect(await genericRead(database.db, { n: 6 })).toEqual([{ mode: 'force_generic_plan', doubled: 12 }]);
  const [after] = await queryRows(
    database.db,
    ModeSchema,
    sql`select current_setting('plan_cache_mode') as mode`,
  );
  expect(after?.mode).toBe('auto');
});

test('a generic read that fails leaves the session as it was', async () => {
  const failing = preparedStatement<Row, { n: number }>(
    'test_generic_failing',
    RowSchema,
    sql`select 1 / (${sql.placeholder('n')}::int - 1) as doubled`,
    'generic',
  );
  await expect(failing(database.db, { n: 1 })).rejects.toThrow(/division by zero/);
  const [after] = await queryRows(
    database.db,
    ModeSchema,
    sql`select current_setting('plan_cache_mode') as mode`,
  );
  expect(after?.mode).toBe('auto');
});
