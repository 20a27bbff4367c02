import { PATHS } from '../paths';
import type { NotificationKind } from './notification-kinds';
import { intlFormatter } from '../intl-formatter';

/**
 * Where a notice leads and which notices are e-mailed. Its sentences are in each side's translations: the
 * bell's in the client's notifications texts, the e-mail's in the server's (`emails.notices`), both worded
 * from the notice's kind and params.
 */

/** Kinds the family also hears about by e-mail (they ask the family to do something soon). */
export const EMAILED_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'document_rejected',
  'document_expiring',
  'document_expired',
  'course_assigned',
  'signing_reminder',
  'form_returned',
  // The family proposed the change and waits to hear back; an added adult now has items to hand in.
  'household_change_accepted',
  'household_change_declined',
];

/** The family dashboard with the upload dialog open on the document (family-portal reads `upload`). */
export const UPLOAD_PARAM = 'upload';

/**
 * Where a notice takes the family: a course notice to its learning page; a signing notice to its form; a document
 * notice to the upload of that document, else the dashboard; a household change to My Family.
 */
export function noticeLink(kind: NotificationKind, documentId: string | null): string {
  if (kind === 'household_change_accepted' || kind === 'household_change_declined')
    return PATHS.familyHousehold;
  if (kind === 'course_assigned' || kind === 'course_request_declined') return PATHS.familyLearning;
  if (kind === 'document_waived' || documentId === null) return PATHS.familyDashboard;
  if (kind === 'signing_reminder' || kind === 'form_returned')
    return `${PATHS.familySigning}/${encodeURIComponent(documentId)}`;
  return `${PATHS.familyDashboard}?${UPLOAD_PARAM}=${encodeURIComponent(documentId)}`;
}

/** A calendar date ('2027-01-05') as the reader reads it ('Jan 5, 2027' in en-US, '5 ene 2027' in es-US). */
export function formatNoticeDate(isoDate: string, locale = 'en-US'): string {
  return intlFormatter(Intl.DateTimeFormat, locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
