import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../db/client';
import { deleteBatch } from '../db/delete-batch';
import { rateLimitCounters } from '../db/schema';

const HitSchema = z.object({ hits: z.number(), ttl_ms: z.number() });

/** Fixed windows whose counters live in the database, so several servers count one client together. */
class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(private readonly db: Db) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    const keyHash = createHash('sha256').update(key).digest('base64url');
    // One statement counts the hit and starts a new window when the last one has ended; the database's clock
    // is the one every server shares.
    queryRows(
      this.db,
      HitSchema,
      sql`insert into ${rateLimitCounters} as c (key_hash, hits, window_ends_at)
        values (${keyHash}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key_hash) do update set
          hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
          window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
        returning hits, ceil(extract(epoch from (window_ends_at - now())) * 1000)::int as ttl_ms`,
    ).then(
      ([row]) => callback(null, { current: row?.hits ?? 1, ttl: Math.max(0, row?.ttl_ms ?? timeWindow) }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}

/** The @fastify/rate-limit store class for this database (the plugin constructs it). */
export function databaseRateLimitStore(db: Db) {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db);
    }
  };
}

/** Deletes up to `limit` counters whose window ended before `before` (daily housekeeping); returns how many. */
export async function deleteEndedRateLimitCounters(db: Db, before: Date, limit: number): Promise<number> {
  const ended = lt(rateLimitCounters.windowEndsAt, before);
  return deleteBatch(db, rateLimitCounters, rateLimitCounters.keyHash, ended, limit);
}
