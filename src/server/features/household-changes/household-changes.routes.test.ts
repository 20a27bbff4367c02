import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Household } from '@shared/family-portal/family-portal.schema';
import type {
  HouseholdChange,
  HouseholdChangeList,
} from '@shared/household-changes/household-changes.schema';
import type { Journey } from '@shared/journey/journey.schema';
import type { NotificationList } from '@shared/notifications/notifications.schema';
import { auditLog, families, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { hashPassword } from '../../lib/password-hash';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { signInFamily } from '../../testing/test-families';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (authorization: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    payload,
    headers: authorization ? { authorization } : {},
  });

let counter = 0;

/** A family staff create through the API, its primary applicant, an adult living with them and a portal account. */
async function newFamily() {
  counter += 1;
  const created = await call(admin, 'POST', 'staff/families', {
    familyName: `Adeyemi ${counter} Family`,
    primaryContactName: 'Ngozi Adeyemi',
  });
  const familyId = created.json().id as string;
  const household = (await call(admin, 'GET', `staff/families/${familyId}`)).json().household as Household;
  const applicantId = household.primaryApplicants[0]!.id;
  const lodger = await call(admin, 'POST', `staff/families/${familyId}/household`, {
    name: 'Bola Okafor',
    role: 'adult',
    relationship: 'Cousin',
    age: 30,
  });
  const email = `ngozi-${counter}@example.org`;
  await t.db.insert(users).values({
    email,
    passwordHash: await hashPassword(TEST_PASSWORD),
    kind: 'family',
    familyId,
    emailConfirmedAt: new Date(),
  });
  const family = (await signInFamily(t.app, email, TEST_PASSWORD)).authorization;
  return { familyId, family, applicantId, lodgerId: lodger.json().id as string };
}

const TUNDE = {
  kind: 'add_member',
  details: {
    name: 'Tunde Adeyemi',
    role: 'adult',
    relationship: 'Brother',
    age: 52,
    livedOutOfState: true,
    drivesChildren: false,
    email: 'tunde@example.org',
  },
  note: 'He moves in on the first of the month.',
};
const NEW_ADDRESS = {
  kind: 'new_address',
  details: {
    street: '12 Oak Street',
    unit: 'Apt 4',
    city: 'Fresno',
    postalCode: '93701',
    movingOn: '2027-03-01',
  },
};

