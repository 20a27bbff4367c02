import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@shared/i18n/languages';
import type { AppContext } from '../../lib/context';
import { contentLanguageHeaders } from '../../lib/i18n/server-i18n';
import type { JobDefinition } from '../../lib/jobs/job-worker';
import { noticeEmail, wordNotice } from './notice-text';
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

/**
 * E-mails one notice (queued by notifyFamilies) to the family, in the language the family reads when it is
 * sent; a notice stored before its params were kept goes out in its English wording. A notice gone with its
 * family sends nothing.
 */
async function sendNoticeEmail(ctx: AppContext, { notificationId }: Payload) {
  const notice = await repo.findNoticeForEmail(ctx.db, notificationId);
  if (!notice) return { sent: 0 };
  const recipients = recipientsOf(notice);
  const url = `${ctx.config.appOrigin}${notice.link ?? ''}`;
  const language = notice.params ? notice.language : DEFAULT_LANGUAGE;
  const wording = notice.params
    ? wordNotice(language, notice.kind, notice.params)
    : { title: notice.title, body: notice.body };
  for (const { email, name } of recipients) {
    await ctx.mailer.send({
      to: email,
      ...noticeEmail(language, { kind: notice.kind, wording, name, url }),
      headers: contentLanguageHeaders(language),
    });
  }
  return { sent: recipients.length };
}

/** The job definition (job-definitions.ts). A retry after a partial send may repeat an e-mail, never lose one. */
export function createNoticeEmailJob(): JobDefinition<Payload> {
  return { kind: NOTICE_EMAIL_JOB, payload: PayloadSchema, run: sendNoticeEmail };
}
