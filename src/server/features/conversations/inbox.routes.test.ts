import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type {
  ChatStart,
  InboxConversation,
  InboxList,
  ThreadList,
  Transcript,
} from '@shared/conversations/conversations.schema';
import { agencySettings, conversationSessions, jobs, users } from '../../db/schema';
import { DEMO_FAMILY_ACCOUNT, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, latestMail, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';
import { CONVERSATION_RETENTION_JOB } from './conversation-jobs';

let t: TestApp;
let family: Awaited<ReturnType<typeof createTestFamily>>;
const callers = { family: '', demo: '', admin: '', documentsOnly: '' };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.jobs.runUntilIdle();
  family = await createTestFamily(t.db, { email: 'family.inbox@example.org', surname: 'Inbox' });
  callers.family = (await signInFamily(t.app, 'family.inbox@example.org', TEST_PASSWORD)).authorization;
  callers.demo = (await signInFamily(t.app, DEMO_FAMILY_ACCOUNT.email, DEMO_PASSWORD)).authorization;
  callers.admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  callers.documentsOnly = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const call = (caller: keyof typeof callers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: callers[caller] }, payload });

/** The family asks for a person; returns the escalated session's id. */
async function escalatedChat(caller: 'family' | 'demo' = 'family') {
  const { session } = (await call(caller, 'POST', '/api/family/chat/sessions')).json() as ChatStart;
  await call(caller, 'POST', `/api/family/chat/sessions/${session.id}/messages`, { content: 'hello there' });
  expect((await call(caller, 'POST', `/api/family/chat/sessions/${session.id}/escalate`)).statusCode).toBe(
    200,
  );
  return session.id;
}

test('staff without manage_families get 403 from the Inbox; families too', async () => {
  for (const caller of ['documentsOnly', 'family'] as const) {
    const response = await call(caller, 'GET', '/api/staff/inbox');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  }
});

test('an escalated chat waits in the Inbox; a staff reply opens it and reaches the family as unread', async () => {
  const sessionId = await escalatedChat();
  const inbox: InboxList = (await call('admin', 'GET', '/api/staff/inbox?state=waiting')).json();
  const item = inbox.items.find((i) => i.id === sessionId);
  expect(item).toMatchObject({
    state: 'waiting',
    familyName: 'Inbox Family',
    escalationReason: 'talk_to_human',
  });
  expect(item!.waitingSince).not.toBeNull();
  expect(inbox.counts.waiting).toBeGreaterThanOrEqual(1);

  const reply = await call('admin', 'POST', `/api/staff/inbox/${sessionId}/replies`, {
    content: 'Hi, this is your caseworker.',
  });
  expect(reply.statusCode, reply.body).toBe(204);
  const conversation: InboxConversation = (
    await call('admin', 'GET', `/api/staff/inbox/${sessionId}`)
  ).json();
  expect(conversation.conversation.state).toBe('open');
  expect(conversation.conversation.firstResponseAt).not.toBeNull();
  expect(conversation.messages[0]).toMatchObject({ type: 'staff', content: 'Hi, this is your caseworker.' });

  const threads: ThreadList = (await call('family', 'GET', '/api/family/messages')).json();
  expect(threads.unread).toBe(1);
  expect((await call('family', 'GET', '/api/family/messages/unread-count')).json()).toEqual({ unread: 1 });
  const transcript: Transcript = (await call('family', 'GET', `/api/family/messages/${sessionId}`)).json();
  expect(transcript.messages[0]!.authorName).toBe('Alex Morgan');

  expect((await call('family', 'POST', `/api/family/messages/${sessionId}/read`)).statusCode).toBe(204);
  expect((await call('family', 'GET', '/api/family/messages/unread-count')).json()).toEqual({ unread: 0 });

  const answer = await call('family', 'POST', `/api/family/messages/${sessionId}/replies`, {
    content: 'Thanks!',
  });
  expect(answer.statusCode).toBe(204);
  const back: InboxConversation = (await call('admin', 'GET', `/api/staff/inbox/${sessionId}`)).json();
  expect(back.conversation.state).toBe('waiting');
  expect(back.conversation.unread).toBe(1);
});