async function propose(family: string, body: object) {
  const response = await call(family, 'POST', 'family/household/changes', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as HouseholdChange;
}

const decide = (familyId: string, changeId: string, body: object, authorization = admin) =>
  call(authorization, 'POST', `staff/families/${familyId}/household/changes/${changeId}/decision`, body);

const householdOf = async (family: string) =>
  (await call(family, 'GET', 'family/household')).json() as Household;
const names = (household: Household) =>
  [...household.primaryApplicants, ...household.members].map((member) => member.name);

test('the family proposes someone moving in, someone moving out and a new address; both sides list them newest first', async () => {
  const { familyId, family, lodgerId } = await newFamily();
  const moving = await propose(family, TUNDE);
  expect(moving).toMatchObject({
    kind: 'add_member',
    status: 'proposed',
    details: { ...TUNDE.details },
    note: 'He moves in on the first of the month.',
    proposedBy: expect.stringContaining('@example.org'),
    decidedAt: null,
  });
  const leaving = await propose(family, {
    kind: 'remove_member',
    details: { memberId: lodgerId, movedOutOn: '2027-02-15' },
  });
  expect(leaving.details).toEqual({
    memberId: lodgerId,
    memberName: 'Bola Okafor',
    memberRole: 'adult',
    memberRelationship: 'Cousin',
    movedOutOn: '2027-02-15',
  });
  const address = await propose(family, NEW_ADDRESS);
  expect(address.details).toMatchObject({ state: 'CA', unit: 'Apt 4' });

  const own = (await call(family, 'GET', 'family/household/changes')).json() as HouseholdChangeList;
  expect(own.items.map((change) => change.kind)).toEqual(['new_address', 'remove_member', 'add_member']);
  expect(own).toMatchObject({ truncated: false, homeAddress: null });
  const staffs = await call(admin, 'GET', `staff/families/${familyId}/household/changes`);
  expect(staffs.statusCode).toBe(200);
  expect((staffs.json() as HouseholdChangeList).items.map((change) => change.id)).toEqual(
    own.items.map((change) => change.id),
  );
  // Proposing changes nothing yet.
  expect(names(await householdOf(family))).toEqual(['Ngozi Adeyemi', 'Bola Okafor']);
  const audit = await t.db.select().from(auditLog).where(eq(auditLog.objectId, moving.id));
  expect(audit.map((row) => [row.action, row.details])).toEqual([
    ['household.change_proposed', { kind: 'add_member', name: 'Tunde Adeyemi' }],
  ]);
});

test('bad proposals get 400 in the house error shape and write nothing', async () => {
  const { family, applicantId } = await newFamily();
  const bodies = [
    {},
    { kind: 'adopt_a_dog', details: {} },
    { ...TUNDE, details: { ...TUNDE.details, age: 12 } },
    { ...TUNDE, details: { ...TUNDE.details, name: '' } },
    { ...TUNDE, details: { ...TUNDE.details, name: 'Tunde\u0000' } },
    { ...TUNDE, details: { ...TUNDE.details, role: 'child', age: 8 } },
    { ...TUNDE, details: { ...TUNDE.details, email: 'not-an-address' } },
    { ...NEW_ADDRESS, details: { ...NEW_ADDRESS.details, postalCode: '9370' } },
    { kind: 'remove_member', details: { memberId: 'nobody', movedOutOn: '2027-02-15' } },
  ];
  for (const body of bodies) {
    const response = await call(family, 'POST', 'family/household/changes', body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(response.json()).toEqual(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        requestId: expect.any(String),
      }),
    );
  }
  const stranger = await call(family, 'POST', 'family/household/changes', {
    kind: 'remove_member',
    details: { memberId: '00000000-0000-4000-8000-000000000000', movedOutOn: '2027-02-15' },
  });
  expect(stranger.statusCode).toBe(400);
  expect(stranger.json().message).toBe('This person is not on your household record.');
  const applicant = await call(family, 'POST', 'family/household/changes', {
    kind: 'remove_member',
    details: { memberId: applicantId, movedOutOn: '2027-02-15' },
  });
  expect(applicant.statusCode).toBe(400);
  expect(applicant.json().message).toMatch(/primary applicant cannot be removed/);
  expect((await call(family, 'GET', 'family/household/changes')).json().items).toEqual([]);
});

test("another family's member or change answers as if it did not exist", async () => {
  const a = await newFamily();
  const b = await newFamily();
  const change = await propose(a.family, TUNDE);
  expect((await call(b.family, 'POST', `family/household/changes/${change.id}/withdraw`)).statusCode).toBe(
    404,
  );
  const foreignMember = await call(b.family, 'POST', 'family/household/changes', {
    kind: 'remove_member',
    details: { memberId: a.lodgerId, movedOutOn: '2027-02-15' },
  });
  expect(foreignMember.statusCode).toBe(400);
  expect((await call(b.family, 'GET', 'family/household/changes')).json().items).toEqual([]);
  // Staff naming the wrong family reach nothing either.
  expect((await decide(b.familyId, change.id, { decision: 'accept' })).statusCode).toBe(404);
  const noFamily = await call(
    admin,
    'GET',
    `staff/families/00000000-0000-4000-8000-000000000000/household/changes`,
  );
  expect(noFamily.statusCode).toBe(404);
});

