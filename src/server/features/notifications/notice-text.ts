import { LOCALE_TAGS, type LanguageCode } from '@shared/i18n/languages';
import type { NotificationKind } from '@shared/notifications/notification-kinds';
import { formatNoticeDate } from '@shared/notifications/notification-wording';
import type { NoticeParams } from '@shared/notifications/notifications.schema';
import { checklistTextIn } from '@shared/requirements/checklist-locales';
import { rejectionReasonIn } from '@shared/documents/rejection-reasons';
import { type ServerTextKey, translate } from '../../lib/i18n/server-i18n';

/**
 * A notice's sentences in a reader's language, from its kind and params (`emails.notices` in the server's
 * texts). The bell words the same notice on the client from its own texts; English is stored with the row.
 */
export interface NoticeWording {
  /** The bell's headline and the e-mail's subject. */
  title: string;
  /** The bell's second line; may be empty. */
  body: string;
}

/**
 * The sentences of a notice of `kind` in `language`. A seeded checklist item's name is translated; other names,
 * reasons and notes go in as staff wrote them.
 */
export function wordNotice(
  language: LanguageCode,
  kind: NotificationKind,
  params: NoticeParams,
): NoticeWording {
  if (kind === 'household_change_accepted' || kind === 'household_change_declined')
    return householdWording(language, kind, params);
  const text = `emails.notices.${kind}` as const;
  const day = params.expiresOn ?? params.dueOn;
  const date = day
    ? formatNoticeDate(day, LOCALE_TAGS[language])
    : translate(language, 'emails.notices.aComingDate');
  const values = {
    documentName: checklistTextIn(language).name(params.documentName),
    memberName: params.memberName ?? '',
    // A rejection's common reason in the family's language; staff's own words as written.
    reason: params.reason ? rejectionReasonIn(language, params.reason) : '',
    courseTitle: params.courseTitle ?? '',
    date,
  };
  const title =
    params.memberName && kind !== 'course_assigned' && kind !== 'course_request_declined'
      ? translate(language, `emails.notices.${kind}.titleOfMember`, values)
      : translate(language, `${text}.title`, values);
  const say = (key: ServerTextKey) => translate(language, key, values);
  switch (kind) {
    case 'document_rejected':
      return {
        title,
        body: say(
          params.reason
            ? 'emails.notices.document_rejected.body'
            : 'emails.notices.document_rejected.bodyWithoutReason',
        ),
      };
    case 'document_expiring':
      return { title, body: say('emails.notices.document_expiring.body') };
    case 'document_expired':
      return {
        title,
        body: say(
          params.expiresOn
            ? 'emails.notices.document_expired.body'
            : 'emails.notices.document_expired.bodyWithoutDate',
        ),
      };
    case 'document_waived':
      return { title, body: params.reason ? say('emails.notices.document_waived.body') : '' };
    case 'requirement_added':
      // A one-off request's note is staff's own words: it is the whole second line.
      return { title, body: params.reason ?? say('emails.notices.requirement_added.bodyWithoutReason') };
    case 'course_assigned':
      return {
        title,
        body: say(
          params.dueOn
            ? 'emails.notices.course_assigned.body'
            : 'emails.notices.course_assigned.bodyWithoutDate',
        ),
      };
    case 'course_request_declined':
      return { title, body: params.reason ? say('emails.notices.course_request_declined.body') : '' };
    // E-sign items belong to the household, not to one member: one title.
    case 'signing_reminder':
      return {
        title: say('emails.notices.signing_reminder.title'),
        body: say('emails.notices.signing_reminder.body'),
      };
    case 'form_returned':
      return {
        title: say('emails.notices.form_returned.title'),
        body: say('emails.notices.form_returned.body'),
      };
  }
}

/** Staff's decision on the family's proposed change: what changed (or did not), and staff's note. */
function householdWording(
  language: LanguageCode,
  kind: 'household_change_accepted' | 'household_change_declined',
  params: NoticeParams,
): NoticeWording {
  const values = { memberName: params.memberName ?? '', reason: params.reason ?? '' };
  const title = translate(language, `emails.notices.${kind}.${params.householdChange ?? 'title'}`, values);
  if (kind === 'household_change_declined')
    return { title, body: params.reason ? translate(language, `emails.notices.${kind}.body`, values) : '' };
  return {
    title,
    body:
      params.householdChange === 'add_member'
        ? translate(language, 'emails.notices.household_change_accepted.addedBody')
        : '',
  };
}

/** What an e-mail says: its subject and plain-text body. */
export interface MailText {
  subject: string;
  text: string;
}

/** The e-mail of a notice to one reader: greeting, the notice's own sentences, and the link to act on it. */
export function noticeEmail(
  language: LanguageCode,
  notice: { kind: NotificationKind; wording: NoticeWording; name: string | null; url: string },
): MailText {
  const { title, body } = notice.wording;
  const greeting = notice.name
    ? translate(language, 'emails.notice.greeting', { name: notice.name })
    : translate(language, 'emails.notice.greetingWithoutName');
  const headline = translate(language, 'emails.notice.headline', { title });
  const action = translate(language, `emails.notices.${notice.kind}.action`);
  const hint = translate(language, 'emails.notice.bellHint');
  return {
    subject: title,
    text: `${greeting}\n\n${headline}\n${body ? `${body}\n` : ''}\n${action}\n${notice.url}\n\n${hint}\n`,
  };
}
