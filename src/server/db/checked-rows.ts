import type { z } from 'zod';

/**
 * Rows of hand-written SQL are checked against their schema in development and tests, so a statement that
 * stops answering the shape its caller's type promises fails there, at the read, instead of somewhere
 * downstream. Production trusts them: these reads are the hot path, and the check would cost more than
 * decoding the rows.
 */
const CHECKING = process.env.NODE_ENV !== 'production' || process.env.VITEST !== undefined;

/**
 * The rows as `schema` types them; outside production a row that does not match throws, naming `statement`.
 * The rows are returned as they came (the schema checks, it does not transform), so both modes answer alike.
 */
export function checkedRows<Row>(
  schema: z.ZodType<Row>,
  rows: readonly unknown[],
  statement: () => string,
): Row[] {
  if (CHECKING) {
    for (const row of rows) {
      const checked = schema.safeParse(row);
      if (!checked.success)
        throw new Error(`${statement()} answered a row its schema refuses: ${checked.error.message}`);
    }
  }
  return rows as Row[];
}