test('the family withdraws a proposal while it waits, once; staff can then no longer decide it', async () => {
  const { familyId, family } = await newFamily();
  const change = await propose(family, NEW_ADDRESS);
  const withdrawn = await call(family, 'POST', `family/household/changes/${change.id}/withdraw`);
  expect(withdrawn.statusCode).toBe(200);
  expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', decidedAt: expect.any(String) });
  const again = await call(family, 'POST', `family/household/changes/${change.id}/withdraw`);
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({
    code: 'CONFLICT',
    message: 'This change is no longer waiting for the agency.',
  });
  expect((await decide(familyId, change.id, { decision: 'accept' })).statusCode).toBe(409);
});

test('a family has at most 10 proposals waiting; the same removal is proposed once', async () => {
  const { family, lodgerId } = await newFamily();
  const removal = { kind: 'remove_member', details: { memberId: lodgerId, movedOutOn: '2027-02-15' } };
  await propose(family, removal);
  const twice = await call(family, 'POST', 'family/household/changes', removal);
  expect(twice.statusCode).toBe(409);
  for (let i = 1; i < 10; i += 1) await propose(family, NEW_ADDRESS);
  const eleventh = await call(family, 'POST', 'family/household/changes', TUNDE);
  expect(eleventh.statusCode).toBe(409);
  expect(eleventh.json().message).toMatch(/already have 10 changes waiting/);
});

test('accepting a new adult adds them with their own RFA 01B and checks, and tells the family', async () => {
  const { familyId, family } = await newFamily();
  const change = await propose(family, TUNDE);
  const accepted = await decide(familyId, change.id, { decision: 'accept' });
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect(accepted.json()).toMatchObject({
    status: 'accepted',
    decidedBy: expect.any(String),
    decisionNote: null,
  });

  const household = await householdOf(family);
  const tunde = household.members.find((member) => member.name === 'Tunde Adeyemi');
  expect(tunde).toMatchObject({ role: 'adult', relationship: 'Brother', age: 52 });
  const journey = (await call(family, 'GET', 'family/journey')).json() as Journey;
  const theirs = journey.steps
    .flatMap((step) => step.documents)
    .filter((d) => d.memberName === 'Tunde Adeyemi');
  expect(theirs.map((d) => d.name)).toContain('Criminal Record Statement (RFA 01B)');
  // The out-of-state answer reaches the background checks: the registry check applies to them.
  const checks = (await call(admin, 'GET', `staff/families/${familyId}/background-checks`)).json();
  expect(checks.adults.find((a: { name: string }) => a.name === 'Tunde Adeyemi')).toMatchObject({
    livedOutOfState: true,
    drivesChildren: false,
  });

  const bell = (await call(family, 'GET', 'family/notifications')).json() as NotificationList;
  expect(bell.items[0]).toMatchObject({
    kind: 'household_change_accepted',
    title: 'Tunde Adeyemi was added to your household',
    link: '/family/household',
    params: expect.objectContaining({ householdChange: 'add_member', memberName: 'Tunde Adeyemi' }),
  });
  const audit = await t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.familyId, familyId), eq(auditLog.action, 'household.change_accepted')));
  expect(audit).toHaveLength(1);
});

test('accepting a removal takes the member off the household; accepting an address puts it on file', async () => {
  const { familyId, family, lodgerId } = await newFamily();
  const leaving = await propose(family, {
    kind: 'remove_member',
    details: { memberId: lodgerId, movedOutOn: '2027-02-15' },
  });
  const address = await propose(family, NEW_ADDRESS);
  expect((await decide(familyId, leaving.id, { decision: 'accept' })).statusCode).toBe(200);
  expect(names(await householdOf(family))).toEqual(['Ngozi Adeyemi']);
  expect((await decide(familyId, address.id, { decision: 'accept', note: 'Welcome home.' })).statusCode).toBe(
    200,
  );
  const list = (await call(family, 'GET', 'family/household/changes')).json() as HouseholdChangeList;
  expect(list.homeAddress).toBe('12 Oak Street, Apt 4, Fresno, CA 93701');
  const [row] = await t.db
    .select({ homeAddress: families.homeAddress })
    .from(families)
    .where(eq(families.id, familyId));
  expect(row?.homeAddress).toBe('12 Oak Street, Apt 4, Fresno, CA 93701');
  // The removal still names who left, though the member is gone.
  expect(list.items.find((change) => change.id === leaving.id)).toMatchObject({
    status: 'accepted',
    details: { memberName: 'Bola Okafor' },
  });
});

