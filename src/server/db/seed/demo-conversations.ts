import { eq } from 'drizzle-orm';
import { FAMILY_ASSISTANT_MODEL, type FamilyIntent } from '../../../shared/assistant/assistant-intents';
import type { LanguageCode } from '../../../shared/i18n/languages';
import type { Tx } from '../client';
import { conversationMessages, conversationSessions, families, users } from '../schema';
import type { SeedClock } from './clock';
import { DEMO_FAMILY_CASE_NUMBER } from './demo-accounts';
import type { DemoStaffIds } from './demo-staff';
import type { AuditWriter, SeedActor } from './seed-types';

const MINUTE_MS = 60_000;

/** One question to the assistant and its answer, as the chat stores them. */
interface Exchange {
  ask: string;
  answer: string;
  intent: FamilyIntent;
  confidence: number;
}

interface DemoChat {
  caseNumber: string;
  language: LanguageCode;
  daysAgo: number;
  exchanges: readonly Exchange[];
  /** Talk to Human after the last exchange: the caseworker answers, then resolves it and the family rates it. */
  handedToCaseworker?: { notice: string; reply: string; repliedAfterMinutes: number; rating: number };
}

const RATING_REQUEST = 'How did I do? Please rate this conversation from 1 (poor) to 5 (excellent).';

/** A few family chats with the assistant (English and Spanish), one handed to the caseworker and resolved. */
const DEMO_CHATS: readonly DemoChat[] = [
  {
    caseNumber: DEMO_FAMILY_CASE_NUMBER,
    language: 'en',
    daysAgo: 12,
    exchanges: [
      {
        ask: 'What documents am I still missing?',
        answer: 'You still need to send 2 documents: Proof of Income and TB Test Results.',
        intent: 'missing_documents',
        confidence: 0.93,
      },
      {
        ask: 'How do I upload a photo of my pay stub?',
        answer: 'Tap Open Scanner, take a photo of each page in good light, then tap Submit.',
        intent: 'upload_help',
        confidence: 0.88,
      },
    ],
  },
  {
    caseNumber: DEMO_FAMILY_CASE_NUMBER,
    language: 'en',
    daysAgo: 5,
    exchanges: [
      {
        ask: 'When is my next home visit?',
        answer: 'Your next appointment is a Home Visit in 6 days at the Martinez home.',
        intent: 'appointments',
        confidence: 0.91,
      },
      {
        ask: 'Can I talk to my caseworker about the insurance page?',
        answer: 'Of course. I am connecting you with your caseworker.',
        intent: 'talk_to_human',
        confidence: 0.95,
      },
    ],
    handedToCaseworker: {
      notice: 'A human will be with you shortly. A caseworker will respond within 5 minutes.',
      reply:
        'Hi Maria, the declarations page was cut off. Upload all pages of the policy and I will review it the same day.',
      repliedAfterMinutes: 3,
      rating: 5,
    },
  },
  {
    caseNumber: 'HVN-2026-0003',
    language: 'es',
    daysAgo: 8,
    exchanges: [
      {
        ask: 'Hola',
        answer: '¡Hola, Ana! Soy su asistente de cuidado de crianza. Usted está en el paso 2 de 8: Discover.',
        intent: 'greeting',
        confidence: 0.97,
      },
      {
        ask: '¿En qué paso estoy y qué sigue?',
        answer: 'Está en el paso 2 de 8: Discover. Para avanzar, envíe sus referencias personales.',
        intent: 'journey_step',
        confidence: 0.86,
      },
    ],
  },
  {
    caseNumber: 'HVN-2026-0003',
    language: 'es',
    daysAgo: 2,
    exchanges: [
      {
        ask: '¿Qué documentos me faltan?',
        answer: 'Todavía le falta enviar 2 documentos: Personal References (3) y Employer Reference Letter.',
        intent: 'missing_documents',
        confidence: 0.9,
      },
      {
        ask: '¿Cuántas horas de capacitación tengo?',
        answer: 'Tiene 5 de 40 horas de capacitación completadas.',
        intent: 'training',
        confidence: 0.84,
      },
    ],
  },
];

/**
 * Stores the demo's assistant chats the way the family chat does (questions, answers with intent, confidence
 * and model; a hand-off's notice and rating request; the caseworker's reply), with the audit rows of the
 * hand-off, the reply and the resolution.
 */
