import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, familyInterviewVersions, familySupportStaff, householdMembers } from '../../db/schema';
import { DEMO_FAMILY_ACCOUNT, DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let admin = '';
let maria = '';
let david = '';
let sofia = '';
const base = `/api/staff/families/${DEMO_FAMILY_ID}/interviews`;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  const members = await t.db
    .select({ id: householdMembers.id, name: householdMembers.name })
    .from(householdMembers)
    .where(eq(householdMembers.familyId, DEMO_FAMILY_ID));
  const idOf = (name: string) => members.find((m) => m.name === name)?.id ?? '';
  maria = idOf('Maria Martinez');
  david = idOf('David Martinez');
  sofia = idOf('Sofia Martinez');
});
afterAll(async () => {
  await t.close();
});

const SECRET = 'Maria spoke about a difficult childhood';
const sections = (background: string) => ({
  background,
  relationships: '<p>Close to her mother Rosa.</p>',
  parenting: '',
  motivation: '<p>Wants to foster siblings.</p>',
  strengths: '',
  concerns: '',
  assessment: '',
});

const send = (method: 'POST' | 'PUT', url: string, payload: object, authorization = admin) =>
  t.app.inject({ method, url, payload, headers: { authorization } });
const get = (url: string, authorization = admin) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });

async function createInterview() {
  const created = await send('POST', base, {
    memberId: maria,
    interviewDate: '2026-11-20',
    presentMemberIds: [david],
    presentOthers: 'Interpreter',
    sections: sections(`<p>${SECRET}.</p><script>alert(1)</script>`),
  });
  expect(created.statusCode).toBe(201);
  return created.json() as { id: string; version: number };
}

test('staff record an interview: sections sanitised, the interviewee present, audited without content', async () => {
  const created = await createInterview();
  const detail = (await get(`${base}/${created.id}`)).json();
  expect(detail).toMatchObject({
    memberName: 'Maria Martinez',
    interviewDate: '2026-11-20',
    status: 'draft',
    version: 1,
    presentOthers: 'Interpreter',
    present: [
      { memberId: maria, name: 'Maria Martinez' },
      { memberId: david, name: 'David Martinez' },
    ],
    earlierVersions: [],
  });
  expect(detail.sections.background).toBe(`<p>${SECRET}.</p>`);
  const list = (await get(base)).json() as {
    interviews: { id: string; status: string }[];
    household: object[];
  };
  expect(list.interviews.find((row) => row.id === created.id)?.status).toBe('draft');
  expect(list.household).toContainEqual({ id: sofia, name: 'Sofia Martinez', interviewable: true });
  const [audit] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'family.interview_created'), eq(auditLog.objectId, created.id)));
  expect(audit?.details).toEqual({ memberName: 'Maria Martinez', interviewDate: '2026-11-20' });
});

test('an edit saves a new version and keeps the earlier one readable', async () => {
  const created = await createInterview();
  const edited = await send('PUT', `${base}/${created.id}`, {
    version: 1,
    interviewDate: '2026-11-21',
    presentMemberIds: [],
    sections: sections('<p>Second visit.</p>'),
  });
  expect(edited.statusCode).toBe(200);
  expect(edited.json()).toMatchObject({ version: 2, interviewDate: '2026-11-21', presentOthers: '' });
  expect(edited.json().present).toEqual([{ memberId: maria, name: 'Maria Martinez' }]);
  const [earlier] = edited.json().earlierVersions;
  expect(earlier).toMatchObject({ version: 1, interviewDate: '2026-11-20', savedByName: 'Alex Morgan' });
  expect(earlier.sections.background).toBe(`<p>${SECRET}.</p>`);
});

test('a save based on an older version is 409 with the current record, and nothing is written', async () => {
  const created = await createInterview();
  const body = { interviewDate: '2026-11-20', presentMemberIds: [], sections: sections('<p>First edit</p>') };
  expect((await send('PUT', `${base}/${created.id}`, { ...body, version: 1 })).statusCode).toBe(200);
  const stale = await send('PUT', `${base}/${created.id}`, {
    ...body,
    version: 1,
    sections: sections('<p>Stale edit</p>'),
  });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({ code: 'CONFLICT', current: { version: 2 } });
  expect(stale.json().current.sections.background).toBe('<p>First edit</p>');
  const versions = await t.db
    .select({ version: familyInterviewVersions.version })
    .from(familyInterviewVersions)
    .where(eq(familyInterviewVersions.interviewId, created.id));
  expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
  const staleFinalise = await send('POST', `${base}/${created.id}/finalise`, { version: 1 });
  expect(staleFinalise.statusCode).toBe(409);
  expect(staleFinalise.json().current.status).toBe('draft');
});

