import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, familyDocuments, householdMembers, notifications } from '../../db/schema';
import { DEFAULT_CHECKLIST } from '../../db/seed/checklist';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { signInFamily } from '../../testing/test-families';

let t: TestApp;
let superAdmin = '';
let admin = '';
let family = '';
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  family = (await signInFamily(t.app, 'family@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  authorization = superAdmin,
) => t.app.inject({ method, url: `/api/${url}`, payload, headers: { authorization } });

/** A family's requested documents as "name · member" (member '-' for the household's), sorted. */
async function documentsOf(familyId: string) {
  const rows = await t.db
    .select({
      id: familyDocuments.id,
      name: familyDocuments.documentName,
      member: householdMembers.name,
      formerMember: familyDocuments.formerMemberName,
      status: familyDocuments.status,
      source: familyDocuments.source,
    })
    .from(familyDocuments)
    .leftJoin(householdMembers, eq(householdMembers.id, familyDocuments.householdMemberId))
    .where(eq(familyDocuments.familyId, familyId))
    .orderBy(asc(familyDocuments.stepId), asc(familyDocuments.createdAt));
  return rows;
}
const labels = (rows: Awaited<ReturnType<typeof documentsOf>>) =>
  rows.map((row) => `${row.name} · ${row.member ?? row.formerMember ?? '-'}`).sort();

async function newFamily(name: string) {
  const created = await call(
    'POST',
    'staff/families',
    { familyName: `${name} Family`, primaryContactName: `Pat ${name}` },
    admin,
  );
  expect(created.statusCode).toBe(201);
  return created.json().id as string;
}
const addMember = async (familyId: string, name: string, role: string) => {
  const response = await call('POST', `staff/families/${familyId}/household`, { name, role }, admin);
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
};
const HOUSEHOLD_ITEMS = DEFAULT_CHECKLIST.filter((item) => item.audience === 'household');

test('the seeded checklist is listed by step and position with its settings', async () => {
  const response = await call('GET', 'staff/system/requirements');
  expect(response.statusCode).toBe(200);
  const items = response.json();
  expect(items).toHaveLength(DEFAULT_CHECKLIST.length);
  expect(items.find((item: { name: string }) => item.name === 'TB Test Results')).toEqual({
    id: expect.any(String),
    stepId: 4,
    name: 'TB Test Results',
    description: expect.any(String),
    kind: 'upload',
    audience: 'each_adult',
    required: true,
    programType: null,
    validityMonths: 12,
    position: expect.any(Number),
    enabled: true,
  });
  const order = items.map(
    (item: { stepId: number; position: number }) => item.stepId * 10_000 + item.position,
  );
  expect(order).toEqual([...order].sort((a, b) => a - b));
});

test("a new family is asked for the household items and its primary contact's own; each new member brings theirs", async () => {
  const familyId = await newFamily('Okafor');
  const first = labels(await documentsOf(familyId));
  expect(first.filter((label) => label.endsWith(' · -'))).toEqual(
    HOUSEHOLD_ITEMS.map((item) => `${item.name} · -`).sort(),
  );
  // The primary contact is the household's primary applicant from the start.
  expect(first).toContain('Government-Issued Photo ID · Pat Okafor');

  await addMember(familyId, 'Ngozi Okafor', 'co_applicant');
  await addMember(familyId, 'Ada Okafor', 'child');
  const docs = labels(await documentsOf(familyId));
  for (const name of [
    'Government-Issued Photo ID',
    'TB Test Results',
    "Physician's Report (LIC 503)",
    'CPR and First Aid Certification',
  ]) {
    expect(docs).toContain(`${name} · Ngozi Okafor`);
  }
  expect(docs).toContain("Children's Immunization Records · Ada Okafor");
  expect(docs).not.toContain('TB Test Results · Ada Okafor');
  expect(
    (await documentsOf(familyId)).every((doc) => doc.source === 'checklist' && doc.status === 'pending'),
  ).toBe(true);
});

test('removing a member drops their untouched items and keeps handed-in ones under their name', async () => {
  const familyId = await newFamily('Reyes');
  await addMember(familyId, 'Tala Reyes', 'primary_applicant');
  const grandpa = await addMember(familyId, 'Jose Reyes', 'adult');
  const [tb] = (await documentsOf(familyId)).filter(
    (d) => d.name === 'TB Test Results' && d.member === 'Jose Reyes',
  );
  await t.db
    .update(familyDocuments)
    .set({ status: 'submitted', submittedAt: new Date() })
    .where(eq(familyDocuments.id, tb!.id));

  expect(
    (await call('DELETE', `staff/families/${familyId}/household/${grandpa}`, undefined, admin)).statusCode,
  ).toBe(204);
  const docs = await documentsOf(familyId);
  const hisItems = docs.filter((d) => d.formerMember === 'Jose Reyes' || d.member === 'Jose Reyes');
  expect(hisItems).toEqual([
    expect.objectContaining({ id: tb!.id, name: 'TB Test Results', member: null, status: 'submitted' }),
  ]);
  expect(labels(docs)).toContain('TB Test Results · Tala Reyes');
  const detail = (await call('GET', `staff/families/${familyId}`, undefined, admin)).json();
  expect(detail.documents.find((d: { id: string }) => d.id === tb!.id)).toMatchObject({
    memberName: 'Jose Reyes',
    status: 'submitted',
  });
});

test("changing a member's role swaps the items their role asks for", async () => {
  const familyId = await newFamily('Tran');
  await addMember(familyId, 'Linh Tran', 'primary_applicant');
  const kid = await addMember(familyId, 'Bao Tran', 'child');
  expect(labels(await documentsOf(familyId))).toContain("Children's Immunization Records · Bao Tran");

  const changed = await call(
    'PUT',
    `staff/families/${familyId}/household/${kid}`,
    { name: 'Bao Tran', role: 'adult', age: 18 },
    admin,
  );
  expect(changed.statusCode).toBe(200);
  const docs = labels(await documentsOf(familyId));
  expect(docs).not.toContain("Children's Immunization Records · Bao Tran");
  expect(docs).toEqual(
    expect.arrayContaining(['TB Test Results · Bao Tran', 'Criminal Record Statement (RFA 01B) · Bao Tran']),
  );
  expect(docs).not.toContain("Physician's Report (LIC 503) · Bao Tran");
});

test('checklist edits reach every family: new item, rename, disable, and handed-in copies stay as they were', async () => {
  const familyId = await newFamily('Kim');
  await addMember(familyId, 'Sam Kim', 'primary_applicant');
  await addMember(familyId, 'Alex Kim', 'co_applicant');

  const created = await call('POST', 'staff/system/requirements', {
    stepId: 2,
    name: 'Water Safety Plan',
    description: null,
    kind: 'upload',
    audience: 'each_applicant',
    required: true,
    validityMonths: null,
  });
  expect(created.statusCode).toBe(201);
  const item = created.json();
  expect(item).toMatchObject({ stepId: 2, name: 'Water Safety Plan', enabled: true });
  expect(labels(await documentsOf(familyId))).toEqual(
    expect.arrayContaining(['Water Safety Plan · Sam Kim', 'Water Safety Plan · Alex Kim']),
  );
  expect(labels(await documentsOf(DEMO_FAMILY_ID))).toContain('Water Safety Plan · Maria Martinez');

  const [samsCopy] = (await documentsOf(familyId)).filter(
    (d) => d.name === 'Water Safety Plan' && d.member === 'Sam Kim',
  );
  await t.db
    .update(familyDocuments)
    .set({ status: 'submitted', submittedAt: new Date() })
    .where(eq(familyDocuments.id, samsCopy!.id));

  const renamed = await call('PATCH', `staff/system/requirements/${item.id}`, {
    name: 'Pool and Water Safety Plan',
  });
  expect(renamed.statusCode).toBe(200);
  expect(labels(await documentsOf(familyId))).toEqual(
    expect.arrayContaining(['Water Safety Plan · Sam Kim', 'Pool and Water Safety Plan · Alex Kim']),
  );

  expect((await call('PATCH', `staff/system/requirements/${item.id}`, { enabled: false })).statusCode).toBe(
    200,
  );
  const after = labels(await documentsOf(familyId));
  expect(after).toContain('Water Safety Plan · Sam Kim');
  expect(after).not.toContain('Pool and Water Safety Plan · Alex Kim');

  const audit = await t.db.select().from(auditLog).where(eq(auditLog.objectId, item.id));
  expect(audit.map((row) => row.action).sort()).toEqual([
    'requirement.created',
    'requirement.updated',
    'requirement.updated',
  ]);
  expect(audit.find((row) => row.action === 'requirement.updated')?.details).toMatchObject({
    changes: expect.any(Array),
  });
});

test('reordering a step lists every item of it once, in the new order', async () => {
  const items = (await call('GET', 'staff/system/requirements')).json() as { id: string; stepId: number }[];
  const step1 = items.filter((item) => item.stepId === 1).map((item) => item.id);
  const reversed = [...step1].reverse();
  const response = await call('POST', 'staff/system/requirements/reorder', { stepId: 1, ids: reversed });
  expect(response.statusCode).toBe(200);
  expect(
    response
      .json()
      .filter((item: { stepId: number }) => item.stepId === 1)
      .map((item: { id: string }) => item.id),
  ).toEqual(reversed);

  const partial = await call('POST', 'staff/system/requirements/reorder', {
    stepId: 1,
    ids: reversed.slice(1),
  });
  expect(partial.statusCode).toBe(400);
  expect(partial.json()).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
  const actions = await t.db.select().from(auditLog).where(eq(auditLog.action, 'requirement.reordered'));
  expect(actions).toHaveLength(1);
});

test('staff waive an item with a reason: audited, in the bell, and approved items cannot be waived', async () => {
  const docs = await documentsOf(DEMO_FAMILY_ID);
  const pet = docs.find((d) => d.name === 'Pet Vaccination Records');
  const url = `staff/families/${DEMO_FAMILY_ID}/documents/${pet!.id}/waive`;
  const waived = await call('POST', url, { reason: 'The family has no pets.' }, admin);
  expect(waived.statusCode).toBe(200);
  expect(waived.json()).toMatchObject({
    id: pet!.id,
    status: 'waived',
    waivedReason: 'The family has no pets.',
  });
  const detail = (await call('GET', `staff/families/${DEMO_FAMILY_ID}`, undefined, admin)).json();
  expect(detail.documents.find((d: { id: string }) => d.id === pet!.id)).toMatchObject({
    status: 'waived',
    waivedReason: 'The family has no pets.',
  });
  const [row] = await t.db.select().from(familyDocuments).where(eq(familyDocuments.id, pet!.id));
  expect(row).toMatchObject({
    status: 'waived',
    waivedReason: 'The family has no pets.',
    waivedAt: expect.any(Date),
    waivedBy: expect.any(String),
  });
  expect(
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.waived'), eq(auditLog.objectId, pet!.id))),
  ).toHaveLength(1);
  const [notice] = await t.db.select().from(notifications).where(eq(notifications.documentId, pet!.id));
  expect(notice).toMatchObject({
    familyId: DEMO_FAMILY_ID,
    kind: 'document_waived',
    body: expect.stringContaining('The family has no pets.'),
  });

  expect((await call('POST', url, { reason: 'Again, no pets.' }, admin)).statusCode).toBe(409);
  const approved = docs.find((d) => d.status === 'approved');
  expect(
    (
      await call(
        'POST',
        `staff/families/${DEMO_FAMILY_ID}/documents/${approved!.id}/waive`,
        { reason: 'Not needed.' },
        admin,
      )
    ).statusCode,
  ).toBe(409);
  const short = await call('POST', url, { reason: 'no' }, admin);
  expect(short.statusCode).toBe(400);
  expect(short.json().code).toBe('VALIDATION_FAILED');
  const otherFamily = await newFamily('Elsewhere');
  expect(
    (
      await call(
        'POST',
        `staff/families/${otherFamily}/documents/${pet!.id}/waive`,
        { reason: 'Wrong family.' },
        admin,
      )
    ).statusCode,
  ).toBe(404);
});

test('staff add a one-off item for one member of one family: audited and in the bell', async () => {
  const familyId = await newFamily('Patel');
  const priya = await addMember(familyId, 'Priya Patel', 'primary_applicant');
  const response = await call(
    'POST',
    `staff/families/${familyId}/requirements`,
    {
      stepId: 4,
      name: 'Letter from Landlord',
      kind: 'upload',
      required: true,
      householdMemberId: priya,
    },
    admin,
  );
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({
    stepId: 4,
    documentName: 'Letter from Landlord',
    status: 'pending',
    source: 'one_off',
    memberName: 'Priya Patel',
  });
  const id = response.json().id;
  const [row] = await t.db.select().from(familyDocuments).where(eq(familyDocuments.id, id));
  expect(row).toMatchObject({
    source: 'one_off',
    addedBy: expect.any(String),
    requirementId: null,
    householdMemberId: priya,
  });
  expect(
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.requirement_added'), eq(auditLog.objectId, id))),
  ).toHaveLength(1);
  const [notice] = await t.db.select().from(notifications).where(eq(notifications.documentId, id));
  expect(notice).toMatchObject({
    familyId,
    kind: 'requirement_added',
    title: expect.stringContaining('Letter from Landlord'),
  });

  // A checklist sync leaves one-off items alone.
  await addMember(familyId, 'Ravi Patel', 'co_applicant');
  expect(labels(await documentsOf(familyId))).toContain('Letter from Landlord · Priya Patel');

  const strangerMember = await call(
    'POST',
    `staff/families/${DEMO_FAMILY_ID}/requirements`,
    { stepId: 4, name: 'Letter', kind: 'upload', required: true, householdMemberId: priya },
    admin,
  );
  expect(strangerMember.statusCode).toBe(404);
  expect(
    (
      await call(
        'POST',
        `staff/families/${familyId}/requirements`,
        { stepId: 9, name: 'Letter', kind: 'upload', required: true },
        admin,
      )
    ).statusCode,
  ).toBe(400);
});

test('without system_configuration the checklist answers 403; a family cannot waive or add items', async () => {
  expect((await call('GET', 'staff/system/requirements', undefined, admin)).statusCode).toBe(403);
  const body = {
    stepId: 1,
    name: 'Anything',
    description: null,
    kind: 'form',
    audience: 'household',
    required: true,
    validityMonths: null,
  };
  const refused = await call('POST', 'staff/system/requirements', body, admin);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', requestId: expect.any(String) });
  const docs = await documentsOf(DEMO_FAMILY_ID);
  expect(
    (
      await call(
        'POST',
        `staff/families/${DEMO_FAMILY_ID}/documents/${docs[0]!.id}/waive`,
        { reason: 'Because I say so.' },
        family,
      )
    ).statusCode,
  ).toBe(403);
  expect(
    (
      await call(
        'POST',
        `staff/families/${DEMO_FAMILY_ID}/requirements`,
        { stepId: 1, name: 'Anything', kind: 'form', required: true },
        family,
      )
    ).statusCode,
  ).toBe(403);
});

test('bad checklist input answers 400 with a code, and nothing is written', async () => {
  const before = (await call('GET', 'staff/system/requirements')).json().length;
  for (const body of [
    {
      stepId: 0,
      name: 'Step zero',
      description: null,
      kind: 'upload',
      audience: 'household',
      required: true,
      validityMonths: null,
    },
    {
      stepId: 1,
      name: 'X',
      description: null,
      kind: 'upload',
      audience: 'household',
      required: true,
      validityMonths: null,
    },
    {
      stepId: 1,
      name: 'Bad kind',
      description: null,
      kind: 'fax',
      audience: 'household',
      required: true,
      validityMonths: null,
    },
    {
      stepId: 1,
      name: 'Bad audience',
      description: null,
      kind: 'upload',
      audience: 'pets',
      required: true,
      validityMonths: null,
    },
    {
      stepId: 1,
      name: 'Too long valid',
      description: null,
      kind: 'upload',
      audience: 'household',
      required: true,
      validityMonths: 121,
    },
  ]) {
    const response = await call('POST', 'staff/system/requirements', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  }
  expect(
    (
      await call('PATCH', 'staff/system/requirements/11111111-1111-4111-8111-111111111111', {
        name: 'Nobody',
      })
    ).statusCode,
  ).toBe(404);
  const first = (await call('GET', 'staff/system/requirements')).json()[0];
  expect((await call('PATCH', `staff/system/requirements/${first.id}`, {})).statusCode).toBe(400);
  expect((await call('GET', 'staff/system/requirements')).json()).toHaveLength(before);
});