export async function seedDemoConversations(
  tx: Tx,
  clock: SeedClock,
  writeAudit: AuditWriter,
  staff: DemoStaffIds,
): Promise<void> {
  const caseworker = staff.supportTeam[0];
  const caseworkerEmail = [...staff.byEmail].find(([, id]) => id === caseworker?.userId)?.[0] ?? null;
  if (!caseworker || !caseworkerEmail) throw new Error('the demo family has no caseworker');
  const caseworkerActor: SeedActor = {
    userId: caseworker.userId,
    email: caseworkerEmail,
    ip: null,
    userAgent: null,
  };
  for (const chat of DEMO_CHATS) {
    const [family] = await tx
      .select({ id: families.id, userId: users.id, email: users.email })
      .from(families)
      .leftJoin(users, eq(users.familyId, families.id))
      .where(eq(families.caseNumber, chat.caseNumber))
      .limit(1);
    if (!family) throw new Error(`demo family ${chat.caseNumber} missing`);
    const familyActor: SeedActor = { userId: family.userId, email: family.email, ip: null, userAgent: null };
    await seedChat(tx, writeAudit, clock.at(-chat.daysAgo), chat, {
      familyId: family.id,
      familyActor,
      caseworkerActor,
    });
  }
}

async function seedChat(
  tx: Tx,
  writeAudit: AuditWriter,
  start: Date,
  chat: DemoChat,
  who: { familyId: string; familyActor: SeedActor; caseworkerActor: SeedActor },
) {
  const { familyId, familyActor, caseworkerActor } = who;
  const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE_MS);
  const messages: Omit<typeof conversationMessages.$inferInsert, 'sessionId'>[] = chat.exchanges.flatMap(
    (exchange, index) => [
      {
        familyId,
        messageType: 'user' as const,
        authorUserId: familyActor.userId,
        content: exchange.ask,
        timestamp: at(index),
      },
      {
        familyId,
        messageType: 'assistant' as const,
        content: exchange.answer,
        aiModelUsed: FAMILY_ASSISTANT_MODEL,
        aiConfidenceScore: exchange.confidence,
        intentDetected: exchange.intent,
        entitiesExtracted: { missed: false },
        timestamp: new Date(at(index).getTime() + 1),
      },
    ],
  );
  const last = chat.exchanges.at(-1);
  const chatEnd = at(chat.exchanges.length);
  const handOff = chat.handedToCaseworker;
  const escalatedAt = new Date(at(chat.exchanges.length - 1).getTime() + 1);
  const repliedAt = handOff ? at(chat.exchanges.length - 1 + handOff.repliedAfterMinutes) : null;
  const resolvedAt = repliedAt ? new Date(repliedAt.getTime() + 10 * MINUTE_MS) : null;
  if (handOff && repliedAt && resolvedAt) {
    messages.push(
      {
        familyId,
        messageType: 'assistant',
        content: handOff.notice,
        timestamp: new Date(escalatedAt.getTime() + 1),
        entitiesExtracted: { kind: 'escalation_notice', withinBusinessHours: true },
      },
      {
        familyId,
        messageType: 'system',
        content: RATING_REQUEST,
        timestamp: new Date(escalatedAt.getTime() + 2),
        entitiesExtracted: { kind: 'rating_request' },
      },
      {
        familyId,
        messageType: 'staff',
        authorUserId: caseworkerActor.userId,
        content: handOff.reply,
        timestamp: repliedAt,
      },
      {
        familyId,
        messageType: 'system',
        content: RATING_REQUEST,
        timestamp: resolvedAt,
        entitiesExtracted: { kind: 'rating_request' },
      },
    );
  }
  const lastMessageAt = messages.reduce(
    (latest, m) => (m.timestamp && m.timestamp > latest ? m.timestamp : latest),
    start,
  );
  const [session] = await tx
    .insert(conversationSessions)
    .values({
      audience: 'family',
      familyId,
      userId: familyActor.userId,
      languageCode: chat.language,
      channel: 'ai_chatbot',
      sessionStart: start,
      sessionEnd: handOff ? new Date(escalatedAt.getTime() + 1) : chatEnd,
      totalMessages: messages.length,
      finalContext: last ? { intent: last.intent, confidence: last.confidence, misses: 0 } : null,
      lastMessageAt,
      createdAt: start,
      ...(handOff && repliedAt && resolvedAt
        ? {
            escalated: true,
            escalationReason: 'requested',
            inboxState: 'resolved' as const,
            assignedTo: caseworkerActor.userId,
            escalatedAt,
            firstResponseAt: repliedAt,
            resolvedAt,
            satisfactionScore: handOff.rating,
            familyReadAt: resolvedAt,
            staffReadAt: resolvedAt,
          }
        : { familyReadAt: lastMessageAt }),
    })
    .returning({ id: conversationSessions.id });
  if (!session) throw new Error('could not create a demo conversation');
  await tx.insert(conversationMessages).values(messages.map((m) => ({ ...m, sessionId: session.id })));
  if (!handOff || !repliedAt || !resolvedAt) return;
  const subject = { objectType: 'conversation', objectId: session.id, familyId } as const;
  await writeAudit(tx, familyActor, {
    action: 'conversation.escalated',
    ...subject,
    at: escalatedAt,
    details: { reason: 'requested' },
  });
  await writeAudit(tx, caseworkerActor, { action: 'conversation.staff_replied', ...subject, at: repliedAt });
  await writeAudit(tx, caseworkerActor, { action: 'conversation.resolved', ...subject, at: resolvedAt });
}
