import type { TFunction } from 'i18next';
import { formatNoticeDate } from '@shared/notifications/notification-wording';
import type { Notification } from '@shared/notifications/notifications.schema';
import { rejectionReasonIn } from '@shared/documents/rejection-reasons';
import type { ChecklistText } from '@client/lib/i18n/checklist-text';
import { currentLanguage } from '@client/lib/i18n/language';

/** What the bell shows of a notice: its headline and second line (may be empty). */
export interface NoticeText {
  title: string;
  body: string;
}

/**
 * A notice in the page's language, worded from its kind and params (the e-mail says the same from the server's
 * texts): a seeded document's name is translated, names and staff's reasons read as written, the date in the
 * page's locale. A notice stored before its params were kept reads as stored (English).
 */
export function noticeText(
  t: TFunction<'notifications'>,
  checklist: Pick<ChecklistText, 'name'>,
  locale: string,
  notice: Pick<Notification, 'kind' | 'title' | 'body' | 'params'>,
): NoticeText {
  const { params } = notice;
  if (!params) return { title: notice.title, body: notice.body };
  const day = params.expiresOn ?? params.dueOn;
  const values = {
    documentName: checklist.name(params.documentName),
    memberName: params.memberName ?? '',
    // A rejection's common reason in the family's language; staff's own words as written.
    reason: params.reason ? rejectionReasonIn(currentLanguage(), params.reason) : '',
    courseTitle: params.courseTitle ?? '',
    date: day ? formatNoticeDate(day, locale) : t('notices.aComingDate'),
  };
  const ofMember = params.memberName !== null;
  switch (notice.kind) {
    case 'document_rejected':
      return {
        title: t(
          ofMember ? 'notices.document_rejected.titleOfMember' : 'notices.document_rejected.title',
          values,
        ),
        body: params.reason
          ? t('notices.document_rejected.body', values)
          : t('notices.document_rejected.bodyWithoutReason'),
      };
    case 'document_expiring':
      return {
        title: t(
          ofMember ? 'notices.document_expiring.titleOfMember' : 'notices.document_expiring.title',
          values,
        ),
        body: t('notices.document_expiring.body'),
      };
    case 'document_expired':
      return {
        title: t(
          ofMember ? 'notices.document_expired.titleOfMember' : 'notices.document_expired.title',
          values,
        ),
        body: params.expiresOn
          ? t('notices.document_expired.body', values)
          : t('notices.document_expired.bodyWithoutDate'),
      };
    case 'document_waived':
      return {
        title: t(
          ofMember ? 'notices.document_waived.titleOfMember' : 'notices.document_waived.title',
          values,
        ),
        body: params.reason ? t('notices.document_waived.body', values) : '',
      };
    case 'requirement_added':
      return {
        title: t(
          ofMember ? 'notices.requirement_added.titleOfMember' : 'notices.requirement_added.title',
          values,
        ),
        // A one-off request's note is staff's own words: it is the whole second line.
        body: params.reason ?? t('notices.requirement_added.bodyWithoutReason'),
      };
    case 'course_assigned':
      return {
        title: t('notices.course_assigned.title', values),
        body: params.dueOn
          ? t('notices.course_assigned.body', values)
          : t('notices.course_assigned.bodyWithoutDate'),
      };
    case 'course_request_declined':
      return {
        title: t('notices.course_request_declined.title', values),
        body: params.reason ? t('notices.course_request_declined.body', values) : '',
      };
    // E-sign items belong to the household, not to one member: one title.
    case 'signing_reminder':
      return {
        title: t('notices.signing_reminder.title', values),
        body: t('notices.signing_reminder.body'),
      };
    case 'form_returned':
      return {
        title: t('notices.form_returned.title', values),
        body: t('notices.form_returned.body', values),
      };
    // Staff's decision on the family's proposed household change; the decline's note is staff's own words.
    case 'household_change_accepted':
    case 'household_change_declined': {
      const title = t(`notices.${notice.kind}.${params.householdChange ?? 'title'}`, values);
      if (notice.kind === 'household_change_declined')
        return { title, body: params.reason ? t('notices.household_change_declined.body', values) : '' };
      const added = params.householdChange === 'add_member';
      return { title, body: added ? t('notices.household_change_accepted.addedBody') : '' };
    }
  }
}
