import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, families, familyDocuments, jobs } from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import {
  multipartForm,
  signInFamily,
  storedKeys,
  textImage,
  type UploadFile,
} from '../../testing/document-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';

/** Staff add a document to a family's file (issue 50): the family's upload path, on the family's behalf. */
let t: TestApp;
let staff = '';
let family = '';
let photo: Buffer;
let otherFamilyId = '';

beforeAll(async () => {
  t = await createTestApp();
  staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  family = await signInFamily(t.app);
  photo = await textImage({ lines: ['Staff scan'], width: 640, height: 300 });
  const [other] = await t.db
    .select({ id: families.id })
    .from(families)
    .where(ne(families.id, DEMO_FAMILY_ID))
    .limit(1);
  otherFamilyId = other!.id;
});
afterAll(async () => {
  await t.close();
});

const upload = (
  authorization: string,
  familyId: string,
  fields: Record<string, string>,
  file?: UploadFile | UploadFile[],
) => {
  const form = multipartForm(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/staff/families/${familyId}/documents`,
    payload: form.payload,
    headers: { ...form.headers, authorization },
  });
};
const get = (url: string, authorization: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });
const jpeg = (name = 'scan.jpg'): UploadFile => ({ name, bytes: photo, type: 'image/jpeg' });

type Slot = { id: string; documentName: string; status: string };
const slotsOf = async (familyId: string, authorization = staff) =>
  (await get(`/api/staff/families/${familyId}/upload-slots`, authorization)).json() as Slot[];

async function openSlot(familyId: string, taken: readonly string[] = []) {
  const slot = (await slotsOf(familyId)).find((s) => s.status === 'pending' && !taken.includes(s.id));
  if (!slot) throw new Error('no pending upload item');
  return slot;
}

const documentCount = async () => (await t.db.select({ n: count() }).from(familyDocuments))[0]!.n;

test("staff with manage_documents upload for a family's item: stored, queued, audited, and the family reads it as added by staff", async () => {
  const slot = await openSlot(DEMO_FAMILY_ID);
  const response = await upload(staff, DEMO_FAMILY_ID, { documentId: slot.id }, jpeg());
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({
    documentId: slot.id,
    familyId: DEMO_FAMILY_ID,
    documentName: slot.documentName,
    status: 'submitted',
    addedByName: expect.any(String),
  });
  const [row] = await t.db.select().from(familyDocuments).where(eq(familyDocuments.id, slot.id));
  expect(row).toMatchObject({ status: 'submitted', mimeType: 'image/jpeg', fileAddedBy: expect.any(String) });
  expect(await storedKeys(t.config.dataDir)).toContain(row!.storageKey);
  const queued = await t.db.select().from(jobs).where(eq(jobs.kind, 'process-document'));
  expect(queued.map((job) => job.payload)).toContainEqual({
    documentId: slot.id,
    storageKey: row!.storageKey,
  });
  const [audit] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectId, slot.id), eq(auditLog.action, 'document.uploaded')));
  expect(audit).toMatchObject({ actorEmail: 'staff@haven.demo', familyId: DEMO_FAMILY_ID });
  expect(audit!.details).toMatchObject({ addedBy: 'staff', documentName: slot.documentName });

  const own = (await get('/api/family/documents', family)).json() as { id: string; addedByStaff: boolean }[];
  expect(own.find((d) => d.id === slot.id)).toMatchObject({ addedByStaff: true });
  const journey = (await get('/api/family/journey', family)).json() as {
    steps: { documents: { id: string; addedByStaff: boolean }[] }[];
  };
  const items = journey.steps.flatMap((step) => step.documents);
  expect(items.find((d) => d.id === slot.id)).toMatchObject({ addedByStaff: true });
  expect(items.filter((d) => d.addedByStaff)).toHaveLength(1);

  const detail = (await get(`/api/staff/documents/${slot.id}`, staff)).json();
  expect(detail.addedByName).toBe(response.json().addedByName);
  expect(detail.history.map((h: { description: string }) => h.description)).toContainEqual(
    expect.stringContaining("on the family's behalf"),
  );
});

test('a family account, and staff without manage_documents, are refused with 403 and nothing is written', async () => {
  const slot = await openSlot(DEMO_FAMILY_ID);
  await createStaffUser(t.db, { email: 'no.documents@example.org', roles: ['staff'] });
  const noDocuments = (await signIn(t.app, 'no.documents@example.org', TEST_PASSWORD)).authorization;
  const before = await storedKeys(t.config.dataDir);
  for (const authorization of [family, noDocuments]) {
    const response = await upload(authorization, DEMO_FAMILY_ID, { documentId: slot.id }, jpeg());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', requestId: expect.any(String) });
    expect((await get(`/api/staff/families/${DEMO_FAMILY_ID}/upload-slots`, authorization)).statusCode).toBe(
      403,
    );
  }
  expect(await storedKeys(t.config.dataDir)).toEqual(before);
  const [row] = await t.db.select().from(familyDocuments).where(eq(familyDocuments.id, slot.id));
  expect(row!.status).toBe('pending');
});

test("a caseworker uploads for a family assigned to them; another family's answers 404", async () => {
  const user = await createStaffUser(t.db, { email: 'upload.caseworker@example.org', roles: ['caseworker'] });
  const caseworker = (await signIn(t.app, 'upload.caseworker@example.org', TEST_PASSWORD)).authorization;
  const admin = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
  const assigned = await t.app.inject({
    method: 'PUT',
    url: `/api/staff/families/${DEMO_FAMILY_ID}/support-staff`,
    payload: { members: [{ userId: user.id, roleTitle: 'Caseworker' }] },
    headers: { authorization: admin },
  });
  expect(assigned.statusCode).toBe(200);

  const other = await openSlot(otherFamilyId);
  const refused = await upload(caseworker, otherFamilyId, { documentId: other.id }, jpeg());
  expect(refused.statusCode).toBe(404);
  expect((await get(`/api/staff/families/${otherFamilyId}/upload-slots`, caseworker)).statusCode).toBe(404);
  const [untouched] = await t.db.select().from(familyDocuments).where(eq(familyDocuments.id, other.id));
  expect(untouched!.status).toBe('pending');

  const own = await openSlot(DEMO_FAMILY_ID);
  const accepted = await upload(caseworker, DEMO_FAMILY_ID, { documentId: own.id }, jpeg());
  expect(accepted.statusCode).toBe(201);
  expect(accepted.json().addedByName).toBe('upload.caseworker@example.org');
});

test('bad input is a 4xx with the house error shape, and leaves no row and no file', async () => {
  const before = { documents: await documentCount(), files: await storedKeys(t.config.dataDir) };
  const slot = await openSlot(DEMO_FAMILY_ID);
  const [form] = await t.db
    .select({ id: familyDocuments.id })
    .from(familyDocuments)
    .where(and(eq(familyDocuments.familyId, DEMO_FAMILY_ID), eq(familyDocuments.documentType, 'form')))
    .limit(1);
  const other = await openSlot(otherFamilyId);
  const html = { name: 'scan.jpg', bytes: Buffer.from('<!doctype html><html><body>hi</body></html>') };
  const cases: { fields: Record<string, string>; file?: UploadFile; status: number }[] = [
    { fields: {}, file: jpeg(), status: 400 },
    { fields: { documentId: 'not-an-id' }, file: jpeg(), status: 400 },
    { fields: { documentId: slot.id }, file: undefined, status: 400 },
    { fields: { documentId: other.id }, file: jpeg(), status: 404 },
    { fields: { documentId: form!.id }, file: jpeg(), status: 409 },
    { fields: { documentId: slot.id }, file: html, status: 415 },
  ];
  for (const { fields, file, status } of cases) {
    const response = await upload(staff, DEMO_FAMILY_ID, fields, file);
    expect(response.statusCode, JSON.stringify(fields)).toBe(status);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  }
  const unknownFamily = await upload(
    staff,
    '00000000-0000-4000-8000-00000000ffff',
    { documentId: slot.id },
    jpeg(),
  );
  expect(unknownFamily.statusCode).toBe(404);
  expect(await documentCount()).toBe(before.documents);
  expect(await storedKeys(t.config.dataDir)).toEqual(before.files);
});
