import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, familyDocuments, notifications } from '../../db/schema';
import { createTestApp, latestMail, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';
import { DOCUMENT_EXPIRY_SCAN_JOB, scanDocumentExpiry } from './document-expiry.service';

let t: TestApp;
let family: Awaited<ReturnType<typeof createTestFamily>>['family'];
const EMAIL = 'family.expiry@example.org';
const docs = { fifty: '', nineteen: '', past: '', far: '', submitted: '' };

/** An item of the family as staff left it: approved (or another status) with its last valid day. */
async function documentExpiring(
  name: string,
  expiresOn: string,
  status: 'approved' | 'submitted' = 'approved',
) {
  const [row] = await t.db
    .insert(familyDocuments)
    .values({
      familyId: family.id,
      stepId: 3,
      documentName: name,
      status,
      submittedAt: new Date('2026-01-10T00:00:00Z'),
      approvedAt: status === 'approved' ? new Date('2026-01-12T00:00:00Z') : null,
      validityMonths: 12,
      expiresOn,
    })
    .returning({ id: familyDocuments.id });
  return row!.id;
}

const stateOf = async (id: string) =>
  (
    await t.db
      .select({ status: familyDocuments.status, reminderDays: familyDocuments.expiryReminderDays })
      .from(familyDocuments)
      .where(eq(familyDocuments.id, id))
  )[0];

const noticesOf = (id: string) =>
  t.db
    .select({ kind: notifications.kind, title: notifications.title })
    .from(notifications)
    .where(eq(notifications.documentId, id))
    .orderBy(notifications.createdAt);

const auditOf = (id: string) =>
  t.db
    .select({ action: auditLog.action, details: auditLog.details, actorUserId: auditLog.actorUserId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.objectId, id),
        inArray(auditLog.action, ['document.expiry_reminder_sent', 'document.expired']),
      ),
    )
    .orderBy(auditLog.at);

/** The scheduled scan at `iso`, as the server's loop runs it: enqueue what is due, run the jobs. */
async function dailyRunAt(iso: string) {
  t.clock.now = new Date(iso);
  await t.app.jobs.runDueSchedules();
  await t.app.jobs.runUntilIdle();
}

beforeAll(async () => {
  t = await createTestApp();
  // The demo seed's documents are processed first, so a test's jobs are only its own.
  await t.app.jobs.runUntilIdle();
  family = (await createTestFamily(t.db, { email: EMAIL, surname: 'Expiry' })).family;
  docs.fifty = await documentExpiring('CPR/First Aid Certificate', '2027-04-20');
  docs.nineteen = await documentExpiring('TB Test Results', '2027-03-20');
  docs.past = await documentExpiring('Pet Vaccination Records', '2027-02-27');
  docs.far = await documentExpiring('Proof of Insurance', '2027-06-30');
  docs.submitted = await documentExpiring('Physician’s Report (LIC 503)', '2027-02-01', 'submitted');
});
afterAll(async () => {
  await t.close();
});

