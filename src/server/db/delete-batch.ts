import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Conn } from './client';

/**
 * Deletes at most `limit` rows of `table` that match `where`, picked by their `key` column; returns how many
 * went. Clean-up jobs call it until a batch comes back short, so a large backlog goes in short statements.
 */
export async function deleteBatch(
  db: Conn,
  table: PgTable,
  key: PgColumn,
  where: SQL | undefined,
  limit: number,
): Promise<number> {
  const batch = db.select({ key }).from(table).where(where).limit(limit);
  const rows = await db.delete(table).where(inArray(key, batch)).returning({ key });
  return rows.length;
}