test('a finalised interview is locked: edits and a second finalise are 409', async () => {
  const created = await createInterview();
  const final = await send('POST', `${base}/${created.id}/finalise`, { version: 1 });
  expect(final.statusCode).toBe(200);
  expect(final.json()).toMatchObject({ status: 'final', finalisedByName: 'Alex Morgan' });
  const edit = await send('PUT', `${base}/${created.id}`, {
    version: 1,
    interviewDate: '2026-11-20',
    presentMemberIds: [],
    sections: sections('<p>Too late</p>'),
  });
  expect(edit.statusCode).toBe(409);
  expect(edit.json().message).toMatch(/finalised/);
  expect((await send('POST', `${base}/${created.id}/finalise`, { version: 1 })).statusCode).toBe(409);
  expect((await get(`${base}/${created.id}`)).json().sections.background).toBe(`<p>${SECRET}.</p>`);
});

test('the family sees the date and who was present, nothing of the content', async () => {
  const created = await createInterview();
  const family = (await signInFamily(t.app, DEMO_FAMILY_ACCOUNT.email, DEMO_PASSWORD)).authorization;
  const response = await get('/api/family/interviews', family);
  expect(response.statusCode).toBe(200);
  const mine = (response.json() as { id: string }[]).find((row) => row.id === created.id);
  expect(mine).toEqual({
    id: created.id,
    interviewDate: '2026-11-20',
    memberName: 'Maria Martinez',
    presentNames: ['Maria Martinez', 'David Martinez'],
  });
  expect(response.body).not.toContain(SECRET);
  expect(response.body).not.toContain('Interpreter');
  expect(response.body).not.toContain('siblings');
});

test("another family's member is refused and nothing is written", async () => {
  const other = await createTestFamily(t.db, { email: 'pat@evaluation.test', surname: 'Okafor' });
  const before = (await get(base)).json().interviews.length;
  const asInterviewee = await send('POST', base, {
    memberId: other.memberId,
    interviewDate: '2026-11-20',
    presentMemberIds: [],
    sections: sections(''),
  });
  expect(asInterviewee.statusCode).toBe(404);
  const asPresent = await send('POST', base, {
    memberId: maria,
    interviewDate: '2026-11-20',
    presentMemberIds: [other.memberId],
    sections: sections(''),
  });
  expect(asPresent.statusCode).toBe(400);
  expect((await get(base)).json().interviews).toHaveLength(before);
  const otherInterview = await createInterview();
  const crossed = await get(`/api/staff/families/${other.family.id}/interviews/${otherInterview.id}`);
  expect(crossed.statusCode).toBe(404);
});

test('a child too young for an interview of their own is refused', async () => {
  await t.db.update(householdMembers).set({ age: 4 }).where(eq(householdMembers.id, sofia));
  const response = await send('POST', base, {
    memberId: sofia,
    interviewDate: '2026-11-20',
    presentMemberIds: [],
    sections: sections(''),
  });
  expect(response.statusCode).toBe(409);
  await t.db.update(householdMembers).set({ age: 9 }).where(eq(householdMembers.id, sofia));
});

test('a family user and staff without family permissions get 403', async () => {
  const created = await createInterview();
  const family = (await signInFamily(t.app, DEMO_FAMILY_ACCOUNT.email, DEMO_PASSWORD)).authorization;
  const staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  for (const authorization of [family, staff]) {
    expect((await get(base, authorization)).statusCode).toBe(403);
    expect((await get(`${base}/${created.id}`, authorization)).statusCode).toBe(403);
    const edit = await send(
      'PUT',
      `${base}/${created.id}`,
      { version: 1, interviewDate: '2026-11-20', presentMemberIds: [], sections: sections('') },
      authorization,
    );
    expect(edit.statusCode).toBe(403);
    expect(
      (await send('POST', `${base}/${created.id}/finalise`, { version: 1 }, authorization)).statusCode,
    ).toBe(403);
  }
  expect((await get('/api/family/interviews', staff)).statusCode).toBe(403);
});

test("a caseworker reads only the interviews of the families assigned to them, never another's", async () => {
  const created = await createInterview();
  const caseworkerUser = await createStaffUser(t.db, {
    email: 'unassigned.cw@example.org',
    roles: ['caseworker'],
  });
  const caseworker = (await signIn(t.app, 'unassigned.cw@example.org', TEST_PASSWORD)).authorization;
  expect((await get(base, caseworker)).statusCode).toBe(404);
  expect((await get(`${base}/${created.id}`, caseworker)).statusCode).toBe(404);
  await t.db
    .insert(familySupportStaff)
    .values({ familyId: DEMO_FAMILY_ID, userId: caseworkerUser.id, roleTitle: 'Caseworker' });
  const detail = await get(`${base}/${created.id}`, caseworker);
  expect(detail.statusCode).toBe(200);
  expect(detail.json().sections.background).toContain(SECRET);
});
