import type { HouseholdChangeKind } from '@shared/household-changes/household-changes.limits';
import type {
  CourseNotificationKind,
  DocumentNotificationKind,
  HouseholdNotificationKind,
} from '@shared/notifications/notification-kinds';
import { EMAILED_NOTIFICATION_KINDS, noticeLink } from '@shared/notifications/notification-wording';
import type { NoticeParams } from '@shared/notifications/notifications.schema';
import type { Conn } from '../../db/client';
import { notifications } from '../../db/schema';
import { enqueueJob } from '../../lib/jobs/job-queue';
import { wordNotice } from './notice-text';
import { memberNamesOf } from './notifications.repository';

/** The job that e-mails a notice to the family (notice-email.job.ts). */
export const NOTICE_EMAIL_JOB = 'notice-email';

/** What happened to one of a family's documents that the family must hear about. */
export interface DocumentNotice {
  familyId: string;
  kind: DocumentNotificationKind;
  documentId: string;
  documentName: string;
  /** Rejection or waiver reason, as staff wrote it. */
  reason?: string;
  /** YYYY-MM-DD, for expiry notices. */
  expiresOn?: string;
}

/** What happened to the family's training: a course assigned, a request to enroll declined. */
export interface CourseNotice {
  familyId: string;
  kind: CourseNotificationKind;
  courseTitle: string;
  /** YYYY-MM-DD, an assigned course's due date. */
  dueOn?: string | null;
  /** A declined request's reason, as staff wrote it. */
  reason?: string | null;
}

/** Staff's decision on a change to the household the family proposed. */
export interface HouseholdNotice {
  familyId: string;
  kind: HouseholdNotificationKind;
  change: HouseholdChangeKind;
  /** The member moving in or out; null for a new address. */
  memberName: string | null;
  /** Staff's note with the decision, as written. */
  note: string | null;
}

export type FamilyNotice = DocumentNotice | CourseNotice | HouseholdNotice;

const isDocumentNotice = (notice: FamilyNotice): notice is DocumentNotice => 'documentId' in notice;

function paramsOf(notice: FamilyNotice, memberNames: Map<string, string>): NoticeParams {
  if ('change' in notice) {
    return {
      documentName: '',
      memberName: notice.memberName,
      reason: notice.note,
      expiresOn: null,
      householdChange: notice.change,
    };
  }
  if (isDocumentNotice(notice)) {
    return {
      documentName: notice.documentName,
      memberName: memberNames.get(notice.documentId) ?? null,
      reason: notice.reason ?? null,
      expiresOn: notice.expiresOn ?? null,
    };
  }
  return {
    documentName: '',
    memberName: null,
    reason: notice.reason ?? null,
    expiresOn: null,
    courseTitle: notice.courseTitle,
    dueOn: notice.dueOn ?? null,
  };
}

/**
 * Puts notices in the families' bells (what each reader's language words them from, and their English
 * wording), and queues the e-mail of those
 * that ask the family to act (EMAILED_NOTIFICATION_KINDS), all in the transaction of the change that caused
 * them (everything commits or nothing). `at` is the time of the change: pass `ctx.now()`.
 */
export async function notifyFamilies(db: Conn, notices: readonly FamilyNotice[], at: Date): Promise<void> {
  if (notices.length === 0) return;
  // Several members each have a 'TB Test Results': the notice says whose.
  const memberNames = await memberNamesOf(
    db,
    notices.filter(isDocumentNotice).map((notice) => notice.documentId),
  );
  const rows = await db
    .insert(notifications)
    .values(
      notices.map((notice) => {
        const params = paramsOf(notice, memberNames);
        const documentId = isDocumentNotice(notice) ? notice.documentId : null;
        const { title, body } = wordNotice('en', notice.kind, params);
        return {
          familyId: notice.familyId,
          kind: notice.kind,
          title,
          body,
          params,
          link: noticeLink(notice.kind, documentId),
          documentId,
          createdAt: at,
        };
      }),
    )
    .returning({ id: notifications.id, kind: notifications.kind });
  for (const row of rows.filter((r) => EMAILED_NOTIFICATION_KINDS.includes(r.kind))) {
    await enqueueJob(db, NOTICE_EMAIL_JOB, { notificationId: row.id }, { runAt: at });
  }
}

/** One notice: `notifyFamilies` of one. */
export async function notifyFamily(db: Conn, notice: FamilyNotice, at: Date): Promise<void> {
  await notifyFamilies(db, [notice], at);
}
