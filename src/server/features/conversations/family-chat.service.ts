import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@shared/i18n/languages';
import type {
  ChatExchange,
  ChatStart,
  EscalationResult,
  MessageBody,
  OptionalMessage,
} from '@shared/conversations/conversations.schema';
import { CHAT_STARTUP_MESSAGES } from '@shared/conversations/conversations.limits';
import { isReusableSession, maskPersonalNumbers } from '@shared/conversations/conversation-rules';
import type { AssistantFacts } from '../assistant/replies/assistant-facts';
import type { AssistantReply } from '../assistant/family-assistant.types';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type Caller, type FamilyPrincipal, requireFamily } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { familyAssistant } from '../assistant/family-assistant';
import { familyFacts, type FamilyFacts } from './assistant-facts.service';
import { conversationNotFound, messagesByIds, toMessage, toSession } from './conversation-views';
import * as repo from './conversations.repository';
import { escalate } from './escalation.service';

const familyNotFound = () => new AppError('NOT_FOUND', { message: 'No family is linked to this account.' });
const sessionEnded = () =>
  new AppError('CONFLICT', { message: 'This conversation has ended; start a new one.' });

async function factsFor(ctx: AppContext, family: FamilyPrincipal, session: repo.SessionRow | null) {
  const facts = await familyFacts(ctx.db, family.familyId, {
    language: session?.languageCode ?? null,
    currentSessionId: session?.id ?? null,
    now: ctx.now(),
  });
  if (!facts) throw familyNotFound();
  return facts;
}

/** The signed-in family's open assistant session (404 for another family's, 409 once it ended). */
async function openSession(ctx: AppContext, familyId: string, sessionId: string) {
  const session = await repo.findFamilySession(ctx.db, familyId, sessionId);
  if (!session || session.channel !== 'ai_chatbot') throw conversationNotFound();
  if (session.sessionEnd) throw sessionEnded();
  return session;
}

/**
 * Opens the chat (spec 01 §4): reuses the family's open session begun within the last hour, else starts one in
 * the family's language; answers its newest messages (10, newest first) and whether the family chatted before.
 */
export async function startChat(ctx: AppContext, caller: Caller): Promise<ChatStart> {
  const { familyId, userId } = requireFamily(caller);
  const now = ctx.now();
  const { session, hasHistory } = await ctx.db.transaction(async (tx) => {
    await repo.lockFamilyChat(tx, familyId);
    const open = await repo.findOpenChatSession(tx, familyId);
    const history = await repo.hasHistory(tx, familyId);
    if (open && isReusableSession(open, now)) return { session: open, hasHistory: history };
    const family = await repo.familyOf(tx, familyId);
    if (!family) throw familyNotFound();
    const created = await repo.insertSession(tx, {
      audience: 'family',
      familyId,
      userId,
      languageCode: family.language,
      channel: 'ai_chatbot',
      sessionStart: now,
      lastMessageAt: now,
    });
    return { session: created, hasHistory: history };
  });
  const [messages, family] = await Promise.all([
    repo.listMessages(ctx.db, repo.ofSession(session.id), CHAT_STARTUP_MESSAGES),
    repo.familyOf(ctx.db, familyId),
  ]);
  if (!family) throw familyNotFound();
  return {
    session: toSession(session),
    messages: messages.map(toMessage),
    hasHistory,
    currentStep: family.currentStep,
    stepName: familyAssistant.stepName(
      isLanguageCode(session.languageCode) ? session.languageCode : DEFAULT_LANGUAGE,
      family.currentStep,
      family.stepName,
    ),
  };
}

/** An assistant reply as a stored message row. */
function replyRow(session: repo.SessionRow, familyId: string, reply: AssistantReply, at: Date) {
  return {
    sessionId: session.id,
    familyId,
    messageType: 'assistant' as const,
    content: reply.content,
    quickActions: reply.quickActions,
    aiModelUsed: reply.model,
    aiConfidenceScore: reply.confidence,
    intentDetected: reply.intent,
    entitiesExtracted: { missed: reply.missed },
    timestamp: at,
  };
}

function safeReply(run: () => AssistantReply, language: FamilyFacts['facts']['language']): AssistantReply {
  try {
    return run();
  } catch {
    // Spec 01 §8: the connection-trouble reply (confidence 0.1, escalates).
    return familyAssistant.connectionTrouble(language);
  }
}

const missesOf = (session: repo.SessionRow) => Number(session.finalContext?.misses ?? 0);

/**
 * A family's message (spec 01 §4, §7): stored with personal numbers masked, answered by the assistant from the
 * family's own facts, both counted on the session with its final context; an escalating answer hands the chat
 * to a person in the same transaction.
 */
