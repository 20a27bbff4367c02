import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, familyDocuments, householdMembers, notifications } from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { signInFamily } from '../../testing/document-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin = '';
let family = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  family = await signInFamily(t.app);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: object, authorization = admin) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: { authorization } });
const get = (url: string, authorization: string) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization } });
const documentUrl = (documentId: string, action: 'waive' | 'reinstate') =>
  `staff/families/${DEMO_FAMILY_ID}/documents/${documentId}/${action}`;

/** The demo family's document of this name (and member, for a member's own item). */
async function demoDocument(name: string, memberName?: string) {
  const rows = await t.db
    .select({ document: familyDocuments, memberName: householdMembers.name })
    .from(familyDocuments)
    .leftJoin(householdMembers, eq(householdMembers.id, familyDocuments.householdMemberId))
    .where(and(eq(familyDocuments.familyId, DEMO_FAMILY_ID), eq(familyDocuments.documentName, name)));
  const row = rows.find((candidate) => (memberName ? candidate.memberName === memberName : true));
  if (!row) throw new Error(`no demo document ${name} ${memberName ?? ''}`);
  return row;
}

test('staff reinstate a waived item: the family is asked for it again, in the bell and the feeds, audited', async () => {
  const { document: pet } = await demoDocument('Pet Vaccination Records');
  expect(pet.status).toBe('pending');
  expect((await post(documentUrl(pet.id, 'waive'), { reason: 'The family has no pets.' })).statusCode).toBe(
    200,
  );

  const reinstated = await post(documentUrl(pet.id, 'reinstate'));
  expect(reinstated.statusCode).toBe(200);
  expect(reinstated.json()).toMatchObject({ id: pet.id, status: 'pending', waivedReason: null });
  const [row] = await t.db.select().from(familyDocuments).where(eq(familyDocuments.id, pet.id));
  expect(row).toMatchObject({ status: 'pending', waivedAt: null, waivedBy: null, waivedReason: null });

  const [audit] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'document.reinstated'), eq(auditLog.objectId, pet.id)));
  expect(audit).toMatchObject({ familyId: DEMO_FAMILY_ID, actorEmail: 'admin@haven.demo' });

  const notices = await t.db
    .select({ kind: notifications.kind, title: notifications.title })
    .from(notifications)
    .where(eq(notifications.documentId, pet.id));
  expect(notices).toEqual(
    expect.arrayContaining([
      { kind: 'document_waived', title: 'Pet Vaccination Records is no longer needed' },
      { kind: 'requirement_added', title: 'Your agency asked for Pet Vaccination Records' },
    ]),
  );

  const journey = (await get('family/journey', family)).json();
  const item = journey.steps
    .flatMap((step: { documents: { id: string }[] }) => step.documents)
    .find((document: { id: string }) => document.id === pet.id);
  expect(item).toMatchObject({ rawStatus: 'pending', waivedReason: null });
  const activity = (await get('family/activity?limit=5', family)).json();
  expect(activity[0]).toMatchObject({
    action: 'document.reinstated',
    description: expect.stringMatching(/asked the family for Pet Vaccination Records again$/),
    params: { document: 'Pet Vaccination Records' },
  });
});

test('a waived item that had been rejected comes back rejected, with its reason', async () => {
  const { document: insurance } = await demoDocument("Homeowner's or Renter's Insurance Declaration");
  expect(insurance.status).toBe('rejected');
  await post(documentUrl(insurance.id, 'waive'), { reason: 'Covered by the lease.' });
  const reinstated = await post(documentUrl(insurance.id, 'reinstate'));
  expect(reinstated.json()).toMatchObject({ status: 'rejected' });
  const [row] = await t.db.select().from(familyDocuments).where(eq(familyDocuments.id, insurance.id));
  expect(row?.rejectionReason).toBe(insurance.rejectionReason);
});

test('only a waived item can be reinstated; another family, a family user or a bad id are refused', async () => {
  const { document: approved } = await demoDocument('Resource Family Application (RFA 01A)');
  const notWaived = await post(documentUrl(approved.id, 'reinstate'));
  expect(notWaived.statusCode).toBe(409);
  expect(notWaived.json()).toMatchObject({ code: 'CONFLICT', requestId: expect.any(String) });

  const created = await post('staff/families', {
    familyName: 'Other Family',
    primaryContactName: 'Pat Other',
  });
  const otherFamily = created.json().id as string;
  const elsewhere = await post(`staff/families/${otherFamily}/documents/${approved.id}/reinstate`);
  expect(elsewhere.statusCode).toBe(404);
  expect((await post(documentUrl(approved.id, 'reinstate'), undefined, family)).statusCode).toBe(403);
  expect((await post(documentUrl('not-a-uuid', 'reinstate'))).statusCode).toBe(400);
});
