import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { NotificationList } from '@shared/notifications/notifications.schema';
import { families, familyDocuments, jobs } from '../../db/schema';
import { DEMO_FAMILY_ACCOUNT, DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, latestMail, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';
import { NOTICE_EMAIL_JOB, notifyFamily, type FamilyNotice } from './notify-family';

let t: TestApp;
let b: Awaited<ReturnType<typeof createTestFamily>>;
const callers = { demo: '', b: '', staff: '' };

beforeAll(async () => {
  t = await createTestApp();
  // The demo seed's documents are processed first, so a test's jobs are only its own.
  await t.app.jobs.runUntilIdle();
  b = await createTestFamily(t.db, { email: 'family.bell@example.org', surname: 'Bell' });
  await t.db
    .update(families)
    .set({ primaryContactEmail: 'contact.bell@example.org' })
    .where(eq(families.id, b.family.id));
  callers.demo = (await signInFamily(t.app, DEMO_FAMILY_ACCOUNT.email, DEMO_PASSWORD)).authorization;
  callers.b = (await signInFamily(t.app, 'family.bell@example.org', TEST_PASSWORD)).authorization;
  callers.staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const call = (caller: keyof typeof callers, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: { authorization: callers[caller] } });

async function bellOf(caller: keyof typeof callers): Promise<NotificationList> {
  const response = await call(caller, 'GET', '/api/family/notifications');
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A document of the family, by name. */
async function documentOf(familyId: string, name: string) {
  const [row] = await t.db
    .select({ id: familyDocuments.id })
    .from(familyDocuments)
    .where(and(eq(familyDocuments.familyId, familyId), eq(familyDocuments.documentName, name)));
  return row!.id;
}

/** Sends notices as a feature's change does: in its transaction, at the app's time. */
const notify = (...notices: FamilyNotice[]) =>
  t.db.transaction(async (tx) => {
    for (const notice of notices) await notifyFamily(tx, notice, new Date());
  });

test('a rejection shows in the family’s bell and is e-mailed to its portal users and its primary contact', async () => {
  const documentId = await documentOf(b.family.id, 'Government-Issued Photo ID');
  await notify({
    familyId: b.family.id,
    kind: 'document_rejected',
    documentId,
    documentName: 'Government-Issued Photo ID',
    reason: 'The photo is too blurry to read.',
  });

  const bell = await bellOf('b');
  expect(bell.unreadCount).toBe(1);
  expect(bell.items).toEqual([
    expect.objectContaining({
      kind: 'document_rejected',
      title: "Pat Bell's Government-Issued Photo ID was rejected",
      body: 'Reason: The photo is too blurry to read.',
      link: `/family?upload=${documentId}`,
      documentId,
      read: false,
    }),
  ]);

  const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, NOTICE_EMAIL_JOB));
  expect(job).toMatchObject({ status: 'queued', payload: { notificationId: bell.items[0]!.id } });
  expect(await t.app.jobs.runUntilIdle()).toBeGreaterThanOrEqual(1);
  for (const to of ['family.bell@example.org', 'contact.bell@example.org']) {
    const mail = await latestMail(t.outboxDir, to);
    expect(mail.raw).toContain("Subject: Pat Bell's Government-Issued Photo ID was rejected");
    expect(mail.raw).toContain("Pat Bell's Government-Issued Photo ID was rejected.");
    expect(mail.raw).toContain('Reason: The photo is too blurry to read.');
    expect(mail.link).toBe(`http://haven.test/family?upload=${documentId}`);
  }
  expect((await latestMail(t.outboxDir, 'contact.bell@example.org')).raw).toContain('Hello Pat Bell,');
});

test('a waiver shows in the bell but is not e-mailed', async () => {
  const documentId = await documentOf(b.family.id, 'Employer Reference Letter');
  const before = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, NOTICE_EMAIL_JOB));
  await notify({
    familyId: b.family.id,
    kind: 'document_waived',
    documentId,
    documentName: 'Employer Reference Letter',
    reason: 'Self-employed; tax returns instead.',
  });
  const after = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, NOTICE_EMAIL_JOB));
  expect(after).toHaveLength(before.length);
  const [newest] = (await bellOf('b')).items;
  expect(newest).toMatchObject({
    title: 'Employer Reference Letter is no longer needed',
    body: 'Reason: Self-employed; tax returns instead.',
    link: '/family',
  });
});

test('the bell lists the newest 20, newest first, and counts every unread one', async () => {
  const [householdItem] = await t.db
    .select({ id: familyDocuments.id })
    .from(familyDocuments)
    .where(and(eq(familyDocuments.familyId, DEMO_FAMILY_ID), isNull(familyDocuments.householdMemberId)))
    .limit(1);
  const documentId = householdItem!.id;
  const notices = Array.from({ length: 22 }, (_, i) => ({
    familyId: DEMO_FAMILY_ID,
    kind: 'document_expiring' as const,
    documentId,
    documentName: `Certificate ${i}`,
    expiresOn: '2027-01-05',
  }));
  for (const [i, notice] of notices.entries()) {
    await t.db.transaction((tx) => notifyFamily(tx, notice, new Date(Date.UTC(2026, 10, 1, 0, i))));
  }
  const bell = await bellOf('demo');
  expect(bell.unreadCount).toBe(22);
  expect(bell.items).toHaveLength(20);
  expect(bell.items[0]!.title).toBe('Your Certificate 21 expires on Jan 5, 2027');
  expect(bell.items[19]!.title).toBe('Your Certificate 2 expires on Jan 5, 2027');
});

test('marking one read, then all, lowers the unread count; marking again changes nothing', async () => {
  const before = await bellOf('demo');
  const first = before.items[0]!;
  expect((await call('demo', 'POST', `/api/family/notifications/${first.id}/read`)).statusCode).toBe(204);
  const afterOne = await bellOf('demo');
  expect(afterOne.unreadCount).toBe(before.unreadCount - 1);
  expect(afterOne.items[0]).toMatchObject({ id: first.id, read: true });
  expect((await call('demo', 'POST', `/api/family/notifications/${first.id}/read`)).statusCode).toBe(204);
  expect((await bellOf('demo')).unreadCount).toBe(afterOne.unreadCount);

  expect((await call('demo', 'POST', '/api/family/notifications/read-all')).statusCode).toBe(204);
  const afterAll = await bellOf('demo');
  expect(afterAll.unreadCount).toBe(0);
  expect(afterAll.items.every((item) => item.read)).toBe(true);
  // The other family's notices stay unread.
  expect((await bellOf('b')).unreadCount).toBe(2);
});

test('a family never sees or marks another family’s notifications', async () => {
  const bellB = await bellOf('b');
  const demoBell = await bellOf('demo');
  const idsB = bellB.items.map((item) => item.id);
  expect(demoBell.items.some((item) => idsB.includes(item.id))).toBe(false);
  expect(JSON.stringify(demoBell)).not.toContain('Pat Bell');

  const response = await call('demo', 'POST', `/api/family/notifications/${idsB[0]}/read`);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  expect((await bellOf('b')).items.find((item) => item.id === idsB[0])).toMatchObject({ read: false });
});

test('a malformed id is a 400 and staff are refused the family bell', async () => {
  const bad = await call('demo', 'POST', '/api/family/notifications/not-a-uuid/read');
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ code: expect.any(String), requestId: expect.any(String) });
  expect((await call('staff', 'GET', '/api/family/notifications')).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/api/family/notifications' })).statusCode).toBe(401);
});
