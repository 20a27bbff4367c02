import type { MessageBody, StartThreadBody } from '@shared/conversations/conversations.schema';
import { maskPersonalNumbers } from '@shared/conversations/conversation-rules';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { enqueueJob } from '../../lib/jobs/job-queue';
import { familyAssistant } from '../assistant/family-assistant';
import { conversationNotFound } from './conversation-views';
import * as repo from './conversations.repository';

/** The job that e-mails a staff reply the family has not read a little later (staff-message-email.job.ts). */
export const STAFF_MESSAGE_EMAIL_JOB = 'staff-message-email';
/** A family that has not read a reply within this long is away: it gets the reply by e-mail. */
export const AWAY_AFTER_MS = 2 * 60 * 1000;

/** Locks an Inbox conversation for a change by staff with manage_families (404 when it is not in the Inbox). */
async function lockInboxConversation(tx: Tx, sessionId: string) {
  const session = await repo.lockSession(tx, sessionId);
  if (!session?.inboxState || !session.familyId) throw conversationNotFound();
  return { ...session, familyId: session.familyId };
}

/** A staff message in a conversation, with the away e-mail queued and every live client told. */
async function addStaffMessage(
  tx: Tx,
  staffId: string,
  session: repo.SessionRow & { familyId: string },
  content: string,
  at: Date,
) {
  const [row] = await repo.insertMessages(tx, [
    {
      sessionId: session.id,
      familyId: session.familyId,
      messageType: 'staff',
      authorUserId: staffId,
      content: maskPersonalNumbers(content),
      timestamp: at,
    },
  ]);
  await enqueueJob(
    tx,
    STAFF_MESSAGE_EMAIL_JOB,
    { messageId: row!.id },
    { runAt: new Date(at.getTime() + AWAY_AFTER_MS) },
  );
  await repo.publish(tx, { type: 'message', familyId: session.familyId, sessionId: session.id });
  return row!.id;
}

/**
 * A caseworker answers: the family sees it at once (live) or by e-mail when away. The first answer sets
 * first_response_at (the 5-minute promise is measured against it); the conversation is open again.
 */
export async function replyToConversation(
  ctx: AppContext,
  caller: Caller,
  sessionId: string,
  body: MessageBody,
) {
  const staff = requireStaffPermission(caller, 'manage_families');
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const session = await lockInboxConversation(tx, sessionId);
    await addStaffMessage(tx, staff.userId, session, body.content, at);
    await repo.countMessages(tx, session.id, 1, at, {
      inboxState: 'open',
      firstResponseAt: session.firstResponseAt ?? at,
      staffReadAt: at,
      assignedTo: session.assignedTo ?? staff.userId,
      resolvedAt: null,
    });
    await writeAudit(tx, caller.actor, {
      action: 'conversation.staff_replied',
      objectType: 'conversation',
      objectId: session.id,
      familyId: session.familyId,
      details: {},
    });
  });
}

/** Marks the conversation read by staff (opening it in the Inbox). Not audited: it changes only a badge. */
export async function markConversationReadByStaff(ctx: AppContext, caller: Caller, sessionId: string) {
  requireStaffPermission(caller, 'manage_families');
  await ctx.db.transaction(async (tx) => {
    const session = await lockInboxConversation(tx, sessionId);
    await repo.updateSession(tx, session.id, { staffReadAt: ctx.now() });
    await repo.publish(tx, { type: 'inbox', familyId: session.familyId, sessionId: session.id });
  });
}

/** Hands the conversation to another staff member. */
export async function reassignConversation(
  ctx: AppContext,
  caller: Caller,
  sessionId: string,
  userId: string,
) {
  requireStaffPermission(caller, 'manage_families');
  await ctx.db.transaction(async (tx) => {
    const session = await lockInboxConversation(tx, sessionId);
    const assignee = await repo.findStaffUser(tx, userId);
    if (!assignee) {
      throw new AppError('VALIDATION_FAILED', { message: 'Conversations go to approved staff users only.' });
    }
    await repo.updateSession(tx, session.id, { assignedTo: assignee.id });
    await writeAudit(tx, caller.actor, {
      action: 'conversation.reassigned',
      objectType: 'conversation',
      objectId: session.id,
      familyId: session.familyId,
      details: { userName: assignee.name },
    });
    await repo.publish(tx, { type: 'inbox', familyId: session.familyId, sessionId: session.id });
  });
}

/** Resolves the conversation and asks the family for a 1–5 rating. */
export async function resolveConversation(ctx: AppContext, caller: Caller, sessionId: string) {
  requireStaffPermission(caller, 'manage_families');
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const session = await lockInboxConversation(tx, sessionId);
    if (session.inboxState === 'resolved') return;
    await repo.insertMessages(tx, [
      {
        sessionId: session.id,
        familyId: session.familyId,
        messageType: 'system',
        content: familyAssistant.ratingRequest(session.languageCode),
        entitiesExtracted: { kind: 'rating_request' },
        timestamp: at,
      },
    ]);
    await repo.countMessages(tx, session.id, 1, at, {
      inboxState: 'resolved',
      resolvedAt: at,
      staffReadAt: at,
      sessionEnd: session.sessionEnd ?? at,
    });
    await writeAudit(tx, caller.actor, {
      action: 'conversation.resolved',
      objectType: 'conversation',
      objectId: session.id,
      familyId: session.familyId,
      details: {},
    });
    await repo.publish(tx, { type: 'message', familyId: session.familyId, sessionId: session.id });
  });
}

/** Staff write to a family from its page: a 'caseworker' thread, open, with a subject, in the family's Messages. */
export async function startThread(ctx: AppContext, caller: Caller, familyId: string, body: StartThreadBody) {
  const staff = requireStaffPermission(caller, 'manage_families');
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const family = await repo.familyOf(tx, familyId);
    if (!family) throw new AppError('NOT_FOUND', { message: 'No family with this id.' });
    const created = await repo.insertSession(tx, {
      audience: 'family',
      familyId,
      userId: staff.userId,
      languageCode: family.language,
      channel: 'caseworker',
      subject: body.subject,
      inboxState: 'open',
      assignedTo: staff.userId,
      sessionStart: at,
      lastMessageAt: at,
      staffReadAt: at,
    });
    const session = { ...created, familyId };
    await addStaffMessage(tx, staff.userId, session, body.content, at);
    await repo.countMessages(tx, session.id, 1, at);
    await writeAudit(tx, caller.actor, {
      action: 'conversation.thread_started',
      objectType: 'conversation',
      objectId: session.id,
      familyId,
      details: { subject: body.subject },
    });
    return { id: session.id };
  });
}
