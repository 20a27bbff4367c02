import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notification-kinds';

/** How many notifications the bell lists (the newest). */
export const NOTIFICATION_LIST_LIMIT = 20;

/** One notification in the family's bell. */
export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** An in-app path the notification opens. */
  link: z.string().nullable(),
  documentId: z.uuid().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The bell: the newest notifications and how many of all are unread. */
export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationIdParamsSchema = z.object({ id: z.uuid() });
