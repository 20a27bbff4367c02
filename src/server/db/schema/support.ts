import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { SUPPORT_TOPICS, type SupportTopic } from '../../../shared/support/support.schema';
import { users } from './auth';
import { createdAt, oneOf, ts } from './columns';

/**
 * A staff member's message to the agency's support (Contact Support, issue 50): kept as the record of what was
 * asked, and e-mailed by a job to the support address the agency set in System Configuration.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').$type<SupportTopic>().notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The support address when it was sent (the setting may change later). */
    sentTo: text('sent_to').notNull(),
    createdAt: createdAt(),
    /** When the e-mail went out; null while its job waits. */
    mailedAt: ts('mailed_at'),
  },
  (t) => [
    // The sender's own recent messages, newest first.
    index('support_requests_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('support_requests_topic_check', oneOf(t.topic, SUPPORT_TOPICS)),
  ],
);