export async function sendChatMessage(
  ctx: AppContext,
  caller: Caller,
  sessionId: string,
  body: MessageBody,
): Promise<ChatExchange> {
  const family = requireFamily(caller);
  const { familyId } = family;
  const session = await openSession(ctx, familyId, sessionId);
  const known = await factsFor(ctx, family, session);
  const text = maskPersonalNumbers(body.content);
  const languageSet = session.totalMessages > 0 ? session.languageCode : null;
  const replyTo = (facts: AssistantFacts, language: LanguageCode | null) =>
    safeReply(
      () => familyAssistant.reply({ text, facts, sessionLanguage: language, missesSoFar: missesOf(session) }),
      facts.language,
    );
  const first = replyTo(known.facts, languageSet);
  // A message in another language than the facts were named in: the same facts, named in it.
  const reply =
    first.language === known.facts.language ? first : replyTo(known.factsIn(first.language), first.language);
  const at = ctx.now();
  const replyAt = new Date(at.getTime() + 1);
  const result = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockSession(tx, session.id);
    if (!current || current.sessionEnd) throw sessionEnded();
    const [asked, answered] = await repo.insertMessages(tx, [
      { sessionId, familyId, messageType: 'user', authorUserId: family.userId, content: text, timestamp: at },
      replyRow(current, familyId, { ...reply, content: maskPersonalNumbers(reply.content) }, replyAt),
    ]);
    const updated = await repo.countMessages(tx, sessionId, 2, replyAt, {
      languageCode: reply.language,
      finalContext: {
        intent: reply.intent,
        confidence: reply.confidence,
        misses: missesOf(current) + (reply.missed ? 1 : 0),
      },
    });
    if (!reply.escalate) return { session: updated, ids: [asked!.id, answered!.id], followUps: [] };
    const escalated = await escalateIn(
      tx,
      caller,
      known,
      updated,
      reply.escalationReason ?? 'assistant',
      replyAt,
    );
    return { session: escalated.session, ids: [asked!.id, answered!.id], followUps: escalated.followUpIds };
  });
  const [userMessage, answer] = await messagesByIds(ctx.db, result.ids);
  return {
    userMessage: userMessage!,
    reply: answer!,
    followUps: await messagesByIds(ctx.db, result.followUps),
    session: toSession(result.session),
  };
}

function escalateIn(
  tx: Tx,
  caller: Caller,
  known: FamilyFacts,
  session: repo.SessionRow,
  reason: string,
  at: Date,
) {
  return escalate(tx, caller.actor, {
    session,
    familyId: session.familyId!,
    language: session.languageCode,
    reason,
    caseworkerId: known.caseworkerId,
    caseworkerName: known.facts.caseworkerName,
    settings: known.settings,
    at,
  });
}

/** Talk to Human: the session ends escalated, the notice and rating request follow. */
export async function talkToHuman(
  ctx: AppContext,
  caller: Caller,
  sessionId: string,
): Promise<EscalationResult> {
  const family = requireFamily(caller);
  const session = await openSession(ctx, family.familyId, sessionId);
  const known = await factsFor(ctx, family, session);
  const result = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockSession(tx, session.id);
    if (!current || current.sessionEnd) throw sessionEnded();
    return escalateIn(tx, caller, known, current, 'talk_to_human', ctx.now());
  });
  return {
    session: toSession(result.session),
    followUps: await messagesByIds(ctx.db, result.followUpIds),
  };
}

async function storeAssistantMessage(ctx: AppContext, session: repo.SessionRow, reply: AssistantReply) {
  const at = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await repo.insertMessages(tx, [replyRow(session, session.familyId!, reply, at)]);
    await repo.countMessages(tx, session.id, 1, at);
    return row!.id;
  });
  const [message] = await messagesByIds(ctx.db, [id]);
  return { message: message ?? null };
}

/** The greeting on a new chat when the family has no stored history (null otherwise). */
export async function chatGreeting(
  ctx: AppContext,
  caller: Caller,
  sessionId: string,
): Promise<OptionalMessage> {
  const family = requireFamily(caller);
  const session = await openSession(ctx, family.familyId, sessionId);
  if (await repo.hasHistory(ctx.db, family.familyId)) return { message: null };
  const known = await factsFor(ctx, family, session);
  return storeAssistantMessage(ctx, session, familyAssistant.greeting(known.facts));
}

/**
 * At most one proactive message (spec 01 §4, asked 2 s after the greeting): only on a session that holds nothing
 * but the greeting, so asking twice adds nothing.
 */
export async function chatProactive(
  ctx: AppContext,
  caller: Caller,
  sessionId: string,
): Promise<OptionalMessage> {
  const family = requireFamily(caller);
  const session = await openSession(ctx, family.familyId, sessionId);
  if (session.totalMessages !== 1) return { message: null };
  const known = await factsFor(ctx, family, session);
  const proactive = familyAssistant.proactive(known.facts, ctx.now());
  if (!proactive) return { message: null };
  return storeAssistantMessage(ctx, session, proactive);
}

/** The family rates a session 1–5 (after escalation or resolution); rating again replaces the score. */
export async function rateChat(ctx: AppContext, caller: Caller, sessionId: string, score: number) {
  const { familyId } = requireFamily(caller);
  const session = await repo.findFamilySession(ctx.db, familyId, sessionId);
  if (!session) throw conversationNotFound();
  const rated = await repo.updateSession(ctx.db, session.id, { satisfactionScore: score });
  return toSession(rated);
}
