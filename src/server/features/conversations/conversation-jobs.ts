import { z } from 'zod';
import { PATHS } from '@shared/paths';
import type { AppContext } from '../../lib/context';
import { contentLanguageHeaders, translate } from '../../lib/i18n/server-i18n';
import { deleteInBatches } from '../../lib/jobs/housekeeping';
import type { JobDefinition } from '../../lib/jobs/job-worker';
import { ScheduledJobPayloadSchema, type ScheduledJobPayload } from '../../lib/jobs/schedules';
import * as systemConfig from '../system-config/system-config.service';
import * as repo from './conversations.repository';
import { STAFF_MESSAGE_EMAIL_JOB } from './inbox.service';

/** The daily job that deletes transcripts older than the configured retention (System Configuration). */
export const CONVERSATION_RETENTION_JOB = 'conversation_retention';

const DAY_MS = 86_400_000;

/** Deletes sessions (with their messages) begun more than the configured days before `ctx.now()`. */
export async function purgeOldConversations(ctx: AppContext) {
  const settings = await systemConfig.readChatSettings(ctx.db);
  const before = new Date(ctx.now().getTime() - settings.retentionDays * DAY_MS);
  const sessions = await deleteInBatches((limit) => repo.deleteSessionsBefore(ctx.db, before, limit));
  return { before: before.toISOString(), deleted: { conversationSessions: sessions } };
}

export function createConversationRetentionJob(): JobDefinition<ScheduledJobPayload> {
  return {
    kind: CONVERSATION_RETENTION_JOB,
    payload: ScheduledJobPayloadSchema,
    run: (ctx) => purgeOldConversations(ctx),
  };
}

const StaffMessagePayloadSchema = z.object({ messageId: z.uuid() });
type StaffMessagePayload = z.infer<typeof StaffMessagePayloadSchema>;

/**
 * A caseworker's reply the family has not read two minutes later (no chat or Messages page open to show it): it
 * goes by e-mail, in the family's language, with a link to Messages. Read in time, or deleted, it sends nothing.
 */
async function emailUnreadStaffMessage(ctx: AppContext, { messageId }: StaffMessagePayload) {
  const message = await repo.unreadStaffMessage(ctx.db, messageId);
  if (!message?.familyId) return { sent: 0 };
  const family = await repo.familyRecipients(ctx.db, message.familyId);
  if (!family) return { sent: 0 };
  const { language } = family;
  const caseworker = message.authorName ?? translate(language, 'emails.staffMessage.yourCaseworker');
  for (const { email, name } of family.recipients) {
    const values = {
      name: name ?? '',
      caseworker,
      message: message.content,
      link: `${ctx.config.appOrigin}${PATHS.familyMessages}`,
    };
    await ctx.mailer.send({
      to: email,
      subject: translate(language, 'emails.staffMessage.subject', values),
      text: translate(language, 'emails.staffMessage.text', values),
      headers: contentLanguageHeaders(language),
    });
  }
  return { sent: family.recipients.length };
}

export function createStaffMessageEmailJob(): JobDefinition<StaffMessagePayload> {
  return { kind: STAFF_MESSAGE_EMAIL_JOB, payload: StaffMessagePayloadSchema, run: emailUnreadStaffMessage };
}
