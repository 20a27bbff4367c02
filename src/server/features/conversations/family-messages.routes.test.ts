import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type {
  ChatStart,
  EscalationResult,
  InboxConversation,
  InboxList,
  NewThreadResult,
  ThreadList,
  Transcript,
} from '@shared/conversations/conversations.schema';
import { auditLog, conversationSessions, familySupportStaff } from '../../db/schema';
import { DEMO_FAMILY_ACCOUNT, DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';

/** A family writes to a person from Messages, the dashboard or its support team panel (issue 50). */
let t: TestApp;
let unassigned: Awaited<ReturnType<typeof createTestFamily>>;
const callers = { demo: '', unassigned: '', admin: '' };
let team: { userId: string; roleTitle: string }[];

beforeAll(async () => {
  t = await createTestApp();
  unassigned = await createTestFamily(t.db, { email: 'family.write@example.org', surname: 'Write' });
  callers.unassigned = (await signInFamily(t.app, 'family.write@example.org', TEST_PASSWORD)).authorization;
  callers.demo = (await signInFamily(t.app, DEMO_FAMILY_ACCOUNT.email, DEMO_PASSWORD)).authorization;
  callers.admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  team = await t.db
    .select({ userId: familySupportStaff.userId, roleTitle: familySupportStaff.roleTitle })
    .from(familySupportStaff)
    .where(eq(familySupportStaff.familyId, DEMO_FAMILY_ID))
    .orderBy(familySupportStaff.position);
});
afterAll(async () => {
  await t.close();
});

const call = (caller: keyof typeof callers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: callers[caller] }, payload });

async function write(caller: 'demo' | 'unassigned', body: object): Promise<NewThreadResult> {
  const response = await call(caller, 'POST', '/api/family/messages', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const sessionsOf = (familyId: string) =>
  t.db.select().from(conversationSessions).where(eq(conversationSessions.familyId, familyId));

test('a family with a caseworker writes from Messages: it waits in the Inbox for the caseworker, whose reply the family reads', async () => {
  const before: ThreadList = (await call('demo', 'GET', '/api/family/messages')).json();
  expect(before.recipients.map((r) => r.userId)).toEqual(team.map((m) => m.userId));
  expect(before.recipients[0]).toMatchObject({ name: 'Sarah Johnson', roleTitle: 'Caseworker' });

  const sent = await write('demo', {
    subject: 'Visit request',
    content: 'Could you visit us next week? Mornings work best.',
  });
  expect(sent.recipient).toMatchObject({ userId: team[0]!.userId, name: 'Sarah Johnson' });

  const threads: ThreadList = (await call('demo', 'GET', '/api/family/messages')).json();
  expect(threads.threads[0]).toMatchObject({
    id: sent.id,
    channel: 'caseworker',
    subject: 'Visit request',
    inboxState: 'waiting',
    caseworkerName: 'Sarah Johnson',
    lastMessage: 'Could you visit us next week? Mornings work best.',
    unread: 0,
  });

  const waiting: InboxList = (await call('admin', 'GET', '/api/staff/inbox?state=waiting')).json();
  expect(waiting.items.find((i) => i.id === sent.id)).toMatchObject({
    familyId: DEMO_FAMILY_ID,
    subject: 'Visit request',
    assignee: { id: team[0]!.userId, name: 'Sarah Johnson' },
    escalationReason: null,
    unread: 1,
  });
  expect(waiting.items.find((i) => i.id === sent.id)!.waitingSince).not.toBeNull();
  const [audit] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectId, sent.id), eq(auditLog.action, 'conversation.family_started')));
  expect(audit?.details).toEqual({ recipient: 'Sarah Johnson', subject: 'Visit request' });

  const reply = await call('admin', 'POST', `/api/staff/inbox/${sent.id}/replies`, {
    content: 'Tuesday at 10 works. See you then!',
  });
  expect(reply.statusCode, reply.body).toBe(204);
  expect((await call('demo', 'GET', '/api/family/messages/unread-count')).json()).toEqual({ unread: 1 });
  const transcript: Transcript = (await call('demo', 'GET', `/api/family/messages/${sent.id}`)).json();
  expect(transcript.thread.inboxState).toBe('open');
  expect(transcript.messages.map((m) => [m.type, m.content])).toEqual([
    ['staff', 'Tuesday at 10 works. See you then!'],
    ['user', 'Could you visit us next week? Mornings work best.'],
  ]);
});

test('a family may write to another member of its support team; the subject is optional', async () => {
  const licensing = team[1]!;
  const sent = await write('demo', { toUserId: licensing.userId, subject: '  ', content: 'A question.' });
  expect(sent.recipient).toMatchObject({ userId: licensing.userId, roleTitle: licensing.roleTitle });
  const conversation: InboxConversation = (await call('admin', 'GET', `/api/staff/inbox/${sent.id}`)).json();
  expect(conversation.conversation).toMatchObject({
    subject: null,
    state: 'waiting',
    assignee: { id: licensing.userId },
  });
});

