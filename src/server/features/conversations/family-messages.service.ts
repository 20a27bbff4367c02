import type { MessageBody, NewThreadBody, NewThreadResult } from '@shared/conversations/conversations.schema';
import { maskPersonalNumbers } from '@shared/conversations/conversation-rules';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireFamily } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import * as familyContext from '../family-context/family-context.service';
import { conversationNotFound } from './conversation-views';
import * as repo from './conversations.repository';

/** One of the family's threads with a caseworker, locked (another family's, or an assistant-only chat: 404). */
async function lockThread(tx: Parameters<typeof repo.lockSession>[0], familyId: string, sessionId: string) {
  const session = await repo.lockSession(tx, sessionId);
  if (!session || session.familyId !== familyId || !session.inboxState) throw conversationNotFound();
  return session;
}

/** The family has read the thread up to now (Messages, or the chat showing a live reply). */
export async function markThreadRead(ctx: AppContext, caller: Caller, sessionId: string) {
  const { familyId } = requireFamily(caller);
  await ctx.db.transaction(async (tx) => {
    const session = await lockThread(tx, familyId, sessionId);
    await repo.updateSession(tx, session.id, { familyReadAt: ctx.now() });
    await repo.publish(tx, { type: 'unread', familyId, sessionId: session.id });
  });
}

/**
 * The family answers in a thread: the message goes back to the Inbox, waiting for staff again (a resolved thread
 * reopens). Not audited: the message itself is the record, as the assistant chat's are.
 */
export async function replyToThread(ctx: AppContext, caller: Caller, sessionId: string, body: MessageBody) {
  const { familyId, userId } = requireFamily(caller);
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const session = await lockThread(tx, familyId, sessionId);
    await repo.insertMessages(tx, [
      {
        sessionId: session.id,
        familyId,
        messageType: 'user',
        authorUserId: userId,
        content: maskPersonalNumbers(body.content),
        timestamp: at,
      },
    ]);
    await repo.countMessages(tx, session.id, 1, at, {
      inboxState: 'waiting',
      familyReadAt: at,
      resolvedAt: null,
    });
    await repo.publish(tx, { type: 'message', familyId, sessionId: session.id });
  });
}

const notOnTeam = () =>
  new AppError('VALIDATION_FAILED', {
    message: 'This person is no longer on your support team. Please choose someone else.',
    translation: { key: 'errors.messages.notOnTeam' },
  });

/**
 * The family writes to a person (Messages, the dashboard, the support team panel): a 'caseworker' thread that
 * waits in the Inbox, assigned to the support team member it is addressed to, else to the caseworker (the first
 * of the team), else to nobody: the agency's team answers it from the Inbox's unassigned conversations.
 */
export async function startThread(
  ctx: AppContext,
  caller: Caller,
  body: NewThreadBody,
): Promise<NewThreadResult> {
  const { familyId, userId } = requireFamily(caller);
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const family = await repo.familyOf(tx, familyId);
    if (!family) throw new AppError('NOT_FOUND', { message: 'No family is linked to this account.' });
    const team = await familyContext.familySupportTeam(tx, familyId);
    const member = body.toUserId ? team.find((m) => m.userId === body.toUserId) : team[0];
    if (body.toUserId && !member) throw notOnTeam();
    const recipient = member
      ? { userId: member.userId, name: member.name, roleTitle: member.roleTitle }
      : null;
    const subject = body.subject || null;
    const session = await repo.insertSession(tx, {
      audience: 'family',
      familyId,
      userId,
      languageCode: family.language,
      channel: 'caseworker',
      subject,
      inboxState: 'waiting',
      assignedTo: recipient?.userId ?? null,
      sessionStart: at,
      lastMessageAt: at,
      familyReadAt: at,
    });
    await repo.insertMessages(tx, [
      {
        sessionId: session.id,
        familyId,
        messageType: 'user',
        authorUserId: userId,
        content: maskPersonalNumbers(body.content),
        timestamp: at,
      },
    ]);
    await repo.countMessages(tx, session.id, 1, at);
    await writeAudit(tx, caller.actor, {
      action: 'conversation.family_started',
      objectType: 'conversation',
      objectId: session.id,
      familyId,
      details: { recipient: recipient?.name ?? null, subject },
    });
    await repo.publish(tx, { type: 'message', familyId, sessionId: session.id });
    return { id: session.id, recipient };
  });
}
