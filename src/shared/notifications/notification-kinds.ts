/** Notices about one of the family's documents. */
export const DOCUMENT_NOTIFICATION_KINDS = [
  'document_rejected',
  'document_expiring',
  'document_expired',
  'document_waived',
  'requirement_added',
  'signing_reminder',
  'form_returned',
] as const;
export type DocumentNotificationKind = (typeof DOCUMENT_NOTIFICATION_KINDS)[number];

/** Notices about the family's training courses. */
export const COURSE_NOTIFICATION_KINDS = ['course_assigned', 'course_request_declined'] as const;
export type CourseNotificationKind = (typeof COURSE_NOTIFICATION_KINDS)[number];

/** Staff's decision on a change to the household the family proposed (issue 44). */
export const HOUSEHOLD_NOTIFICATION_KINDS = [
  'household_change_accepted',
  'household_change_declined',
] as const;
export type HouseholdNotificationKind = (typeof HOUSEHOLD_NOTIFICATION_KINDS)[number];

/** What a notification is about; each kind has its own wording and link. */
export const NOTIFICATION_KINDS = [
  ...DOCUMENT_NOTIFICATION_KINDS,
  ...COURSE_NOTIFICATION_KINDS,
  ...HOUSEHOLD_NOTIFICATION_KINDS,
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
