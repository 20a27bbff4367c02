import { z } from 'zod';
import { noticeEmailText } from '@shared/notifications/notification-wording';
import type { AppContext } from '../../lib/context';
import type { JobDefinition } from '../../lib/jobs/job-worker';
import * as repo from './notifications.repository';
import { NOTICE_EMAIL_JOB } from './notify-family';

const PayloadSchema = z.object({ notificationId: z.uuid() });
type Payload = z.infer<typeof PayloadSchema>;

/** Everyone the family's notices are e-mailed to, each address once: its portal users, then its primary contact. */
function recipientsOf(notice: NonNullable<Awaited<ReturnType<typeof repo.findNoticeForEmail>>>) {
  const byEmail = new Map<string, string | null>();
  for (const member of notice.members) byEmail.set(member.email.toLowerCase(), member.name);
  const contact = notice.contactEmail?.trim().toLowerCase();
  if (contact && !byEmail.has(contact)) byEmail.set(contact, notice.contactName);
  return [...byEmail].map(([email, name]) => ({ email, name }));
}

/** E-mails one notice (queued by notifyFamilies) to the family; a notice gone with its family sends nothing. */
async function sendNoticeEmail(ctx: AppContext, { notificationId }: Payload) {
  const notice = await repo.findNoticeForEmail(ctx.db, notificationId);
  if (!notice) return { sent: 0 };
  const recipients = recipientsOf(notice);
  const url = `${ctx.config.appOrigin}${notice.link ?? ''}`;
  for (const { email, name } of recipients) {
    await ctx.mailer.send({
      to: email,
      subject: notice.title,
      text: noticeEmailText({ kind: notice.kind, name, title: notice.title, body: notice.body, url }),
    });
  }
  return { sent: recipients.length };
}

/** The job definition (job-definitions.ts). A retry after a partial send may repeat an e-mail, never lose one. */
export function createNoticeEmailJob(): JobDefinition<Payload> {
  return { kind: NOTICE_EMAIL_JOB, payload: PayloadSchema, run: sendNoticeEmail };
}
