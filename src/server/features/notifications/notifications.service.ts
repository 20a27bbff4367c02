import { sql } from 'drizzle-orm';
import { NOTIFICATION_LIST_LIMIT, type NotificationList } from '@shared/notifications/notifications.schema';
import { withFields } from '@shared/with-fields';
import { isoOf } from '../../db/json';
import { AppError } from '../../lib/app-error';
import { type Caller, requireFamily } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { familyRead, readAsFamily } from '../auth/session-reads.service';
import * as repo from './notifications.repository';

const bellRead = familyRead<repo.BellJson, { limit: number }>(
  'family_notifications',
  repo.BellJsonSchema,
  (familyId) => repo.bellJson(familyId, sql.placeholder('limit')),
);

/** The family's bell: its newest notifications, newest first, and how many are unread. */
export async function listNotifications(ctx: AppContext, caller: Caller): Promise<NotificationList> {
  const { data } = await readAsFamily(ctx, caller, bellRead, { limit: NOTIFICATION_LIST_LIMIT });
  return {
    items: (data?.items ?? []).map((item) => withFields(item, { createdAt: isoOf(item.createdAt) ?? '' })),
    unreadCount: data?.unread_count ?? 0,
  };
}

/**
 * Marks one notification read. Another family's notification is 404. Reading is not audited: it changes
 * nothing about the family's case, only what its own bell shows.
 */
export async function markNotificationRead(ctx: AppContext, caller: Caller, id: string): Promise<void> {
  const { familyId } = requireFamily(caller);
  if (!(await repo.markRead(ctx.db, familyId, id, ctx.now())))
    throw new AppError('NOT_FOUND', { message: 'No notification with this id.' });
}

/** Marks all the family's notifications read. */
export async function markAllNotificationsRead(ctx: AppContext, caller: Caller): Promise<void> {
  const { familyId } = requireFamily(caller);
  await repo.markAllRead(ctx.db, familyId, ctx.now());
}
