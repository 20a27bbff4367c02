import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { daysAfter, expiryDate } from '@shared/documents/expiry';
import { auditLog, familyDocuments, notifications } from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { multipartForm, signInFamily, storedKeys, textImage } from '../../testing/document-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { scanDocumentExpiry } from '../document-expiry/document-expiry.service';

let t: TestApp;
let family = '';
let staff = '';
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  family = await signInFamily(t.app);
  staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  photo = await textImage({ lines: ['Certificate'], width: 640, height: 300 });
});
afterAll(async () => {
  await t.close();
});

/** The demo family's one document of this name. */
async function slot(name: string) {
  const [row] = await t.db
    .select()
    .from(familyDocuments)
    .where(and(eq(familyDocuments.familyId, DEMO_FAMILY_ID), eq(familyDocuments.documentName, name)));
  if (!row) throw new Error(`no ${name}`);
  return row;
}

/** The upload dialog's request for one slot, with the expiry date the family entered (if any). */
function upload(
  document: { id: string; stepId: number; documentName: string },
  expiresOn: string | undefined,
  language = 'en',
) {
  const form = multipartForm(
    {
      stepId: String(document.stepId),
      documentName: document.documentName,
      documentId: document.id,
      ...(expiresOn === undefined ? {} : { expiresOn }),
    },
    { name: 'certificate.jpg', bytes: photo },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/family/documents',
    payload: form.payload,
    headers: { ...form.headers, authorization: family, 'accept-language': language },
  });
}

const staffGet = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: staff } });
const approve = (documentId: string, payload: object = { decision: 'approve' }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/documents/${documentId}/review`,
    headers: { authorization: staff },
    payload,
  });

test('the family enters the expiry date printed on a copy; the scan leaves the handed-in copy alone; approval keeps the date', async () => {
  const pet = await slot('Pet Vaccination Records');
  expect(pet.validityMonths).toBe(12);
  const soon = daysAfter(new Date(), 20);
  const uploaded = await upload(pet, soon);
  expect(uploaded.statusCode).toBe(201);
  expect(uploaded.json().document).toMatchObject({ id: pet.id, status: 'submitted', expiresOn: soon });
  const [audit] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'document.expiry_set'), eq(auditLog.objectId, pet.id)));
  expect(audit).toMatchObject({
    actorEmail: 'family@haven.demo',
    details: { documentName: 'Pet Vaccination Records', expiresOn: soon },
  });

  // Handed in, not yet approved: no reminder, not "Expiring soon", not expired.
  await scanDocumentExpiry(t.app.ctx);
  expect(await t.db.select().from(notifications).where(eq(notifications.documentId, pet.id))).toEqual([]);
  const expiring = (await staffGet('/api/staff/documents?expiring=soon&pageSize=100')).json();
  expect(expiring.items.map((item: { id: string }) => item.id)).not.toContain(pet.id);
  expect((await staffGet(`/api/staff/documents/${pet.id}`)).json()).toMatchObject({
    status: 'submitted',
    expiresOn: soon,
  });

  const approved = await approve(pet.id);
  expect(approved.statusCode).toBe(200);
  expect(approved.json()).toMatchObject({ status: 'approved', expiresOn: soon });
  const journey = (
    await t.app.inject({ method: 'GET', url: '/api/family/journey', headers: { authorization: family } })
  ).json();
  const item = journey.steps[3].documents.find((document: { id: string }) => document.id === pet.id);
  expect(item).toMatchObject({ rawStatus: 'approved', expiresOn: soon, validityMonths: 12 });
  const nowExpiring = (await staffGet('/api/staff/documents?expiring=soon&pageSize=100')).json();
  expect(nowExpiring.items.map((row: { id: string }) => row.id)).toContain(pet.id);
});

test("staff can change the family's date when approving; without any date the item's validity applies", async () => {
  const insurance = await slot("Homeowner's or Renter's Insurance Declaration");
  expect(insurance.status).toBe('rejected');
  const familyDate = daysAfter(new Date(), 300);
  expect((await upload(insurance, familyDate)).statusCode).toBe(201);
  const staffDate = daysAfter(new Date(), 200);
  const approved = await approve(insurance.id, { decision: 'approve', expiresOn: staffDate });
  expect(approved.json()).toMatchObject({ status: 'approved', expiresOn: staffDate });

  const [tbTest] = await t.db
    .select()
    .from(familyDocuments)
    .where(
      and(
        eq(familyDocuments.familyId, DEMO_FAMILY_ID),
        eq(familyDocuments.documentName, 'TB Test Results'),
        eq(familyDocuments.status, 'submitted'),
      ),
    )
    .limit(1);
  expect(tbTest?.expiresOn).toBeNull();
  const withValidity = await approve(tbTest!.id);
  expect(withValidity.json().expiresOn).toBe(expiryDate(new Date(), 12));
});

test('a date is refused with a 400 the family can read for an item that does not expire, today, ten years on or a wrong format; nothing is kept', async () => {
  const letter = await slot('Family Profile Letter and Photos');
  expect(letter.validityMonths).toBeNull();
  const filesBefore = await storedKeys(t.config.dataDir);
  const notAsked = await upload(letter, daysAfter(new Date(), 30));
  expect(notAsked.statusCode).toBe(400);
  expect(notAsked.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    message: 'This document does not expire; send it without an expiration date.',
    requestId: expect.any(String),
  });

  const vehicle = await slot('Vehicle Insurance Verification');
  const refused = [daysAfter(new Date(), 0), expiryDate(new Date(), 121), '03/05/2027', '2027-02-30'];
  for (const expiresOn of refused) {
    const response = await upload(vehicle, expiresOn);
    expect(response.statusCode, expiresOn).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  }
  const spanish = await upload(vehicle, daysAfter(new Date(), 0), 'es');
  expect(spanish.json().message).toBe('La fecha de vencimiento debe ser posterior a hoy.');
  expect(await slot('Vehicle Insurance Verification')).toMatchObject({ status: 'pending', expiresOn: null });
  expect(await slot('Family Profile Letter and Photos')).toMatchObject({
    status: letter.status,
    expiresOn: null,
  });
  expect(await storedKeys(t.config.dataDir)).toEqual(filesBefore);
});

test('approving a copy whose family date has passed since asks staff for the date on the document', async () => {
  const vehicle = await slot('Vehicle Insurance Verification');
  const familyDate = daysAfter(new Date(), 3);
  expect((await upload(vehicle, familyDate)).statusCode).toBe(201);
  t.clock.now = new Date(Date.now() + 5 * 86_400_000);
  try {
    // Five days on, with a session of that day.
    staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
    const stale = await approve(vehicle.id);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(
      'The expiry date the family entered has passed; enter the date on the document.',
    );
    const corrected = await approve(vehicle.id, {
      decision: 'approve',
      expiresOn: daysAfter(t.clock.now, 100),
    });
    expect(corrected.json()).toMatchObject({ status: 'approved', expiresOn: daysAfter(t.clock.now, 100) });
  } finally {
    t.clock.now = null;
  }
});
