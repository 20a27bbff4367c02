import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { expect, test } from 'vitest';
import { inlineConstants } from './prepared-sql';

const dialect = new PgDialect();

test('constants are written into the text and placeholders stay parameters, renumbered in order', () => {
  const query = sql`select * from t where a = ${sql.placeholder('first')} and step in (${1}, ${2})
    and action <> ${"it's"} and ok = ${true} and n > ${-3} and b = ${sql.placeholder('second')} limit ${8}`;
  const { sql: text, params } = inlineConstants(dialect.sqlToQuery(query));
  expect(text).toBe(`select * from t where a = $1 and step in (1, 2)
    and action <> 'it''s' and ok = true and n > (-3) and b = $2 limit 8`);
  expect(params.map((p) => (p as { name: string }).name)).toEqual(['first', 'second']);
});

test('values that are not plain constants stay parameters', () => {
  const when = new Date('2026-11-24T00:00:00Z');
  const { sql: text, params } = inlineConstants(
    dialect.sqlToQuery(sql`select ${when} as at, ${Number.NaN} as n, ${sql.placeholder('x')} as x`),
  );
  expect(text).toBe('select $1 as at, $2 as n, $3 as x');
  expect(params[0]).toBe(when);
  expect(params[1]).toBeNaN();
});

test('a parameter used twice keeps one number', () => {
  const params: unknown[] = [sql.placeholder('a'), 5, ...Array<unknown>(7).fill(0), sql.placeholder('b')];
  const compiled = { sql: 'select $1 + $2, $1, $10', params };
  const inlined = inlineConstants(compiled);
  expect(inlined.sql).toBe('select $1 + 5, $1, $2');
  expect(inlined.params).toEqual([params[0], params[9]]);
});
