import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type {
  StaffAssistantExchange,
  StaffAssistantSession,
} from '@shared/staff-assistant/staff-assistant.schema';
import { conversationMessages, conversationSessions } from '../../db/schema';
import { DEMO_PASSWORD, DEMO_FAMILY_ACCOUNT } from '../../db/seed/demo-accounts';
import { signInFamily } from '../../testing/test-families';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let admin: string;
let adminId: string;
/** Dashboard only: may ask, may not see documents, families or training. */
let viewer: string;
let viewerId: string;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD);
  admin = signedIn.authorization;
  adminId = (await t.app.inject({ url: '/api/auth/me', headers: { authorization: admin } })).json().user.id;
  viewerId = (await createStaffUser(t.db, { email: 'viewer@example.org', roles: ['staff'] })).id;
  viewer = (await signIn(t.app, 'viewer@example.org', TEST_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const post = (question: unknown, authorization: string | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/assistant/messages',
    headers: authorization ? { authorization } : {},
    payload: { question },
  });

async function ask(question: string, authorization = admin): Promise<StaffAssistantExchange> {
  const response = await post(question, authorization);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function session(authorization: string): Promise<StaffAssistantSession> {
  const response = await t.app.inject({ url: '/api/staff/assistant/session', headers: { authorization } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Moves the app's clock (null: real time) and signs the admin in again, as access tokens last an hour. */
async function at(time: Date | null) {
  t.clock.now = time;
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
}

const storedMessages = async () =>
  (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(conversationMessages))[0]?.n ?? 0;

test('a question the asker may not see is refused politely, naming the permission, without any figure', async () => {
  const documents = await ask('How many documents are waiting for review?', viewer);
  expect(documents.answer.content).toBe(
    "Sorry, I can't answer that for you: it needs the Manage Documents permission. An administrator can grant it under Permissions.",
  );
  expect(documents.answer.links).toEqual([]);

  const family = await ask('what is missing for the Martinez family', viewer);
  expect(family.answer.content).toContain('the Manage Families permission');
  expect(family.answer.content).not.toMatch(/\d|Martinez Family \(/);

  const training = await ask('which required courses are overdue', viewer);
  expect(training.answer.content).toContain('the Assign Courses or Manage Courses permission');

  const help = await ask('help', viewer);
  expect(help.answer.content).toContain('Your permissions do not cover families, documents or training yet');
});

test('each exchange is stored in the asker’s staff session, reused within the hour and new after it', async () => {
  // Three hours ago, so that the sessions begun here are long closed for the tests after this one.
  const start = Date.now() - 3 * 60 * 60 * 1000;
  const minutesIn = (minutes: number) => new Date(start + minutes * 60 * 1000);
  await at(minutesIn(0));
  const first = await ask('how many families are in each step');
  await at(minutesIn(50));
  const second = await ask('How many documents are waiting for review?');
  expect(second.sessionId).toBe(first.sessionId);

  const [stored] = await t.db
    .select()
    .from(conversationSessions)
    .where(eq(conversationSessions.id, first.sessionId));
  expect(stored).toMatchObject({
    audience: 'staff',
    userId: adminId,
    familyId: null,
    channel: 'ai_chatbot',
    totalMessages: 4,
    sessionEnd: null,
  });
  const messages = await t.db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.sessionId, first.sessionId))
    .orderBy(conversationMessages.timestamp);
  expect(messages.map((m) => m.messageType)).toEqual(['user', 'assistant', 'user', 'assistant']);
  expect(messages.every((m) => m.authorUserId === adminId && m.familyId === null)).toBe(true);
  expect(messages[3]).toMatchObject({
    aiModelUsed: 'haven-staff-rules-1',
    intentDetected: 'documents_waiting_review',
    quickActions: null,
  });
  expect(messages[3]?.aiConfidenceScore).toBeGreaterThan(0.8);

  await at(minutesIn(61));
  const later = await ask('help');
  expect(later.sessionId).not.toBe(first.sessionId);
  await at(null);
});

test('the open session’s history is the asker’s own, in order, with each answer’s intent, confidence and model', async () => {
  const mine = await ask('what is missing for the Martinez family');
  const theirs = await ask('help', viewer);
  expect(theirs.sessionId).not.toBe(mine.sessionId);

  const history = await session(admin);
  expect(history.sessionId).toBe(mine.sessionId);
  expect(history.messages.at(-2)).toEqual(mine.question);
  expect(history.messages.at(-1)).toEqual(mine.answer);
  expect(history.messages.at(-1)?.links.map((l) => l.label)).toEqual([
    'Family Dashboard',
    'Assign Documents',
    'Assign Training',
  ]);
  expect(history.messages.some((m) => m.id === theirs.answer.id)).toBe(false);

  const viewerHistory = await session(viewer);
  expect(viewerHistory.messages.map((m) => m.id)).not.toContain(mine.answer.id);
  expect(viewerHistory.messages.every((m) => m.content !== mine.answer.content)).toBe(true);
  const [viewerSession] = await t.db
    .select({ userId: conversationSessions.userId })
    .from(conversationSessions)
    .where(eq(conversationSessions.id, viewerHistory.sessionId!));
  expect(viewerSession?.userId).toBe(viewerId);
});

test('a blank, too long or non-text question is a 400 and nothing is stored', async () => {
  const before = await storedMessages();
  for (const question of ['', '   \n ', 'x'.repeat(501), 42, 'null \u0000 byte']) {
    const response = await post(question);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
  }
  expect((await post('x'.repeat(500))).statusCode).toBe(200);
  expect(await storedMessages()).toBe(before + 2);
});

test('only signed-in staff may ask: no token is a 401, a family a 403', async () => {
  expect((await post('help', null)).statusCode).toBe(401);
  const family = (await signInFamily(t.app, DEMO_FAMILY_ACCOUNT.email, DEMO_PASSWORD)).authorization;
  expect((await post('help', family)).statusCode).toBe(403);
  expect(
    (await t.app.inject({ url: '/api/staff/assistant/session', headers: { authorization: family } }))
      .statusCode,
  ).toBe(403);
});
