import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type {
  ChatExchange,
  ChatStart,
  ChatStats,
  EscalationResult,
  History,
} from '@shared/conversations/conversations.schema';
import { checklistTextIn } from '@shared/requirements/checklist-locales';
import {
  conversationMessages,
  conversationSessions,
  familyDocuments,
  familySupportStaff,
} from '../../db/schema';
import { DEMO_FAMILY_ACCOUNT, DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let other: Awaited<ReturnType<typeof createTestFamily>>;
const callers = { demo: '', other: '', staff: '' };

beforeAll(async () => {
  t = await createTestApp();
  other = await createTestFamily(t.db, { email: 'family.chat@example.org', surname: 'Chat' });
  callers.demo = (await signInFamily(t.app, DEMO_FAMILY_ACCOUNT.email, DEMO_PASSWORD)).authorization;
  callers.other = (await signInFamily(t.app, 'family.chat@example.org', TEST_PASSWORD)).authorization;
  callers.staff = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const call = (caller: keyof typeof callers, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: callers[caller] }, payload });

async function start(caller: keyof typeof callers): Promise<ChatStart> {
  const response = await call(caller, 'POST', '/api/family/chat/sessions');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function ask(caller: keyof typeof callers, sessionId: string, content: string): Promise<ChatExchange> {
  const response = await call(caller, 'POST', `/api/family/chat/sessions/${sessionId}/messages`, { content });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The demo family's required uploads still to hand in, named in `language`. */
async function missingNames(language: 'en' | 'es') {
  const rows = await t.db
    .select({ name: familyDocuments.documentName })
    .from(familyDocuments)
    .where(
      and(
        eq(familyDocuments.familyId, DEMO_FAMILY_ID),
        eq(familyDocuments.documentType, 'upload'),
        eq(familyDocuments.required, true),
        inArray(familyDocuments.status, ['pending', 'expired']),
      ),
    );
  return rows.map((row) => checklistTextIn(language).name(row.name));
}

test('a chat reuses the open session begun within the hour and starts a new one after it', async () => {
  const first = await start('other');
  expect(first.hasHistory).toBe(false);
  expect((await start('other')).session.id).toBe(first.session.id);

  await t.db
    .update(conversationSessions)
    .set({ sessionStart: new Date(Date.now() - 61 * 60 * 1000) })
    .where(eq(conversationSessions.id, first.session.id));
  const later = await start('other');
  expect(later.session.id).not.toBe(first.session.id);
});

test('a question is stored with its answer, counted on the session, and the answer names the real missing documents in Spanish', async () => {
  const { session } = await start('demo');
  const before = session.totalMessages;
  const exchange = await ask('demo', session.id, '¿Qué documentos me faltan?');

  expect(exchange.userMessage.type).toBe('user');
  expect(exchange.reply).toMatchObject({
    type: 'assistant',
    intent: 'missing_documents',
    model: expect.any(String),
  });
  expect(exchange.reply.confidence).toBeGreaterThan(0);
  expect(exchange.session.languageCode).toBe('es');
  const names = await missingNames('es');
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(exchange.reply.content).toContain(name);
  // An item owed for two people names each of them (the demo household owes two medical reports).
  const repeated = names.filter((name, i) => names.indexOf(name) !== i);
  expect(repeated.length).toBeGreaterThan(0);
  for (const name of repeated)
    expect(
      exchange.reply.content.match(new RegExp(`${name.replace(/[()]/g, '\\$&')} — \\p{L}+`, 'gu'))?.length,
    ).toBe(names.filter((other) => other === name).length);

  const [stored] = await t.db
    .select()
    .from(conversationSessions)
    .where(eq(conversationSessions.id, session.id));
  expect(stored!.totalMessages).toBe(before + 2);
  expect(stored!.finalContext).toMatchObject({ intent: 'missing_documents' });

  const history = await call('demo', 'GET', `/api/family/chat/messages?sessionId=${session.id}&limit=10`);
  const messages = (history.json() as History).messages;
  expect(messages.slice(0, 2).map((m) => m.id)).toEqual([exchange.reply.id, exchange.userMessage.id]);
});

test('a blank message is refused and stores nothing', async () => {
  const { session } = await start('demo');
  const response = await call('demo', 'POST', `/api/family/chat/sessions/${session.id}/messages`, {
    content: '   \n ',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
  const [stored] = await t.db
    .select()
    .from(conversationSessions)
    .where(eq(conversationSessions.id, session.id));
  expect(stored!.totalMessages).toBe(session.totalMessages);
});

test('personal numbers are masked before a message is stored', async () => {
  const { session } = await start('demo');
  const exchange = await ask('demo', session.id, 'My SSN is 123-45-6789 and card 4111 1111 1111 1111');
  expect(exchange.userMessage.content).not.toContain('123-45-6789');
  expect(exchange.userMessage.content).not.toContain('4111 1111 1111 1111');
  const rows = await t.db
    .select({ content: conversationMessages.content })
    .from(conversationMessages)
    .where(eq(conversationMessages.id, exchange.userMessage.id));
  expect(rows[0]!.content).toContain('6789');
  expect(rows[0]!.content).not.toMatch(/123-45|4111 1111/);
});

test('Talk to Human ends the session escalated, waiting in the Inbox for the family caseworker, and asks for a rating', async () => {
  const { session } = await start('demo');
  const response = await call('demo', 'POST', `/api/family/chat/sessions/${session.id}/escalate`);
  expect(response.statusCode, response.body).toBe(200);
  const result: EscalationResult = response.json();
  expect(result.session).toMatchObject({ escalated: true, inboxState: 'waiting' });
  expect(result.session.sessionEnd).not.toBeNull();
  expect(result.followUps.map((m) => m.type)).toEqual(['assistant', 'system']);
  expect(result.followUps[1]!.asksRating).toBe(true);

  const [caseworker] = await t.db
    .select({ userId: familySupportStaff.userId })
    .from(familySupportStaff)
    .where(eq(familySupportStaff.familyId, DEMO_FAMILY_ID))
    .orderBy(familySupportStaff.position);
  const [stored] = await t.db
    .select()
    .from(conversationSessions)
    .where(eq(conversationSessions.id, session.id));
  expect(stored).toMatchObject({ escalationReason: 'talk_to_human', assignedTo: caseworker!.userId });
  expect(stored!.escalatedAt).not.toBeNull();

  const again = await call('demo', 'POST', `/api/family/chat/sessions/${session.id}/messages`, {
    content: 'hello',
  });
  expect(again.statusCode).toBe(409);
  expect((await start('demo')).session.id).not.toBe(session.id);

  const rated = await call('demo', 'POST', `/api/family/chat/sessions/${session.id}/rating`, { score: 4 });
  expect(rated.json()).toMatchObject({ satisfactionScore: 4 });
  const stats: ChatStats = (await call('demo', 'GET', '/api/family/chat/stats')).json();
  expect(stats.sessions).toBeGreaterThanOrEqual(2);
  // With the seeded chat the caseworker resolved, rated 5.
  expect(stats.averageSatisfaction).toBe(4.5);
  expect(stats.escalationRate).toBeGreaterThan(0);
});

test('a new chat with no history gets a greeting once', async () => {
  const family = await createTestFamily(t.db, { email: 'family.greet@example.org', surname: 'Greet' });
  const authorization = (await signInFamily(t.app, 'family.greet@example.org', TEST_PASSWORD)).authorization;
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/family/chat/sessions',
    headers: { authorization },
  });
  const { session } = opened.json() as ChatStart;
  const greet = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/family/chat/sessions/${session.id}/greeting`,
      headers: { authorization },
    });
  const first = await greet();
  expect(first.json().message).toMatchObject({ type: 'assistant', intent: 'greeting' });
  expect((await greet()).json().message).toBeNull();
  const proactive = await t.app.inject({
    method: 'POST',
    url: `/api/family/chat/sessions/${session.id}/proactive`,
    headers: { authorization },
  });
  expect(proactive.statusCode).toBe(200);
  expect(family.family.id).toBeTruthy();
});

test("another family's session answers 404 and staff cannot use the family chat", async () => {
  const { session } = await start('demo');
  const asOther = await call('other', 'POST', `/api/family/chat/sessions/${session.id}/messages`, {
    content: 'hi',
  });
  expect(asOther.statusCode).toBe(404);
  const history = await call('other', 'GET', `/api/family/chat/messages?sessionId=${session.id}`);
  expect((history.json() as History).messages).toEqual([]);
  expect((await call('other', 'GET', `/api/family/messages/${session.id}`)).statusCode).toBe(404);
  expect((await call('staff', 'POST', '/api/family/chat/sessions')).statusCode).toBe(403);
  expect(other.family.id).not.toBe(DEMO_FAMILY_ID);
});
