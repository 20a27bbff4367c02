import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { familyDocuments, families } from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';

/**
 * The Caseworker role (manage_assigned_families): its own families' record, documents, forms and messages; other
 * families answer 404, unless the agency lets caseworkers read every family, and then only for reading.
 */
let t: TestApp;
let admin = '';
let caseworker = '';
let caseworkerId = '';
let otherFamilyId = '';
let ownDocumentId = '';
let otherDocumentId = '';

const get = (url: string, authorization = caseworker) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });
const send = (method: 'POST' | 'PUT', url: string, payload: object, authorization = caseworker) =>
  t.app.inject({ method, url, payload, headers: { authorization } });

async function documentOf(familyId: string) {
  const [row] = await t.db
    .select({ id: familyDocuments.id })
    .from(familyDocuments)
    .where(eq(familyDocuments.familyId, familyId))
    .limit(1);
  return row!.id;
}

const setReadAll = (caseworkersReadAllFamilies: boolean) =>
  send('PUT', '/api/staff/system/family-access', { caseworkersReadAllFamilies }, admin);

beforeAll(async () => {
  t = await createTestApp();
  const superAdmin = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
  admin = superAdmin;
  const user = await createStaffUser(t.db, { email: 'casey.worker@example.org', roles: ['caseworker'] });
  caseworkerId = user.id;
  caseworker = (await signIn(t.app, 'casey.worker@example.org', TEST_PASSWORD)).authorization;
  const assigned = await send(
    'PUT',
    `/api/staff/families/${DEMO_FAMILY_ID}/support-staff`,
    { members: [{ userId: caseworkerId, roleTitle: 'Caseworker' }] },
    admin,
  );
  expect(assigned.statusCode).toBe(200);
  const [other] = await t.db
    .select({ id: families.id })
    .from(families)
    .where(and(ne(families.id, DEMO_FAMILY_ID), eq(families.status, 'active')))
    .limit(1);
  otherFamilyId = other!.id;
  ownDocumentId = await documentOf(DEMO_FAMILY_ID);
  otherDocumentId = await documentOf(otherFamilyId);
});
afterAll(async () => {
  await t.close();
});

test('a caseworker sees only the families assigned to them in All Families and Applications', async () => {
  const page = await get('/api/staff/families');
  expect(page.statusCode).toBe(200);
  expect(page.json()).toMatchObject({ total: 1, items: [{ id: DEMO_FAMILY_ID }] });
  expect((await get('/api/staff/families?step=4')).json().total).toBe(1);
  expect((await get(`/api/staff/families?search=${otherFamilyId}`)).json().total).toBe(0);
  const applications = (await get('/api/staff/families/applications')).json();
  expect(applications.items.every((item: { id: string }) => item.id === DEMO_FAMILY_ID)).toBe(true);
  // Staff with manage_families still see every family.
  expect((await get('/api/staff/families', admin)).json().total).toBe(8);
});

test("a caseworker opens and changes their own family; another family's record answers 404", async () => {
  const own = await get(`/api/staff/families/${DEMO_FAMILY_ID}`);
  expect(own.statusCode).toBe(200);
  expect(own.json().access).toBe('manage');
  expect((await get(`/api/staff/families/${otherFamilyId}`)).statusCode).toBe(404);

  const member = { name: 'Rosa Example', role: 'adult', relationship: 'Aunt', age: 51 };
  const added = await send('POST', `/api/staff/families/${DEMO_FAMILY_ID}/household`, member);
  expect(added.statusCode).toBe(201);
  const refused = await send('POST', `/api/staff/families/${otherFamilyId}/household`, member);
  expect(refused.statusCode).toBe(404);
  expect(refused.json().code).toBe('NOT_FOUND');
  const step = { direction: 'advance', reason: 'Checked by the wrong caseworker' };
  expect((await send('POST', `/api/staff/families/${otherFamilyId}/step`, step)).statusCode).toBe(404);
});

test("a caseworker reviews their family's documents, forms and messages, not another family's", async () => {
  expect((await get(`/api/staff/documents/${ownDocumentId}`)).statusCode).toBe(200);
  expect((await get(`/api/staff/documents/${otherDocumentId}`)).statusCode).toBe(404);
  expect((await get(`/api/staff/documents/${otherDocumentId}/versions`)).statusCode).toBe(404);
  const review = { status: 'rejected', reason: 'Not readable' };
  expect((await send('POST', `/api/staff/documents/${otherDocumentId}/review`, review)).statusCode).toBe(404);

  expect((await get(`/api/staff/families/${DEMO_FAMILY_ID}/forms`)).statusCode).toBe(200);
  expect((await get(`/api/staff/families/${otherFamilyId}/forms`)).statusCode).toBe(404);

  const thread = { subject: 'Home visit', content: 'Could we meet on Tuesday?' };
  const started = await send('POST', `/api/staff/families/${DEMO_FAMILY_ID}/conversations`, thread);
  expect(started.statusCode).toBe(201);
  expect((await get(`/api/staff/inbox/${started.json().id}`)).statusCode).toBe(200);
  expect((await send('POST', `/api/staff/families/${otherFamilyId}/conversations`, thread)).statusCode).toBe(
    404,
  );
});

test('lists over every family, new families and the agency setting stay refused to a caseworker', async () => {
  for (const url of ['/api/staff/documents', '/api/staff/inbox', '/api/staff/system/family-access']) {
    expect((await get(url)).statusCode, url).toBe(403);
  }
  const created = await send('POST', '/api/staff/families', {
    familyName: 'Lopez Family',
    primaryContactName: 'Ana Lopez',
  });
  expect(created.statusCode).toBe(403);
  expect(
    (await send('PUT', '/api/staff/system/family-access', { caseworkersReadAllFamilies: true })).statusCode,
  ).toBe(403);
});

test('when the agency allows it, a caseworker reads every family but changes only their own', async () => {
  expect((await get('/api/staff/system/family-access', admin)).json()).toEqual({
    caseworkersReadAllFamilies: false,
  });
  expect((await setReadAll(true)).statusCode).toBe(200);
  try {
    expect((await get('/api/staff/families')).json().total).toBe(8);
    const other = await get(`/api/staff/families/${otherFamilyId}`);
    expect(other.statusCode).toBe(200);
    expect(other.json().access).toBe('read');
    expect((await get(`/api/staff/documents/${otherDocumentId}`)).statusCode).toBe(200);
    const step = { direction: 'advance', reason: 'Checked by the wrong caseworker' };
    const refused = await send('POST', `/api/staff/families/${otherFamilyId}/step`, step);
    expect(refused.statusCode).toBe(403);
    expect((await get(`/api/staff/families/${DEMO_FAMILY_ID}`)).json().access).toBe('manage');
  } finally {
    expect((await setReadAll(false)).statusCode).toBe(200);
  }
  expect((await get(`/api/staff/families/${otherFamilyId}`)).statusCode).toBe(404);
});
