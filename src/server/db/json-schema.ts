import { Column, is, type SQL } from 'drizzle-orm';
import { PgArray } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { JsonFields, JsonRow, JsonTuple } from './json';

/**
 * Schemas of the JSON that `jsonObject` and `jsonTuple` build, for `checkedRows`: a column's comes from the
 * column (its type and whether it may be null), an SQL expression's is given, since `sql<T>` only declares it.
 */

/** The keys of a field list whose values are SQL expressions. */
type SqlKeys<F extends JsonFields> = { [K in keyof F]: F[K] extends SQL ? K : never }[keyof F];

type FieldSchema<F extends JsonFields, K> = z.ZodType<JsonRow<F>[K & keyof JsonRow<F>]>;

/** The schema of every SQL expression of a field list, and of any column worth a closer look (a jsonb one). */
export type FieldSchemas<F extends JsonFields> = { [K in SqlKeys<F>]: FieldSchema<F, K> } & {
  [K in keyof F]?: FieldSchema<F, K>;
};

/** Given when the field list has SQL expressions; optional when it has only columns. */
type SchemasArgument<F extends JsonFields> = [SqlKeys<F>] extends [never]
  ? [schemas?: FieldSchemas<F>]
  : [schemas: FieldSchemas<F>];

/** A column's value without its null: as JSON carries it (times and dates as ISO text, numbers as numbers). */
function valueSchema(column: Column): z.ZodType {
  if (is(column, PgArray)) return z.array(valueSchema(column.baseColumn));
  switch (column.dataType) {
    case 'string':
      return z.string();
    case 'number':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'date':
      return z.string();
    case 'json':
      return z.unknown();
    default:
      throw new Error(`no JSON schema for column ${column.name} (${column.columnType})`);
  }
}

function fieldSchemas(fields: JsonFields, schemas: Partial<Record<string, z.ZodType>> = {}): z.ZodType[] {
  return Object.entries(fields).map(([key, field]) => {
    const given = schemas[key];
    if (given) return given;
    if (!is(field, Column)) throw new Error(`the SQL field ${key} needs its schema`);
    const value = valueSchema(field);
    return field.notNull ? value : value.nullable();
  });
}

/** The schema of `jsonObject(fields)`. */
export function jsonRowSchema<F extends JsonFields>(
  fields: F,
  ...[schemas]: SchemasArgument<F>
): z.ZodType<JsonRow<F>> {
  const values = fieldSchemas(fields, schemas as Partial<Record<string, z.ZodType>>);
  const keys = Object.keys(fields);
  return z.object(Object.fromEntries(keys.map((key, i) => [key, values[i]]))) as unknown as z.ZodType<
    JsonRow<F>
  >;
}

/** The schema of `jsonTuple(fields)`. */
export function jsonTupleSchema<F extends JsonFields>(
  fields: F,
  ...[schemas]: SchemasArgument<F>
): z.ZodType<JsonTuple<F>> {
  const values = fieldSchemas(fields, schemas as Partial<Record<string, z.ZodType>>);
  return z.tuple(values as [z.ZodType, ...z.ZodType[]]) as unknown as z.ZodType<JsonTuple<F>>;
}
