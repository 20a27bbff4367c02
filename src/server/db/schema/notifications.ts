import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../shared/notifications/notification-kinds';
import type { NoticeParams } from '../../../shared/notifications/notifications.schema';
import { users } from './auth';
import { createdAt, oneOf, ts } from './columns';
import { familyDocuments } from './documents';
import { families } from './families';

/**
 * The bell: what happened that a family (or, later, a staff user) should see. Each row has exactly one
 * recipient. Title and body are its English wording; `params` are what each reader's language words it from
 * (the bell on the client, the e-mail on the server), so a family that changes language reads old notices in
 * the new one. Rows from before `params` (null) show their English title and body.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    params: jsonb('params').$type<NoticeParams>(),
    /** An in-app path the notification opens, e.g. '/family/journey?document=…'. */
    link: text('link'),
    documentId: uuid('document_id').references(() => familyDocuments.id, { onDelete: 'cascade' }),
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_family_idx').on(t.familyId, t.createdAt.desc()),
    index('notifications_family_unread_idx')
      .on(t.familyId)
      .where(sql`${t.readAt} is null`),
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_document_idx').on(t.documentId),
    check('notifications_kind_check', oneOf(t.kind, NOTIFICATION_KINDS)),
    check('notifications_recipient_check', sql`(${t.familyId} is null) <> (${t.userId} is null)`),
  ],
);