test('declining asks for a note, keeps the household as it is and tells the family why; deciding twice is 409', async () => {
  const { familyId, family } = await newFamily();
  const change = await propose(family, TUNDE);
  const withoutNote = await decide(familyId, change.id, { decision: 'decline' });
  expect(withoutNote.statusCode).toBe(400);
  const declined = await decide(familyId, change.id, {
    decision: 'decline',
    note: 'Please call us first: we need to meet him.',
  });
  expect(declined.statusCode).toBe(200);
  expect(declined.json()).toMatchObject({
    status: 'declined',
    decisionNote: 'Please call us first: we need to meet him.',
  });
  expect(names(await householdOf(family))).toEqual(['Ngozi Adeyemi', 'Bola Okafor']);
  const bell = (await call(family, 'GET', 'family/notifications')).json() as NotificationList;
  expect(bell.items[0]).toMatchObject({
    kind: 'household_change_declined',
    title: 'Adding Tunde Adeyemi to your household was not accepted',
    body: "Your caseworker's note: Please call us first: we need to meet him.",
  });
  for (const decision of ['accept', 'decline']) {
    const twice = await decide(familyId, change.id, { decision, note: 'Again.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('CONFLICT');
  }
});

test('the assigned caseworker decides; a caseworker not assigned to the family gets 404', async () => {
  const { familyId, family } = await newFamily();
  const change = await propose(family, NEW_ADDRESS);
  counter += 1;
  const assigned = await createStaffUser(t.db, {
    email: `assigned-${counter}@example.org`,
    roles: ['caseworker'],
  });
  await createStaffUser(t.db, { email: `elsewhere-${counter}@example.org`, roles: ['caseworker'] });
  const team = await call(admin, 'PUT', `staff/families/${familyId}/support-staff`, {
    members: [{ userId: assigned.id, roleTitle: 'Caseworker' }],
  });
  expect(team.statusCode).toBe(200);
  const elsewhere = (await signIn(t.app, `elsewhere-${counter}@example.org`, TEST_PASSWORD)).authorization;
  const theirs = (await signIn(t.app, `assigned-${counter}@example.org`, TEST_PASSWORD)).authorization;
  expect((await call(elsewhere, 'GET', `staff/families/${familyId}/household/changes`)).statusCode).toBe(404);
  expect((await decide(familyId, change.id, { decision: 'accept' }, elsewhere)).statusCode).toBe(404);
  expect((await call(theirs, 'GET', `staff/families/${familyId}/household/changes`)).statusCode).toBe(200);
  expect((await decide(familyId, change.id, { decision: 'accept' }, theirs)).statusCode).toBe(200);
});

test('a family cannot reach the staff routes, nor anyone signed out the family routes', async () => {
  const { familyId, family } = await newFamily();
  const change = await propose(family, NEW_ADDRESS);
  expect((await call(family, 'GET', `staff/families/${familyId}/household/changes`)).statusCode).toBe(403);
  expect((await decide(familyId, change.id, { decision: 'accept' }, family)).statusCode).toBe(403);
  expect((await call(null, 'GET', 'family/household/changes')).statusCode).toBe(401);
  expect((await call(null, 'POST', 'family/household/changes', NEW_ADDRESS)).statusCode).toBe(401);
  // Staff are not a family: they cannot propose.
  expect((await call(admin, 'POST', 'family/household/changes', NEW_ADDRESS)).statusCode).toBe(403);
});