test("a family without a caseworker writes to the agency's team: the conversation waits unassigned in the Inbox", async () => {
  const threads: ThreadList = (await call('unassigned', 'GET', '/api/family/messages')).json();
  expect(threads.recipients).toEqual([]);
  const sent = await write('unassigned', { content: 'Who is our caseworker going to be?' });
  expect(sent.recipient).toBeNull();

  const inbox: InboxList = (await call('admin', 'GET', '/api/staff/inbox?state=waiting')).json();
  expect(inbox.items.find((i) => i.id === sent.id)).toMatchObject({
    familyName: 'Write Family',
    assignee: null,
    subject: null,
  });
  const [stored] = await t.db.select().from(conversationSessions).where(eq(conversationSessions.id, sent.id));
  expect(stored).toMatchObject({ assignedTo: null, inboxState: 'waiting', channel: 'caseworker' });
});

test("a family cannot address another family's caseworker, and nothing is written", async () => {
  const before = (await sessionsOf(unassigned.family.id)).length;
  const response = await call('unassigned', 'POST', '/api/family/messages', {
    toUserId: team[0]!.userId,
    content: 'Hello Sarah',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    code: 'VALIDATION_FAILED',
    message: 'This person is no longer on your support team. Please choose someone else.',
    requestId: expect.any(String),
  });
  expect((await sessionsOf(unassigned.family.id)).length).toBe(before);

  const spanish = await t.app.inject({
    method: 'POST',
    url: '/api/family/messages',
    headers: { authorization: callers.unassigned, 'accept-language': 'es' },
    payload: { toUserId: team[0]!.userId, content: 'Hola' },
  });
  expect(spanish.json().message).toBe(
    'Esta persona ya no forma parte de su equipo de apoyo. Por favor, elija a otra persona.',
  );
});

test("a family cannot read or post into another family's conversation", async () => {
  const sent = await write('demo', { content: 'Only for our caseworker.' });
  const post = await call('unassigned', 'POST', `/api/family/messages/${sent.id}/replies`, {
    content: 'Sneaking in',
  });
  expect(post.statusCode).toBe(404);
  expect(post.json()).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
  expect((await call('unassigned', 'GET', `/api/family/messages/${sent.id}`)).statusCode).toBe(404);
  expect((await call('unassigned', 'POST', `/api/family/messages/${sent.id}/read`)).statusCode).toBe(404);
  const transcript: Transcript = (await call('demo', 'GET', `/api/family/messages/${sent.id}`)).json();
  expect(transcript.messages.map((m) => m.content)).toEqual(['Only for our caseworker.']);
});

test('staff cannot start a family conversation as a family', async () => {
  const response = await call('admin', 'POST', '/api/family/messages', { content: 'Hello' });
  expect(response.statusCode).toBe(403);
  expect(response.json().code).toBe('FORBIDDEN');
});

test('bad input is a 400 in the house error shape, and nothing is written', async () => {
  const before = (await sessionsOf(unassigned.family.id)).length;
  for (const body of [
    {},
    { content: '   \n ' },
    { content: 'x'.repeat(2001) },
    { content: 'Hi', subject: 'x'.repeat(161) },
    { content: 'Hi', subject: 'two\nlines' },
    { content: 'Hi\u0000there' },
    { content: 'Hi', subject: 'bad \ud800 text' },
    { content: 'Hi', toUserId: 'not-a-uuid' },
  ]) {
    const response = await call('unassigned', 'POST', '/api/family/messages', body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      requestId: expect.any(String),
    });
  }
  expect((await sessionsOf(unassigned.family.id)).length).toBe(before);
});

test('asking the assistant for a person names who will answer, and outside business hours promises no 5 minutes', async () => {
  const escalate = async (caller: 'demo' | 'unassigned') => {
    const { session } = (await call(caller, 'POST', '/api/family/chat/sessions')).json() as ChatStart;
    const response = await call(caller, 'POST', `/api/family/chat/sessions/${session.id}/escalate`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as EscalationResult).followUps[0]!.content;
  };
  // Wednesday 10:00 in Los Angeles: within the default business hours.
  t.clock.now = new Date('2026-03-11T17:00:00Z');
  try {
    expect(await escalate('demo')).toBe(
      'A human will be with you shortly. Sarah Johnson, your caseworker, will respond within 5 minutes.',
    );
    expect(await escalate('unassigned')).toBe(
      "A human will be with you shortly. The agency's team will respond within 5 minutes.",
    );
    // Saturday 10:00: the office opens on Monday at 8:00.
    t.clock.now = new Date('2026-03-14T17:00:00Z');
    const closed = await escalate('unassigned');
    expect(closed).toBe(
      "Our office is closed right now and opens Monday, March 16, 2026 at 8:00 AM PDT. The agency's team will read your message then and can call you back within 2 hours of opening.",
    );
  } finally {
    t.clock.now = null;
  }
});
