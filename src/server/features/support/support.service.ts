import { PERMISSION_KEYS } from '@shared/auth/permissions';
import {
  SUPPORT_TOPIC_LABELS,
  type SupportOverview,
  type SupportRequest,
  type SupportRequestBody,
} from '@shared/support/support.schema';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { enqueueJob } from '../../lib/jobs/job-queue';
import { readSupportEmail } from '../system-config/system-config.service';
import * as repo from './support.repository';

/** The job that e-mails one Contact Support message to the agency's support address. */
export const SUPPORT_REQUEST_EMAIL_JOB = 'support_request_email';

/** Contact Support is every approved staff member's (each holds at least one permission). */
const requireStaff = (caller: Caller) => requireStaffPermission(caller, ...PERMISSION_KEYS);

const toSupportRequest = (row: repo.SupportRequestRow): SupportRequest => ({
  id: row.id,
  topic: row.topic,
  subject: row.subject,
  sentTo: row.sentTo,
  createdAt: row.createdAt.toISOString(),
  mailedAt: row.mailedAt?.toISOString() ?? null,
});

export async function getSupportOverview(ctx: AppContext, caller: Caller): Promise<SupportOverview> {
  const staff = requireStaff(caller);
  const [supportEmail, rows] = await Promise.all([
    readSupportEmail(ctx.db),
    repo.recentSupportRequests(ctx.db, staff.userId),
  ]);
  return { supportEmail, requests: rows.map(toSupportRequest) };
}

/** Keeps the message and queues its e-mail in one transaction: either both happen or neither. */
export async function sendSupportRequest(
  ctx: AppContext,
  caller: Caller,
  body: SupportRequestBody,
): Promise<SupportRequest> {
  const staff = requireStaff(caller);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertSupportRequest(tx, {
      userId: staff.userId,
      topic: body.topic,
      subject: body.subject,
      message: body.message,
      sentTo: await readSupportEmail(tx),
    });
    await enqueueJob(tx, SUPPORT_REQUEST_EMAIL_JOB, { requestId: created.id }, { runAt: ctx.now() });
    await writeAudit(tx, caller.actor, {
      action: 'support.request_sent',
      objectType: 'support_request',
      objectId: created.id,
      details: { subject: body.subject, topic: body.topic },
    });
    return created;
  });
  return toSupportRequest(row);
}

/** The job's work: one e-mail to the address kept on the message, answering to its sender. */
export async function emailSupportRequest(ctx: AppContext, { requestId }: { requestId: string }) {
  const found = await repo.unmailedSupportRequest(ctx.db, requestId);
  if (!found) return { sent: 0 };
  const { request, senderName, senderEmail } = found;
  const sender = senderName ? `${senderName} <${senderEmail}>` : (senderEmail ?? 'a staff member');
  await ctx.mailer.send({
    to: request.sentTo,
    ...(senderEmail && { replyTo: senderEmail }),
    subject: `[Haven support] ${request.subject}`,
    text: [
      `From: ${sender}`,
      `Topic: ${SUPPORT_TOPIC_LABELS[request.topic]}`,
      `Sent: ${request.createdAt.toISOString()}`,
      '',
      request.message,
      '',
      '—',
      'Sent from Contact Support in Haven. Reply to this e-mail to answer the sender.',
    ].join('\n'),
  });
  await repo.markSupportRequestMailed(ctx.db, request.id, ctx.now());
  return { sent: 1 };
}