test('a family away from Haven gets the staff reply by e-mail in its language', async () => {
  const sessionId = await escalatedChat('demo');
  await call('admin', 'POST', `/api/staff/inbox/${sessionId}/replies`, {
    content: 'Estamos revisando su caso.',
  });
  t.clock.now = new Date(Date.now() + 3 * 60 * 1000);
  try {
    await t.app.jobs.runUntilIdle();
  } finally {
    t.clock.now = null;
  }
  const mail = await latestMail(t.outboxDir, DEMO_FAMILY_ACCOUNT.email);
  expect(mail.raw).toContain('Estamos revisando su caso.');
  expect(mail.link).toBe('http://haven.test/messages');
});

test('staff reassign and resolve; resolving asks the family for a rating', async () => {
  const sessionId = await escalatedChat();
  const [jordan] = await t.db.select().from(users).where(eq(users.email, 'staff@haven.demo'));
  const assign = await call('admin', 'POST', `/api/staff/inbox/${sessionId}/assign`, { userId: jordan!.id });
  expect(assign.statusCode).toBe(204);
  const notStaff = await call('admin', 'POST', `/api/staff/inbox/${sessionId}/assign`, {
    userId: family.user.id,
  });
  expect(notStaff.statusCode).toBe(400);

  expect((await call('admin', 'POST', `/api/staff/inbox/${sessionId}/resolve`)).statusCode).toBe(204);
  const conversation: InboxConversation = (
    await call('admin', 'GET', `/api/staff/inbox/${sessionId}`)
  ).json();
  expect(conversation.conversation).toMatchObject({ state: 'resolved', assignee: { id: jordan!.id } });
  const transcript: Transcript = (await call('family', 'GET', `/api/family/messages/${sessionId}`)).json();
  expect(transcript.messages[0]).toMatchObject({ type: 'system', asksRating: true });
});

test('staff start a thread with a family from its page; it is open in the Inbox and unread in Messages', async () => {
  const started = await call('admin', 'POST', `/api/staff/families/${family.family.id}/conversations`, {
    subject: 'Home visit',
    content: 'Can we visit on Tuesday?',
  });
  expect(started.statusCode, started.body).toBe(201);
  const { id } = started.json() as { id: string };
  const threads: ThreadList = (await call('family', 'GET', '/api/family/messages')).json();
  expect(threads.threads.find((th) => th.id === id)).toMatchObject({
    channel: 'caseworker',
    subject: 'Home visit',
    unread: 1,
  });
  const mine: InboxList = (await call('admin', 'GET', '/api/staff/inbox?state=open&assigned=me')).json();
  expect(mine.items.map((i) => i.id)).toContain(id);
  expect((await call('demo', 'GET', `/api/family/messages/${id}`)).statusCode).toBe(404);
  const blank = await call('admin', 'POST', `/api/staff/families/${family.family.id}/conversations`, {
    subject: ' ',
    content: 'x',
  });
  expect(blank.statusCode).toBe(400);
});

