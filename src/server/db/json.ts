import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/**
 * Building a read's answer as JSON inside its one statement. A field list is written like a Drizzle select
 * (`{ id: table.id, name: sql<string>`…` }`), and its TypeScript shape is the select's with dates as the ISO
 * strings JSON carries.
 */

export type JsonFields = Record<string, AnyColumn | SQL>;

/** A value as it arrives through JSON: dates become ISO strings. */
type Jsonified<T> = [T] extends [Date] ? string : [T] extends [Date | null] ? string | null : T;

/** The row `jsonObject(fields)` yields. */
export type JsonRow<F extends JsonFields> = {
  [K in keyof SelectResultFields<F>]: Jsonified<SelectResultFields<F>[K]>;
};

const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `json_build_object('key', expression, …)` of the fields, in their order. */
export function jsonObject(fields: JsonFields): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!KEY.test(key)) throw new Error(`JSON key ${key} must be an identifier`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * `jsonObject(fields)` of every row `from` yields, as one JSON array ordered by `orderBy` (`[]` for none). `from`
 * is the statement's tail: `from … where …`.
 */
export function jsonArray(fields: JsonFields, from: SQL, orderBy: SQL): SQL {
  return sql`(select coalesce(json_agg(${jsonObject(fields)} order by ${orderBy}), '[]'::json) ${from})`;
}

/**
 * One row of `jsonTuples(fields, …)`: the fields' values in their order. PostgreSQL builds an array of values two to
 * three times faster than an object with their keys (`json_build_object` writes and escapes every key on every
 * row), and the JSON is half the size; `rowsOf` gives each tuple its keys back.
 */
export type JsonTuple<F extends JsonFields> = unknown[] & { readonly __fields?: F };

/** `json_build_array(expression, …)` of the fields' values, in their order: one `JsonTuple`. */
export function jsonTuple(fields: JsonFields): SQL {
  return sql`json_build_array(${sql.join(Object.values(fields), sql`, `)})`;
}

/** Like `jsonArray`, with each row as a `JsonTuple` instead of an object: for reads of many rows. */
export function jsonTuples(fields: JsonFields, from: SQL, orderBy: SQL): SQL {
  return sql`(select coalesce(json_agg(${jsonTuple(fields)} order by ${orderBy}), '[]'::json) ${from})`;
}

/** The rows `jsonTuples(fields, …)` yielded, as objects keyed like `fields`. */
export function rowsOf<F extends JsonFields>(fields: F, tuples: readonly JsonTuple<F>[]): JsonRow<F>[] {
  const keys = Object.keys(fields);
  return tuples.map((tuple) => {
    const row: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      row[key] = tuple[i];
    });
    return row as JsonRow<F>;
  });
}

/** Turns an ISO string from JSON back into a Date (null stays null). */
export function dateOf(value: string): Date;
export function dateOf(value: string | null): Date | null;
export function dateOf(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}

/** How PostgreSQL writes a UTC time in JSON: seconds, up to six digits of their fraction, `+00:00`. */
const UTC_TIME = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00:00$/;

/**
 * An ISO time from JSON, normalised as `Date#toISOString` writes it (PostgreSQL writes `+00:00` and as many digits
 * as it needs, the API answers `Z` and milliseconds); null stays null. A UTC time is rewritten as text, eight
 * times faster than parsing it into a Date, which on a page of rows with a few times each added up.
 */
export function isoOf(value: string | null): string | null {
  if (value === null) return null;
  const utc = UTC_TIME.exec(value);
  if (utc) return `${utc[1]}.${`${utc[2] ?? ''}000`.slice(0, 3)}Z`;
  return new Date(value).toISOString();
}
