import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, supportRequests } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { signInFamily } from '../../testing/document-fixtures';
import { readMail } from '../../testing/read-mail';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;
let staffAuth: string;
let adminAuth: string;
let superAuth: string;

beforeAll(async () => {
  t = await createTestApp();
  staffAuth = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  adminAuth = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  superAuth = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const send = (payload: object, authorization: string | null = staffAuth) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/support-requests',
    payload,
    headers: authorization ? { authorization } : {},
  });
const overview = async (authorization = staffAuth) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/staff/support-requests', headers: { authorization } })
  ).json();

const question = {
  topic: 'how_to',
  subject: 'Approving a home study',
  message: 'Where do I record the second home visit?\nThe family is HVN-2026-0001.',
};

test('a staff member writes to support: the message is kept, e-mailed to the support address with the sender to reply to, and listed for them', async () => {
  const sent = await send(question);
  expect(sent.statusCode).toBe(201);
  expect(sent.json()).toMatchObject({
    topic: 'how_to',
    subject: 'Approving a home study',
    sentTo: 'support@haven-agency.org',
    mailedAt: null,
  });
  expect((await overview()).requests.map((r: { id: string }) => r.id)).toEqual([sent.json().id]);

  await t.app.jobs.runUntilIdle();

  const mail = await readMail(t.outboxDir, 'support@haven-agency.org');
  expect(mail.subject).toBe('[Haven support] Approving a home study');
  expect(mail.replyTo).toBe('staff@haven.demo');
  expect(mail.text).toContain('Topic: How do I…');
  expect(mail.text).toContain('Where do I record the second home visit?\nThe family is HVN-2026-0001.');
  expect((await overview()).requests[0].mailedAt).toEqual(expect.any(String));
  const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.objectId, sent.json().id));
  expect(audit).toMatchObject({ action: 'support.request_sent', objectType: 'support_request' });

  // Another staff member's list holds only their own messages.
  expect((await overview(adminAuth)).requests).toEqual([]);
});

test('messages go to the address set in System Configuration', async () => {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/staff/system/settings',
    headers: { authorization: superAuth },
    payload: {
      agencyName: 'Haven Resource Family Agency',
      intakeEmail: 'documents@haven-agency.org',
      supportEmail: 'it-help@agency.example.org',
    },
  });
  expect(saved.statusCode).toBe(200);
  expect((await overview()).supportEmail).toBe('it-help@agency.example.org');

  const sent = await send({ ...question, topic: 'access', subject: 'Cannot open Analytics' });
  expect(sent.json().sentTo).toBe('it-help@agency.example.org');
  await t.app.jobs.runUntilIdle();
  expect((await readMail(t.outboxDir, 'it-help@agency.example.org')).subject).toBe(
    '[Haven support] Cannot open Analytics',
  );
});

test('families and signed-out callers cannot write to staff support; bad messages are refused with nothing kept', async () => {
  const before = (await t.db.select().from(supportRequests)).length;
  const family = await signInFamily(t.app);
  expect((await send(question, family)).statusCode).toBe(403);
  expect((await send(question, null)).statusCode).toBe(401);
  const bad = [
    { ...question, topic: 'complaint' },
    { ...question, subject: '   ' },
    { ...question, subject: 'line\nbreak' },
    { ...question, subject: 'x'.repeat(151) },
    { ...question, message: '' },
    { ...question, message: 'bell\u0007' },
    { topic: 'other', subject: 'No message' },
  ];
  for (const body of bad) {
    const response = await send(body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
  }
  expect((await t.db.select().from(supportRequests)).length).toBe(before);
});
