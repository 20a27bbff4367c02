import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ChatStart } from '@shared/conversations/conversations.schema';
import { DEMO_FAMILY_ACCOUNT, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { openEventStream } from '../../testing/event-stream';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { signInFamily } from '../../testing/test-families';

/**
 * Live updates across servers: a family listens on one server, staff answer through another (on PostgreSQL two
 * connection pools, as two processes would have; on PGlite the second server shares the one database).
 */
let t: TestApp;
let other: FastifyInstance;
const base = { one: '', two: '' };

beforeAll(async () => {
  t = await createTestApp();
  other = await t.startAnotherServer();
  base.one = await t.app.listen({ host: '127.0.0.1', port: 0 });
  base.two = await other.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

test('a staff reply posted on one server reaches the family listening on the other', async () => {
  const family = (await signInFamily(t.app, DEMO_FAMILY_ACCOUNT.email, DEMO_PASSWORD)).authorization;
  const staff = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  const { session } = (
    await t.app.inject({
      method: 'POST',
      url: '/api/family/chat/sessions',
      headers: { authorization: family },
    })
  ).json() as ChatStart;
  await t.app.inject({
    method: 'POST',
    url: `/api/family/chat/sessions/${session.id}/escalate`,
    headers: { authorization: family },
  });

  const familyStream = await openEventStream(`${base.one}/api/live`, family);
  const staffStream = await openEventStream(`${base.one}/api/live`, staff);
  expect(familyStream.response.status).toBe(200);
  expect(familyStream.response.headers.get('content-type')).toContain('text/event-stream');
  try {
    const reply = await fetch(`${base.two}/api/staff/inbox/${session.id}/replies`, {
      method: 'POST',
      headers: { authorization: staff, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'I am here to help.' }),
    });
    expect(reply.status).toBe(204);
    expect(await familyStream.next('message')).toMatchObject({ type: 'message', sessionId: session.id });
    expect(await staffStream.next('message')).toMatchObject({ sessionId: session.id });
  } finally {
    familyStream.close();
    staffStream.close();
  }
});

test('live updates need a session, and staff need manage_families', async () => {
  const anonymous = await fetch(`${base.two}/api/live`);
  expect(anonymous.status).toBe(401);
  const documentsOnly = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  const refused = await fetch(`${base.two}/api/live`, { headers: { authorization: documentsOnly } });
  expect(refused.status).toBe(403);
  expect((await refused.json()).code).toBe('FORBIDDEN');
});
