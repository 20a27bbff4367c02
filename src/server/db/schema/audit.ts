import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  inet,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Append-only record of every state change and sign-in attempt. A trigger (migration 0001) refuses
 * UPDATE and DELETE. actor_user_id is not a foreign key so rows outlive the accounts they mention.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    familyId: uuid('family_id'),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /**
     * Rows of one hash chain (a signed document's events): each stores the hash of the chain's row before it
     * (null for the first) and its own hash over its content and that link (features/signing/audit-chain.ts).
     */
    chainId: uuid('chain_id'),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    // The feeds' order (newest first, id breaking ties): a `limit` walks the index instead of sorting the log.
    index('audit_log_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_actor_idx').on(t.actorUserId, t.at.desc()),
    index('audit_log_family_idx').on(t.familyId, t.at.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc()),
    // Staff Analytics: each family's step history in order (no sort before the window), and the review and
    // signing events of a range counted from the index with their family (the family filters).
    index('audit_log_step_moves_idx')
      .on(t.familyId, t.at, t.id)
      .where(sql`${t.action} = 'family.step_moved'`),
    index('audit_log_analytics_events_idx')
      .on(t.action, t.at, t.familyId)
      .where(
        sql`${t.action} in ('document.approved', 'document.rejected', 'signing.submitted', 'signing.returned')`,
      ),
    // One successor per link: a chain cannot fork, even under concurrent writers.
    uniqueIndex('audit_log_chain_link_key')
      .on(t.chainId, sql`coalesce(${t.prevHash}, '')`)
      .where(sql`${t.chainId} is not null`),
  ],
);
