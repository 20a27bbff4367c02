import { PATHS } from '../paths';
import type { NotificationKind } from './notification-kinds';

/**
 * What the family reads about a notice, in the bell and in its e-mail. One function per kind; the values
 * (document name, reason, date) are parameters, so each sentence can be translated as a whole later.
 */

/** The values a notice's sentences are made from; the date is already formatted for the reader. */
export interface NoticeValues {
  documentName: string;
  /** The household member the document is for; absent for the household's own items. */
  memberName?: string;
  /** Rejection or waiver reason, as staff wrote it. */
  reason?: string;
  /** The last day the copy is (or was) valid, formatted for the reader. */
  expiresOn?: string;
}

export interface NoticeWording {
  /** The bell's headline and the e-mail's subject. */
  title: string;
  /** The bell's second line. */
  body: string;
}

type Wording = (values: NoticeValues) => NoticeWording;

/** 'Rosa Martinez's TB Test Results', or `household` for the household's own items ('Your TB Test Results'). */
const whose = ({ documentName, memberName }: NoticeValues, household = '') =>
  memberName ? `${memberName}'s ${documentName}` : `${household}${documentName}`;

const documentRejected: Wording = (values) => ({
  title: `${whose(values)} was rejected`,
  body: values.reason ? `Reason: ${values.reason}` : 'Please upload it again.',
});

const documentExpiring: Wording = (values) => ({
  title: `${whose(values, 'Your ')} expires on ${values.expiresOn ?? 'a coming date'}`,
  body: 'Please upload a new copy before then.',
});

const documentExpired: Wording = (values) => ({
  title: `${whose(values, 'Your ')} has expired`,
  body: values.expiresOn
    ? `It was valid until ${values.expiresOn}. Please upload a new copy.`
    : 'Please upload a new copy.',
});

const documentWaived: Wording = (values) => ({
  title: `${whose(values)} is no longer needed`,
  body: values.reason ? `Reason: ${values.reason}` : '',
});

const requirementAdded: Wording = (values) => ({
  title: `Your agency asked for ${whose(values)}`,
  body: values.reason ?? 'Please upload it when you can.',
});

const WORDING: Record<NotificationKind, Wording> = {
  document_rejected: documentRejected,
  document_expiring: documentExpiring,
  document_expired: documentExpired,
  document_waived: documentWaived,
  requirement_added: requirementAdded,
};

/** The sentences of a notice of `kind`. */
export function wordNotice(kind: NotificationKind, values: NoticeValues): NoticeWording {
  return WORDING[kind](values);
}

/** The e-mail's invitation to act, followed by the link; one sentence per kind. */
const ACTIONS: Record<NotificationKind, string> = {
  document_rejected: 'Please upload a new copy here:',
  document_expiring: 'Upload the new copy here:',
  document_expired: 'Upload the new copy here:',
  document_waived: 'See your documents here:',
  requirement_added: 'Upload it here:',
};

/** The e-mail of a notice to one reader: greeting, the notice's own sentences, and the link to act on it. */
export function noticeEmailText(values: {
  kind: NotificationKind;
  name: string | null;
  title: string;
  body: string;
  url: string;
}): string {
  const greeting = values.name ? `Hello ${values.name},` : 'Hello,';
  const body = values.body ? `${values.body}\n` : '';
  return `${greeting}\n\n${values.title}.\n${body}\n${ACTIONS[values.kind]}\n${values.url}\n\nYou can also find this message under the bell in your Haven family portal.\n`;
}

/** Kinds the family also hears about by e-mail (they ask the family to do something soon). */
export const EMAILED_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'document_rejected',
  'document_expiring',
  'document_expired',
];

/** The family dashboard with the upload dialog open on the document (family-portal reads `upload`). */
export const UPLOAD_PARAM = 'upload';

/** Where a notice about a document takes the family: the upload of that document, else the dashboard. */
export function noticeLink(kind: NotificationKind, documentId: string): string {
  if (kind === 'document_waived') return PATHS.familyDashboard;
  return `${PATHS.familyDashboard}?${UPLOAD_PARAM}=${encodeURIComponent(documentId)}`;
}

/** A calendar date ('2027-01-05') as the reader reads it ('Jan 5, 2027'). */
export function formatNoticeDate(isoDate: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