test('the Inbox lists waiting conversations longest-waiting first, then the rest by last message, in every filter shape', async () => {
  const first = await escalatedChat();
  await escalatedChat('demo');
  const resolved = await escalatedChat();
  expect((await call('admin', 'POST', `/api/staff/inbox/${resolved}/resolve`)).statusCode).toBe(204);
  await call('admin', 'POST', `/api/staff/families/${family.family.id}/conversations`, {
    subject: 'Paperwork',
    content: 'Two forms are left.',
  });
  const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@haven.demo'));

  const all: InboxList = (await call('admin', 'GET', '/api/staff/inbox?pageSize=100')).json();
  const waiting = all.items.filter((i) => i.waitingSince !== null);
  expect(waiting.map((i) => i.id)).toContain(first);
  expect(all.items.slice(0, waiting.length)).toEqual(waiting);
  expect(waiting.map((i) => i.waitingSince)).toEqual(waiting.map((i) => i.waitingSince).sort());
  const rest = all.items.slice(waiting.length).map((i) => i.lastMessageAt);
  expect(rest).toEqual([...rest].sort().reverse());
  expect(new Set(all.items.map((i) => i.state))).toEqual(new Set(['waiting', 'open', 'resolved']));
  expect(all.counts).toEqual({
    waiting: all.items.filter((i) => i.state === 'waiting').length,
    open: all.items.filter((i) => i.state === 'open').length,
    resolved: all.items.filter((i) => i.state === 'resolved').length,
  });

  expect(all.total).toBe(all.items.length);
  for (const number of [1, 2]) {
    const page: InboxList = (await call('admin', 'GET', `/api/staff/inbox?pageSize=2&page=${number}`)).json();
    expect(page.items).toEqual(all.items.slice((number - 1) * 2, number * 2));
    expect(page).toMatchObject({ total: all.items.length, page: number, pageSize: 2 });
  }
  const past: InboxList = (await call('admin', 'GET', '/api/staff/inbox?pageSize=2&page=99')).json();
  expect(past).toMatchObject({ items: [], total: all.items.length });
  for (const state of ['waiting', 'open', 'resolved'] as const) {
    const byState: InboxList = (
      await call('admin', 'GET', `/api/staff/inbox?state=${state}&pageSize=100`)
    ).json();
    expect(byState.items).toEqual(all.items.filter((i) => i.state === state));
    expect(byState.counts).toEqual(all.counts);
    expect(byState.total).toBe(all.counts[state]);
    const second: InboxList = (
      await call('admin', 'GET', `/api/staff/inbox?state=${state}&pageSize=1&page=2`)
    ).json();
    expect(second.items).toEqual(byState.items.slice(1, 2));
  }
  const mineAll = all.items.filter((i) => i.assignee?.id === admin!.id);
  expect(mineAll.length).toBeGreaterThan(0);
  const mine: InboxList = (await call('admin', 'GET', '/api/staff/inbox?assigned=me&pageSize=100')).json();
  expect(mine.items).toEqual(mineAll);
  expect(mine.counts.open).toBe(mineAll.filter((i) => i.state === 'open').length);
});

test('the retention job deletes transcripts older than the configured days', async () => {
  const settings = await call('admin', 'GET', '/api/staff/system/chat-settings');
  expect(settings.statusCode).toBe(403);
  const superAdmin = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
  const current = await t.app.inject({
    method: 'GET',
    url: '/api/staff/system/chat-settings',
    headers: { authorization: superAdmin },
  });
  expect(current.json().timeZone).toBe('America/Los_Angeles');
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/system/chat-settings',
    headers: { authorization: superAdmin },
    payload: { ...(current.json() as object), retentionDays: 30 },
  });
  expect(saved.statusCode, saved.body).toBe(200);

  const old = await escalatedChat();
  await t.db
    .update(conversationSessions)
    .set({ sessionStart: new Date(Date.now() - 40 * 86_400_000) })
    .where(eq(conversationSessions.id, old));
  const recent = await escalatedChat();
  await t.db.insert(jobs).values({
    kind: CONVERSATION_RETENTION_JOB,
    payload: { dueAt: new Date().toISOString() },
    runAt: new Date(),
  });
  await t.app.jobs.runUntilIdle();
  const left = await t.db.select({ id: conversationSessions.id }).from(conversationSessions);
  expect(left.map((r) => r.id)).toContain(recent);
  expect(left.map((r) => r.id)).not.toContain(old);
  await t.db.delete(agencySettings).where(eq(agencySettings.key, 'chat_settings'));
});

test('a staff user created without manage_families cannot reply', async () => {
  await createStaffUser(t.db, { email: 'reader@example.org', roles: [], grant: ['view_dashboard'] });
  const reader = (await signIn(t.app, 'reader@example.org', TEST_PASSWORD)).authorization;
  const sessionId = await escalatedChat();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/staff/inbox/${sessionId}/replies`,
    headers: { authorization: reader },
    payload: { content: 'hello' },
  });
  expect(response.statusCode).toBe(403);
});
