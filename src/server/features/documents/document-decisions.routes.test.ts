import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import {
  auditLog,
  documentCounters,
  familyDocuments,
  householdMembers,
  notifications,
} from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;
let staff: string;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  const [member] = await t.db
    .insert(householdMembers)
    .values({ familyId: DEMO_FAMILY_ID, name: 'Rosa Quintero', role: 'adult' })
    .returning({ id: householdMembers.id });
  memberId = member!.id;
});
afterEach(() => {
  t.clock.now = null;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: staff } });
const review = (id: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/documents/${id}/review`,
    headers: { authorization: staff },
    payload,
  });

/** A document the family handed in, as the checklist would have made it. */
async function handedIn(values: Partial<typeof familyDocuments.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(familyDocuments)
    .values({
      familyId: DEMO_FAMILY_ID,
      documentName: 'TB Test Results',
      status: 'submitted',
      submittedAt: new Date(),
      ...values,
    })
    .returning({ id: familyDocuments.id });
  return row!.id;
}

const audits = (id: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectId, id), eq(auditLog.action, action)));

test('approving an item with a validity period sets its expiry from the approval date, audited', async () => {
  const id = await handedIn({ validityMonths: 12 });
  t.clock.now = new Date('2026-03-15T17:00:00Z');
  const approved = await review(id, { decision: 'approve' });
  expect(approved.statusCode).toBe(200);
  expect(approved.json()).toMatchObject({ status: 'approved', expiresOn: '2027-03-15', validityMonths: 12 });
  const [audit] = await audits(id, 'document.expiry_set');
  expect(audit?.details).toMatchObject({ documentName: 'TB Test Results', expiresOn: '2027-03-15' });
  expect(approved.json().history.map((h: { action: string }) => h.action)).toContain('document.expiry_set');
});

test('staff may enter the expiry date when approving; a date not after today is refused', async () => {
  const id = await handedIn({ validityMonths: 24 });
  t.clock.now = new Date('2026-05-01T09:00:00Z');
  const past = await review(id, { decision: 'approve', expiresOn: '2026-05-01' });
  expect(past.statusCode).toBe(400);
  expect(past.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    message: 'The expiry date must be after today.',
  });
  expect((await review(id, { decision: 'approve', expiresOn: '1 May' })).statusCode).toBe(400);
  const entered = await review(id, { decision: 'approve', expiresOn: '2027-01-31' });
  expect(entered.json()).toMatchObject({ status: 'approved', expiresOn: '2027-01-31' });
});

test('an item without a validity period does not expire', async () => {
  const id = await handedIn({ documentName: 'Floor Plan' });
  const approved = await review(id, { decision: 'approve' });
  expect(approved.json()).toMatchObject({ status: 'approved', expiresOn: null });
  expect(await audits(id, 'document.expiry_set')).toHaveLength(0);
});

test('a document flagged as a likely mismatch can still be approved by the API (the page asks to confirm)', async () => {
  const id = await handedIn({ mismatch: true, classification: 'proof_of_income' });
  const approved = await review(id, { decision: 'approve' });
  expect(approved.statusCode).toBe(200);
  expect(approved.json()).toMatchObject({ status: 'approved', mismatch: true });
});

test('rejecting puts a notice in the family bell in the same transaction', async () => {
  const id = await handedIn({ householdMemberId: memberId });
  const rejected = await review(id, { decision: 'reject', reason: 'The result date is not readable.' });
  expect(rejected.statusCode).toBe(200);
  const rows = await t.db.select().from(notifications).where(eq(notifications.documentId, id));
  expect(rows).toEqual([
    expect.objectContaining({
      familyId: DEMO_FAMILY_ID,
      kind: 'document_rejected',
      body: expect.stringContaining('The result date is not readable.'),
      readAt: null,
    }),
  ]);
  // A refused decision writes no notice.
  expect((await review(id, { decision: 'reject', reason: 'x' })).statusCode).toBe(400);
  expect(await t.db.select().from(notifications).where(eq(notifications.documentId, id))).toHaveLength(1);
});

test('the list names the member on every row, or the name they had when they left', async () => {
  const mine = await handedIn({ householdMemberId: memberId, documentName: 'Photo ID' });
  const former = await handedIn({ formerMemberName: 'Luis Ortega', documentName: 'Photo ID' });
  const household = await handedIn({ documentName: 'Floor Plan' });
  const listed = (await get(`/api/staff/documents?familyId=${DEMO_FAMILY_ID}&pageSize=100`)).json();
  const nameOf = (id: string) =>
    listed.items.find((item: { id: string }) => item.id === id)?.memberName as string | null;
  expect([nameOf(mine), nameOf(former), nameOf(household)]).toEqual(['Rosa Quintero', 'Luis Ortega', null]);
  expect((await get(`/api/staff/documents/${mine}`)).json().memberName).toBe('Rosa Quintero');
  const searched = (await get('/api/staff/documents?search=photo%20id&pageSize=100')).json();
  expect(searched.items.find((item: { id: string }) => item.id === former)?.memberName).toBe('Luis Ortega');
});

test('"Expiring soon" lists approved copies expiring within 60 days and expired ones, nothing else', async () => {
  const today = new Date();
  const inDays = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const soon = await handedIn({ status: 'approved', approvedAt: today, expiresOn: inDays(30) });
  const later = await handedIn({ status: 'approved', approvedAt: today, expiresOn: inDays(90) });
  const expired = await handedIn({ status: 'expired', expiresOn: inDays(-2) });
  const response = await get('/api/staff/documents?expiring=soon&pageSize=100');
  expect(response.statusCode).toBe(200);
  const ids = response.json().items.map((item: { id: string }) => item.id);
  expect(ids).toEqual(expect.arrayContaining([soon, expired]));
  expect(ids).not.toContain(later);
  for (const item of response.json().items as { status: string; expiresOn: string }[]) {
    expect(item.status === 'expired' || item.expiresOn <= inDays(60)).toBe(true);
  }
  expect((await get('/api/staff/documents?expiring=later')).statusCode).toBe(400);
});

test('the unfiltered total is what families handed in, as the counters keep it', async () => {
  await handedIn();
  const [counted] = await t.db
    .select({ n: count() })
    .from(familyDocuments)
    .where(isNotNull(familyDocuments.submittedAt));
  const [counter] = await t.db
    .select({ n: sql<number>`sum(${documentCounters.handedIn})::int` })
    .from(documentCounters);
  const listed = (await get('/api/staff/documents?pageSize=1')).json();
  expect(listed.total).toBe(counted!.n);
  expect(listed.total).toBe(counter!.n);
  const submitted = await get('/api/staff/documents?status=submitted&pageSize=100');
  expect(submitted.statusCode).toBe(200);
  expect(new Set(submitted.json().items.map((item: { status: string }) => item.status))).toEqual(
    new Set(['submitted']),
  );
});
