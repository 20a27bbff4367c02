import { Placeholder } from 'drizzle-orm';

/**
 * How a prepared read is planned. `custom` (PostgreSQL's default): the first five runs are planned for their
 * values, later ones from a cached generic plan only when PostgreSQL estimates it no dearer, which for a
 * composite read with dates among its values it seldom does, so such a read is planned again on every run
 * (0.5–0.7 ms, more than it takes to run). `generic`: always the cached plan made without the values; for reads
 * whose plan does not depend on them (checked with `npm run explain-reads`).
 */
export type PlanMode = 'custom' | 'generic';

/** A compiled statement whose only parameters are its placeholders, in the order `$1`, `$2`, … take them. */
export interface PreparedSql {
  sql: string;
  params: unknown[];
}

/** The SQL literal of a constant, or null when it stays a parameter (dates, objects, arrays). */
function literalOf(value: unknown): string | null {
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number' && Number.isFinite(value)) return value < 0 ? `(${value})` : String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  return null;
}

/**
 * Writes a prepared statement's constants into its text: the step numbers, action names and limits a statement
 * is built with are the same on every run, and as parameters they hide from a generic plan what it would plan
 * for (an IN list of unknown values, a limit of unknown size). What varies per run, the `sql.placeholder`s,
 * stays a parameter, renumbered in order. Compiled SQL here is Drizzle's: `$n` appears only as a parameter.
 */
export function inlineConstants(compiled: { sql: string; params: unknown[] }): PreparedSql {
  const params: unknown[] = [];
  const numberOf = new Map<number, number>();
  const sql = compiled.sql.replace(/\$(\d+)(?!\d)/g, (marker, digits: string) => {
    const index = Number(digits) - 1;
    const value = compiled.params[index];
    const literal = value instanceof Placeholder ? null : literalOf(value);
    if (literal !== null) return literal;
    let number = numberOf.get(index);
    if (number === undefined) {
      params.push(value);
      number = params.length;
      numberOf.set(index, number);
    }
    return `$${number}`;
  });
  return { sql, params };
}
