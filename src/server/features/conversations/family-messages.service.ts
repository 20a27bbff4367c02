import type { MessageBody } from '@shared/conversations/conversations.schema';
import { maskPersonalNumbers } from '@shared/conversations/conversation-rules';
import { type Caller, requireFamily } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
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
