import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

/**
 * Replies are written through their route's response schema (decision 025): the zod schema is turned into JSON
 * Schema once, on the route's first reply, and compiled by fast-json-stringify into a function that writes
 * exactly the properties the schema declares, so a field outside it (a password hash, a storage key) never
 * leaves the server. Outside production every reply is also encoded by zod, a reply that does not match its
 * schema fails as before, and the compiled writer's JSON must equal zod's, so every test checks both.
 */

type JsonSchema = { [key: string]: unknown };
type Writer = (data: unknown) => string;

/** Keywords that only validate: the writer does not need them (`format: 'date'` would also make it format). */
const VALIDATION_ONLY = new Set([
  '$schema',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'multipleOf',
  'default',
  'description',
  'examples',
  'title',
]);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', '$defs', 'definitions', 'patternProperties']);
/** Keywords whose value is a schema, or a list of schemas. */
const SCHEMA_VALUES = new Set(['items', 'additionalProperties', 'not', 'contains', 'propertyNames']);
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mapValues(map: JsonSchema, fn: (schema: unknown) => unknown): JsonSchema {
  return Object.fromEntries(Object.entries(map).map(([name, schema]) => [name, fn(schema)]));
}

/**
 * The JSON Schema zod writes, reduced to what writing needs: validation-only keywords go, and `anyOf` of one
 * schema and null becomes that schema with `nullable`, which fast-json-stringify writes without trying each
 * branch at run time.
 */
export function writingSchema(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (VALIDATION_ONLY.has(key)) continue;
    if (SCHEMA_MAPS.has(key) && isSchema(value)) out[key] = mapValues(value, writingSchema);
    else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map(writingSchema);
    else if (SCHEMA_VALUES.has(key))
      out[key] = Array.isArray(value) ? value.map(writingSchema) : writingSchema(value);
    else out[key] = value;
  }
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const other = branches.filter((branch) => !(isSchema(branch) && branch.type === 'null'));
    if (other.length === 1 && isSchema(other[0]) && !('anyOf' in other[0])) {
      const { anyOf: _replaced, ...rest } = out;
      return { ...rest, ...other[0], nullable: true };
    }
  }
  return out;
}

function resolveZodSchema(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  throw new Error('a response schema must be a zod schema');
}

function compiledWriter(schema: $ZodType): Writer {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' });
  return fastJsonStringify(writingSchema(json) as Parameters<typeof fastJsonStringify>[0]) as Writer;
}

/** What zod makes of a reply, as JSON; throws the type provider's error when the reply breaks its schema. */
function zodJson(schema: $ZodType, data: unknown, method: string, url: string): string {
  const result = safeEncode(schema, data);
  if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
  return JSON.stringify(result.data);
}

/** `check`: also encode every reply with zod and compare (tests and development). */
export function responseSerializerCompiler({
  check,
}: {
  check: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema: routeSchema, method, url }) => {
    const schema = resolveZodSchema(routeSchema);
    // Compiled on the route's first reply (some 3 ms each), so start-up does not wait for every route's writer.
    let writer: Writer | undefined;
    const write = (data: unknown) => (writer ??= compiledWriter(schema))(data);
    if (!check) return write;
    return (data) => {
      const expected = zodJson(schema, data, method, url);
      const written = write(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${method} ${url}: the compiled reply writer wrote ${written}, zod ${expected}`);
      }
      return written;
    };
  };
}
