import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog } from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { signInFamily } from '../../testing/test-families';

let t: TestApp;
let superAdmin = '';
let admin = '';
let staffOnly = '';
let family = '';
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  staffOnly = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  family = (await signInFamily(t.app, 'family@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const DEFAULTS = ['Foster Care', 'Specialized Foster Care', 'Kinship', 'Adoption', 'Respite'];

const call = (
  authorization: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: authorization ? { authorization } : {} });
const saveTypes = (programTypes: unknown, authorization = superAdmin) =>
  call(authorization, 'PUT', '/api/staff/system/program-types', { programTypes });
const newFamily = async (surname: string, applicantType?: string) => {
  const body = { familyName: `${surname} Family`, primaryContactName: `Ana ${surname}`, applicantType };
  return call(admin, 'POST', '/api/staff/families', body);
};
const detail = async (familyId: string) =>
  (await call(admin, 'GET', `/api/staff/families/${familyId}`)).json().family.applicantType as string;
const documentNames = async (familyId: string) =>
  (await call(admin, 'GET', `/api/staff/families/${familyId}`))
    .json()
    .documents.map((d: { documentName: string }) => d.documentName) as string[];
const changeType = (familyId: string, applicantType: string, authorization = admin) =>
  call(authorization, 'PUT', `/api/staff/families/${familyId}/program-type`, { applicantType });

test('the seeded program types are listed to staff who choose or filter by them, and to nobody else', async () => {
  const listed = await call(admin, 'GET', '/api/staff/system/program-types');
  expect(listed.statusCode).toBe(200);
  expect(listed.json()).toEqual({ programTypes: DEFAULTS });
  expect((await call(superAdmin, 'GET', '/api/staff/system/program-types')).statusCode).toBe(200);
  expect((await call(staffOnly, 'GET', '/api/staff/system/program-types')).statusCode).toBe(403);
  expect((await call(family, 'GET', '/api/staff/system/program-types')).statusCode).toBe(403);
  expect((await call(null, 'GET', '/api/staff/system/program-types')).statusCode).toBe(401);
});

test('only system_configuration edits the list, and a bad list is 400', async () => {
  expect((await saveTypes([...DEFAULTS, 'Emergency'], admin)).statusCode).toBe(403);
  for (const bad of [[], ['Foster Care', 'foster care'], ['X'], ['Bad\u0000name'], 'Foster Care']) {
    const response = await saveTypes(bad);
    expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
  }
});

test('New Family takes one of the configured types; an unknown one is 400; left out, the first of the list', async () => {
  const kinship = await newFamily('Programa', 'Kinship');
  expect(kinship.statusCode).toBe(201);
  expect(await detail(kinship.json().id)).toBe('Kinship');
  const unknown = await newFamily('Unknowntype', 'Space Program');
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().message).toContain('not one of the agency');
  expect(await detail((await newFamily('Defaulted')).json().id)).toBe('Foster Care');
});

test('staff change a family’s program type: audited, shown to the family, refused without manage_families', async () => {
  expect((await changeType(DEMO_FAMILY_ID, 'Adoption', staffOnly)).statusCode).toBe(403);
  expect((await changeType(DEMO_FAMILY_ID, 'Nope')).statusCode).toBe(400);
  expect((await changeType('00000000-0000-4000-8000-0000000000ff', 'Adoption')).statusCode).toBe(404);
  const changed = await changeType(DEMO_FAMILY_ID, 'Adoption');
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toEqual({ applicantType: 'Adoption' });
  expect(await detail(DEMO_FAMILY_ID)).toBe('Adoption');
  const dashboard = await call(family, 'GET', '/api/family/dashboard');
  expect(dashboard.json().family.applicantType).toBe('Adoption');
  const audit = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectId, DEMO_FAMILY_ID), eq(auditLog.action, 'family.program_type_changed')));
  expect(audit.map((row) => row.details)).toEqual([{ from: 'Specialized Foster Care', to: 'Adoption' }]);
  await changeType(DEMO_FAMILY_ID, 'Specialized Foster Care');
});

test('a checklist item limited to a program type is asked only of families of that type, and follows a change', async () => {
  const item = await call(superAdmin, 'POST', '/api/staff/system/requirements', {
    stepId: 1,
    name: 'Adoption home study consent',
    description: null,
    kind: 'upload',
    audience: 'household',
    required: true,
    validityMonths: null,
    programType: 'Adoption',
  });
  expect(item.statusCode).toBe(201);
  expect(item.json().programType).toBe('Adoption');
  const adoption = (await newFamily('Adopta', 'Adoption')).json().id as string;
  const kinship = (await newFamily('Kinsa', 'Kinship')).json().id as string;
  expect(await documentNames(adoption)).toContain('Adoption home study consent');
  expect(await documentNames(kinship)).not.toContain('Adoption home study consent');
  // Items for every program type stay with both.
  expect(await documentNames(kinship)).toEqual(
    (await documentNames(adoption)).filter((name) => name !== 'Adoption home study consent'),
  );

  await changeType(kinship, 'Adoption');
  expect(await documentNames(kinship)).toContain('Adoption home study consent');
  await changeType(kinship, 'Kinship');
  expect(await documentNames(kinship)).not.toContain('Adoption home study consent');

  // Opening the item to every family reaches the Kinship family too.
  const opened = await call(superAdmin, 'PATCH', `/api/staff/system/requirements/${item.json().id}`, {
    programType: null,
  });
  expect(opened.statusCode).toBe(200);
  expect(await documentNames(kinship)).toContain('Adoption home study consent');
  await call(superAdmin, 'PATCH', `/api/staff/system/requirements/${item.json().id}`, {
    programType: 'Adoption',
  });

  const unknown = await call(superAdmin, 'PATCH', `/api/staff/system/requirements/${item.json().id}`, {
    programType: 'Space Program',
  });
  expect(unknown.statusCode).toBe(400);
});

test('the list saves in its order and a type still in use cannot be removed', async () => {
  const saved = await saveTypes([
    'Kinship',
    'Foster Care',
    'Specialized Foster Care',
    'Adoption',
    'Respite',
    'Emergency',
  ]);
  expect(saved.statusCode).toBe(200);
  expect((await call(admin, 'GET', '/api/staff/system/program-types')).json().programTypes[0]).toBe(
    'Kinship',
  );
  expect(
    (await call(admin, 'GET', '/api/staff/analytics/options')).json().applicantTypes.slice(0, 2),
  ).toEqual(['Kinship', 'Foster Care']);
  // The demo family is Specialized Foster Care; the checklist item above is for Adoption.
  const inUse = await saveTypes(['Kinship', 'Foster Care', 'Respite']);
  expect(inUse.statusCode).toBe(409);
  expect(inUse.json().message).toContain('Specialized Foster Care (');
  expect(inUse.json().message).toContain('Adoption (1 family and 1 checklist item)');
  // Unused types go.
  expect(
    (await saveTypes(['Kinship', 'Foster Care', 'Specialized Foster Care', 'Adoption'])).statusCode,
  ).toBe(200);
  const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'system.program_types_updated'));
  expect(audit).toHaveLength(2);
});
