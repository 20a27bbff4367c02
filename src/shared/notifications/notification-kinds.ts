/** What a notification is about; each kind has its own wording and link. */
export const NOTIFICATION_KINDS = [
  'document_rejected',
  'document_expiring',
  'document_expired',
  'document_waived',
  'requirement_added',
  'signing_reminder',
  'form_returned',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
