import { z } from 'zod';
import { HOUSEHOLD_CHANGE_KINDS } from '../household-changes/household-changes.limits';
import { NOTIFICATION_KINDS } from './notification-kinds';

/** How many notifications the bell lists (the newest). */
export const NOTIFICATION_LIST_LIMIT = 20;

/**
 * What a notice is made of, so each reader sees it in their own language (issue 12): the document as the
 * checklist names it (English; the client translates a seeded item's name), whose it is, the reason as staff
 * wrote it, and the date as a calendar day. A course notice names the course (as staff titled it) instead; a
 * household change notice names the change.
 */
export const NoticeParamsSchema = z.object({
  /** Empty for a course notice. */
  documentName: z.string(),
  /** The household member the document is for; null for the household's own items. */
  memberName: z.string().nullable(),
  /** Rejection or waiver reason, or a one-off request's note, as staff wrote it. */
  reason: z.string().nullable(),
  /** YYYY-MM-DD: the last day the copy is (or was) valid. */
  expiresOn: z.iso.date().nullable(),
  /** The course of a course notice (absent from document notices). */
  courseTitle: z.string().nullable().optional(),
  /** YYYY-MM-DD: an assigned course's due date. */
  dueOn: z.iso.date().nullable().optional(),
  /** What a household change notice is about (its member, if any, is `memberName`; staff's note `reason`). */
  householdChange: z.enum(HOUSEHOLD_CHANGE_KINDS).nullable().optional(),
});
export type NoticeParams = z.infer<typeof NoticeParamsSchema>;

/** One notification in the family's bell. */
export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The English wording, as stored: shown as it is for a notice older than its `params`. */
  title: z.string(),
  body: z.string(),
  /** What the reader's language words the notice from; null for notices stored before they were kept. */
  params: NoticeParamsSchema.nullable(),
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
