import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

/** How long a key's answer is kept and replayed; after that the key is new again and housekeeping deletes it. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

/**
 * The first answer to a request sent with an `Idempotency-Key` (plugins/idempotency.ts), so a retry by the same
 * caller gets that answer instead of doing the work again. A row without a status is a request still running.
 * Kept IDEMPOTENCY_KEY_TTL_MS.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    callerId: uuid('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and URL, e.g. 'POST /api/staff/families'. */
    request: text('request').notNull(),
    /** SHA-256 of the body; null until an upload's body has been read. */
    fingerprint: text('fingerprint'),
    statusCode: integer('status_code'),
    /** The answer's JSON as sent ('' for none). */
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.callerId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
