import type { FastifyBaseLogger } from 'fastify';
import { hasPermission, PERMISSION_KEYS, type PermissionKey } from '@shared/auth/permissions';
import {
  type AskStaffAssistantBody,
  STAFF_ASSISTANT_FAILURE,
  STAFF_ASSISTANT_MODEL,
  STAFF_INTENT_PERMISSIONS,
  STAFF_INTENTS,
  StaffAnswerLinkSchema,
  type StaffAssistantExchange,
  type StaffAssistantMessage,
  type StaffAssistantSession,
  type StaffIntent,
} from '@shared/staff-assistant/staff-assistant.schema';
import { type ParsedStaffQuestion, parseStaffQuestion } from '@shared/staff-assistant/staff-question-parser';
import type { Conn } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { answerFamilyHours, answerFamilyMissing } from './family-answers';
import {
  answerDocuments,
  answerFamiliesByStep,
  answerFamiliesInStep,
  answerOverdueCourses,
  refusal,
  type StaffAnswer,
} from './staff-answers';
import * as repo from './staff-assistant.repository';

/** Spec 01 §4: an open session begun within the last hour is reused. */
const SESSION_REUSE_MS = 60 * 60 * 1000;
/** Messages of the open session the panel loads when it opens. */
const HISTORY_LIMIT = 50;
/** The confidence of the connection-trouble reply (spec 01 §8). */
const FAILURE_CONFIDENCE = 0.1;

/** Example questions, each with the intent that answers it: the help reply lists those the asker may ask. */
const EXAMPLES: readonly { intent: StaffIntent; question: string }[] = [
  { intent: 'documents_waiting_review', question: 'How many documents are waiting for review?' },
  { intent: 'documents_expiring', question: 'Which documents are expiring soon?' },
  { intent: 'documents_failed_processing', question: 'How many uploads failed processing?' },
  { intent: 'families_in_step_over_days', question: 'Which families are in step 4 for more than 30 days?' },
  { intent: 'families_by_step', question: 'How many families are in each step?' },
  { intent: 'family_missing', question: 'What is missing for the Martinez family?' },
  { intent: 'family_training_hours', question: 'How many training hours does the Martinez family have?' },
  { intent: 'overdue_required_courses', question: 'Which required courses are overdue?' },
];

const mayAsk = (granted: readonly PermissionKey[], intent: StaffIntent) => {
  const needed = STAFF_INTENT_PERMISSIONS[intent];
  return needed.length === 0 || needed.some((key) => hasPermission(granted, key));
};

function helpAnswer(granted: readonly PermissionKey[], understood: boolean): StaffAnswer {
  const examples = EXAMPLES.filter((e) => mayAsk(granted, e.intent)).map((e) => `"${e.question}"`);
  const opening = understood
    ? 'I answer questions about families, documents and training from Haven’s records.'
    : "Sorry, I didn't understand that.";
  const list =
    examples.length === 0
      ? ' Your permissions do not cover families, documents or training yet; an administrator can grant them under Permissions.'
      : ` I can answer questions like: ${examples.join(', ')}.`;
  return { content: `${opening}${list}`, links: [] };
}

async function answer(
  db: Conn,
  granted: readonly PermissionKey[],
  parsed: ParsedStaffQuestion,
  now: Date,
): Promise<StaffAnswer> {
  const { intent, entities } = parsed;
  if (!mayAsk(granted, intent)) return refusal(intent);
  switch (intent) {
    case 'documents_waiting_review':
    case 'documents_failed_processing':
    case 'documents_expiring':
      return answerDocuments(db, granted, intent, now);
    case 'families_in_step_over_days':
      return answerFamiliesInStep(db, granted, entities.step ?? 1, entities.days ?? 0, now);
    case 'families_by_step':
      return answerFamiliesByStep(db, granted, entities.step);
    case 'family_missing':
      return answerFamilyMissing(db, granted, entities.familyName);
    case 'family_training_hours':
      return answerFamilyHours(db, granted, entities.familyName);
    case 'overdue_required_courses':
      return answerOverdueCourses(db, granted, now);
    case 'help':
      return helpAnswer(granted, true);
    case 'unknown':
      return helpAnswer(granted, false);
  }
}

const isIntent = (value: string | null): value is StaffIntent =>
  value !== null && (STAFF_INTENTS as readonly string[]).includes(value);

function messageOf(row: repo.StaffMessageRow): StaffAssistantMessage {
  const links = StaffAnswerLinkSchema.array().safeParse(row.contextSnapshot?.links);
  const assistant = row.messageType === 'assistant';
  return {
    id: row.id,
    role: assistant ? 'assistant' : 'user',
    content: row.content,
    at: row.timestamp.toISOString(),
    intent: assistant && isIntent(row.intentDetected) ? row.intentDetected : null,
    confidence: assistant ? row.aiConfidenceScore : null,
    model: assistant ? row.aiModelUsed : null,
    links: links.success ? links.data : [],
  };
}

/** Any approved staff member: every staff route's audience holds at least one permission. */
const requireStaff = (caller: Caller) => requireStaffPermission(caller, ...PERMISSION_KEYS);

/**
 * Answers a staff question within the asker's permissions and stores both messages in the asker's staff
 * session (reused when begun within the hour). A question the asker may not see is refused before any read.
 */
export async function askStaffAssistant(
  ctx: AppContext,
  caller: Caller,
  body: AskStaffAssistantBody,
  log: FastifyBaseLogger,
): Promise<StaffAssistantExchange> {
  const staff = requireStaff(caller);
  const now = ctx.now();
  const parsed = parseStaffQuestion(body.question);
  let reply: StaffAnswer;
  let confidence = parsed.confidence;
  try {
    reply = await answer(ctx.db, staff.permissions, parsed, now);
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error, intent: parsed.intent }, 'staff assistant could not answer');
    reply = { content: STAFF_ASSISTANT_FAILURE, links: [] };
    confidence = FAILURE_CONFIDENCE;
  }
  return ctx.db.transaction(async (tx) => {
    const open = await repo.findOpenSession(tx, staff.userId, new Date(now.getTime() - SESSION_REUSE_MS));
    const session = open ?? (await repo.insertSession(tx, staff.userId, now));
    const [question, answered] = await repo.appendMessages(
      tx,
      session.id,
      staff.userId,
      [
        { messageType: 'user', content: body.question, timestamp: now },
        {
          messageType: 'assistant',
          content: reply.content,
          // The answer follows its question in time, so history sorts them in order.
          timestamp: new Date(now.getTime() + 1),
          contextSnapshot: { links: reply.links },
          aiModelUsed: STAFF_ASSISTANT_MODEL,
          aiConfidenceScore: confidence,
          intentDetected: parsed.intent,
          entitiesExtracted: { ...parsed.entities },
        },
      ],
      now,
    );
    if (!question || !answered) throw new Error('the staff exchange was not stored');
    return { sessionId: session.id, question: messageOf(question), answer: messageOf(answered) };
  });
}

/** The asker's own open session and its messages (none when no session was begun within the hour). */
export async function getStaffAssistantSession(
  ctx: AppContext,
  caller: Caller,
): Promise<StaffAssistantSession> {
  const staff = requireStaff(caller);
  const open = await repo.findOpenSession(
    ctx.db,
    staff.userId,
    new Date(ctx.now().getTime() - SESSION_REUSE_MS),
  );
  if (!open) return { sessionId: null, messages: [] };
  const rows = await repo.sessionMessages(ctx.db, open.id, staff.userId, HISTORY_LIMIT);
  return { sessionId: open.id, messages: rows.map(messageOf) };
}
