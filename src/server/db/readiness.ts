import { sql } from 'drizzle-orm';
import type { Db } from './client';

const READY_TIMEOUT_MS = 2000;

/**
 * Runs `select 1` and fails within two seconds when the database does not answer; the error is one the
 * error handler answers with 503 and Retry-After.
 */
export async function databaseReachable(db: Db): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('Query read timeout'), { code: 'ETIMEDOUT' })),
      READY_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