test('the first daily scan reminds at 60 days, at 30 days when it is already that close, and expires past copies', async () => {
  await dailyRunAt('2027-03-01T10:00:00Z');

  expect(await stateOf(docs.fifty)).toEqual({ status: 'approved', reminderDays: 60 });
  expect(await noticesOf(docs.fifty)).toEqual([
    { kind: 'document_expiring', title: 'Your CPR/First Aid Certificate expires on Apr 20, 2027' },
  ]);
  expect(await auditOf(docs.fifty)).toEqual([
    {
      action: 'document.expiry_reminder_sent',
      details: { documentName: 'CPR/First Aid Certificate', expiresOn: '2027-04-20', daysAhead: 60 },
      actorUserId: null,
    },
  ]);

  // 19 days ahead and never reminded: only the 30-day reminder.
  expect(await stateOf(docs.nineteen)).toEqual({ status: 'approved', reminderDays: 30 });
  expect(await noticesOf(docs.nineteen)).toHaveLength(1);

  expect(await stateOf(docs.past)).toEqual({ status: 'expired', reminderDays: null });
  expect(await noticesOf(docs.past)).toEqual([
    { kind: 'document_expired', title: 'Your Pet Vaccination Records has expired' },
  ]);
  expect(await auditOf(docs.past)).toMatchObject([
    { action: 'document.expired', details: { expiredOn: '2027-02-27' } },
  ]);

  for (const untouched of [docs.far, docs.submitted]) {
    expect(await noticesOf(untouched)).toEqual([]);
    expect((await stateOf(untouched))!.reminderDays).toBeNull();
  }
  expect((await stateOf(docs.submitted))!.status).toBe('submitted');

  // The family reads them in its bell, and the e-mails went out with the scan's jobs.
  const { authorization } = await signInFamily(t.app, EMAIL, TEST_PASSWORD);
  const bell = await t.app.inject({
    method: 'GET',
    url: '/api/family/notifications',
    headers: { authorization },
  });
  expect(bell.json()).toMatchObject({ unreadCount: 3 });
  const mail = await latestMail(t.outboxDir, EMAIL);
  expect(mail.raw).toMatch(/expires on (Apr 20|Mar 20), 2027|has expired/);
  expect(mail.link).toMatch(/^http:\/\/haven\.test\/family\?upload=/);
});

test('running the scan again the same day, even on two servers at once, sends nothing twice', async () => {
  t.clock.now = new Date('2027-03-01T23:00:00Z');
  const approvedToday = await documentExpiring('Driver License', '2027-04-10');
  const before = await t.db.select({ id: notifications.id }).from(notifications);
  const other = await t.startAnotherServer();
  const results = await Promise.all([scanDocumentExpiry(t.app.ctx), scanDocumentExpiry(other.ctx)]);
  // Only the copy approved since the morning's run is new; one of the two servers reminds about it.
  expect(results.reduce((sum, r) => sum + r.expired + r.reminded, 0)).toBe(1);
  expect(await noticesOf(approvedToday)).toHaveLength(1);
  expect(await t.db.select({ id: notifications.id }).from(notifications)).toHaveLength(before.length + 1);
  // A schedule already run today is not enqueued again.
  expect(await t.app.jobs.runDueSchedules()).toBe(0);
});

test('a copy is still valid on its last day and expires the day after; the 30-day reminder follows the 60-day one', async () => {
  await dailyRunAt('2027-03-20T10:00:00Z');
  expect(await stateOf(docs.nineteen)).toEqual({ status: 'approved', reminderDays: 30 });
  expect(await noticesOf(docs.nineteen)).toHaveLength(1);
  expect((await stateOf(docs.fifty))!.reminderDays).toBe(60);

  await dailyRunAt('2027-03-21T10:00:00Z');
  expect((await stateOf(docs.nineteen))!.status).toBe('expired');
  expect((await noticesOf(docs.nineteen)).map((n) => n.kind)).toEqual([
    'document_expiring',
    'document_expired',
  ]);
  expect(await stateOf(docs.fifty)).toEqual({ status: 'approved', reminderDays: 30 });
  expect((await auditOf(docs.fifty)).map((a) => (a.details as { daysAhead: number }).daysAhead)).toEqual([
    60, 30,
  ]);
  expect(await noticesOf(docs.fifty)).toHaveLength(2);

  // Each reminder once: the following days add nothing until the copy expires.
  await dailyRunAt('2027-03-22T10:00:00Z');
  expect(await noticesOf(docs.fifty)).toHaveLength(2);
  await dailyRunAt('2027-04-21T10:00:00Z');
  expect((await stateOf(docs.fifty))!.status).toBe('expired');
  expect((await noticesOf(docs.fifty)).map((n) => n.kind)).toEqual([
    'document_expiring',
    'document_expiring',
    'document_expired',
  ]);
});

test('the scan is a daily schedule of its own', async () => {
  const { JOB_SCHEDULES } = await import('../../job-definitions');
  const schedule = JOB_SCHEDULES.find((s) => s.kind === DOCUMENT_EXPIRY_SCAN_JOB);
  expect(schedule?.nextAfter(new Date('2027-03-01T10:00:00Z'))).toEqual(new Date('2027-03-02T09:00:00Z'));
});
