import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  conversationSessions,
  families,
  familyDocuments,
  IDEMPOTENCY_KEY_TTL_MS,
  idempotencyKeys,
  users,
} from '../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { multipartForm, signInFamily, textImage } from '../testing/document-fixtures';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
let superAdmin: string;
let family: string;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  superAdmin = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
  family = await signInFamily(t.app);
  photo = await textImage({ lines: ['Sample document'], width: 640, height: 300 });
});
afterAll(async () => {
  await t.close();
});

const createFamily = (familyName: string, key?: string, authorization = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/families',
    headers: { authorization, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: { familyName, primaryContactName: 'Pat Smith' },
  });
const familiesNamed = async (familyName: string) =>
  (await t.db.select({ n: count() }).from(families).where(eq(families.familyName, familyName)))[0]!.n;

test('a family created twice with the same key: the same 201 and body, marked a replay, and one family', async () => {
  const key = randomUUID();
  const first = await createFamily('Replay Family', key);
  const again = await createFamily('Replay Family', key);
  expect(first.statusCode).toBe(201);
  expect(again.statusCode).toBe(201);
  expect(again.json()).toEqual(first.json());
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  expect(await familiesNamed('Replay Family')).toBe(1);
});

test('the same key with another body is 422 and creates nothing', async () => {
  const key = randomUUID();
  expect((await createFamily('Keyed Family', key)).statusCode).toBe(201);
  const other = await createFamily('Another Keyed Family', key);
  expect(other.statusCode).toBe(422);
  expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', requestId: expect.any(String) });
  expect(await familiesNamed('Another Keyed Family')).toBe(0);
});

test('without a key, or with a new key each time, the same request creates twice', async () => {
  expect((await createFamily('Unkeyed Family')).statusCode).toBe(201);
  expect((await createFamily('Unkeyed Family')).statusCode).toBe(201);
  expect((await createFamily('Unkeyed Family', randomUUID())).statusCode).toBe(201);
  expect(await familiesNamed('Unkeyed Family')).toBe(3);
});

test('keys belong to their caller: another user’s request with the same key is its own', async () => {
  const key = randomUUID();
  expect((await createFamily('Shared Key Family', key)).statusCode).toBe(201);
  expect((await createFamily('Shared Key Family', key, superAdmin)).statusCode).toBe(201);
  expect(await familiesNamed('Shared Key Family')).toBe(2);
});

test('a key that is empty, too long or not printable ASCII is 400', async () => {
  for (const key of ['', 'x'.repeat(256), 'clé-1', 'tab\there']) {
    const response = await createFamily('Bad Key Family', key);
    expect(response.statusCode, key).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().message).toMatch(/idempotency-key/);
  }
  expect((await createFamily('Bad Key Family', 'x'.repeat(255))).statusCode).toBe(201);
  expect(await familiesNamed('Bad Key Family')).toBe(1);
});

test('a repeat while the first request still runs is 409; concurrent repeats create one family', async () => {
  const [adminUser] = await t.db.select().from(users).where(eq(users.email, 'admin@haven.demo'));
  const running = randomUUID();
  // The first request holds its key and has not answered yet (on another server, say).
  await t.db.insert(idempotencyKeys).values({
    callerId: adminUser!.id,
    key: running,
    request: 'POST /api/staff/families',
    fingerprint: null,
  });
  const repeat = await createFamily('Running Family', running);
  expect(repeat.statusCode).toBe(409);
  expect(repeat.json()).toMatchObject({
    code: 'CONFLICT',
    message:
      'Your earlier request is still being processed. Please wait a moment and check before trying again.',
  });
  expect(await familiesNamed('Running Family')).toBe(0);

  const key = randomUUID();
  const answers = await Promise.all([1, 2, 3].map(() => createFamily('Concurrent Family', key)));
  expect(await familiesNamed('Concurrent Family')).toBe(1);
  const created = answers.filter((a) => a.statusCode === 201);
  expect(created.length).toBeGreaterThanOrEqual(1);
  for (const answer of created) expect(answer.json()).toEqual(created[0]!.json());
  for (const answer of answers.filter((a) => a.statusCode !== 201)) expect(answer.statusCode).toBe(409);
});

test('a failed request keeps nothing: its key can be used again once the request is right', async () => {
  const key = randomUUID();
  const refused = await t.app.inject({
    method: 'POST',
    url: '/api/staff/families/00000000-0000-4000-8000-00000000dead/conversations',
    headers: { authorization: admin, 'idempotency-key': key },
    payload: { subject: 'Hello', content: 'A first message' },
  });
  expect(refused.statusCode).toBe(404);
  const started = (sameKey: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/families/${DEMO_FAMILY_ID}/conversations`,
      headers: { authorization: admin, 'idempotency-key': sameKey },
      payload: { subject: 'Hello', content: 'A first message' },
    });
  const threadsBefore = (await t.db.select({ n: count() }).from(conversationSessions))[0]!.n;
  const first = await started(key);
  const again = await started(key);
  expect(first.statusCode).toBe(201);
  expect(again.statusCode).toBe(201);
  expect(again.json()).toEqual(first.json());
  expect((await t.db.select({ n: count() }).from(conversationSessions))[0]!.n).toBe(threadsBefore + 1);
});

test('a key is kept 24 hours: after that the same key is a new request', async () => {
  const key = randomUUID();
  expect((await createFamily('Day Old Family', key)).statusCode).toBe(201);
  await t.db
    .update(idempotencyKeys)
    .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 60_000) })
    .where(eq(idempotencyKeys.key, key));
  expect((await createFamily('Day Old Family', key)).statusCode).toBe(201);
  expect(await familiesNamed('Day Old Family')).toBe(2);
});

test('an upload repeated with its key gets the first answer and stores one document; another file is 422', async () => {
  const upload = (key: string, bytes: Buffer) => {
    const form = multipartForm(
      { stepId: '2', documentName: 'Employer Reference Letter' },
      { name: 'letter.jpg', bytes, type: 'image/jpeg' },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/family/documents',
      payload: form.payload,
      headers: { ...form.headers, authorization: family, 'idempotency-key': key },
    });
  };
  const documents = async () =>
    (
      await t.db
        .select({ n: count() })
        .from(familyDocuments)
        .where(eq(familyDocuments.familyId, DEMO_FAMILY_ID))
    )[0]!.n;
  const before = await documents();
  const key = randomUUID();
  const first = await upload(key, photo);
  const again = await upload(key, photo);
  expect(first.statusCode).toBe(201);
  expect(again.statusCode).toBe(201);
  expect(again.body).toBe(first.body);
  expect(await documents()).toBe(before + 1);

  const otherPhoto = await textImage({ lines: ['Another document'], width: 640, height: 300 });
  const other = await upload(key, otherPhoto);
  expect(other.statusCode).toBe(422);
  expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  expect(await documents()).toBe(before + 1);
});
