import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FAMILY_CHECK_STATUSES } from '@shared/background-checks/background-check-rules';
import type { FamilyChecks, StaffCheck } from '@shared/background-checks/background-checks.schema';
import { auditLog } from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';
import { buildFamilyContext } from '../family-context/family-context.service';

/** Background checks for every adult (issue 43): transitions, exemptions, need to know, the gate, the family. */
let t: TestApp;
let superAdmin = '';
/** manage_families without view_background_checks: the status word alone. */
let familiesOnly = '';
/** manage_families and view_background_checks, not approve_exemptions. */
let recorder = '';
let familyId = '';
let adultId = '';
let partnerId = '';
let childId = '';

const call = (method: 'GET' | 'PUT' | 'POST', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
const base = () => `/staff/families/${familyId}/background-checks`;
const checksAs = async (authorization: string) =>
  (await call('GET', base(), authorization)).json<FamilyChecks>();
const checkOf = async (memberId: string, typeKey: string) => {
  const view = await checksAs(superAdmin);
  return view.adults.find((a) => a.memberId === memberId)!.checks.find((c) => c.typeKey === typeKey)!;
};
const record = (memberId: string, typeKey: string, body: object, authorization = superAdmin) =>
  call('PUT', `${base()}/${memberId}/${typeKey}`, authorization, body);

async function advance(times: number) {
  for (let i = 0; i < times; i += 1) {
    const moved = await call('POST', `/staff/families/${familyId}/step`, superAdmin, {
      direction: 'advance',
      reason: 'Everything for this step is in',
    });
    expect(moved.statusCode).toBe(200);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
  await createStaffUser(t.db, { email: 'families.only@example.org', roles: [], grant: ['manage_families'] });
  familiesOnly = (await signIn(t.app, 'families.only@example.org', TEST_PASSWORD)).authorization;
  await createStaffUser(t.db, {
    email: 'checks.recorder@example.org',
    roles: [],
    grant: ['manage_families', 'view_background_checks'],
  });
  recorder = (await signIn(t.app, 'checks.recorder@example.org', TEST_PASSWORD)).authorization;
  const created = await call('POST', '/staff/families', superAdmin, {
    familyName: 'Okafor Family',
    primaryContactName: 'Ada Okafor',
  });
  expect(created.statusCode).toBe(201);
  familyId = created.json().id;
  const add = async (name: string, role: string, age: number) => {
    const response = await call('POST', `/staff/families/${familyId}/household`, superAdmin, {
      name,
      role,
      age,
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };
  // New Family made Ada, the primary contact, the household's first member.
  adultId = (await checksAs(superAdmin)).adults[0]!.memberId;
  partnerId = await add('Ben Okafor', 'co_applicant', 43);
  childId = await add('Chi Okafor', 'child', 12);
});

afterAll(async () => {
  await t.close();
});

test('every adult has the three checks every adult needs, not started; a child has none', async () => {
  const view = await checksAs(superAdmin);
  expect(view.adults.map((a) => a.name)).toEqual(['Ada Okafor', 'Ben Okafor']);
  for (const adult of view.adults) {
    expect(adult.checks.map((c) => [c.typeKey, c.status, c.version])).toEqual([
      ['doj', 'not_started', 0],
      ['fbi', 'not_started', 0],
      ['caci', 'not_started', 0],
    ]);
  }
  expect(view.summary).toEqual({ required: 6, cleared: 0, overall: 'pending' });
  expect(view).toMatchObject({ canSeeDetails: true, canRecord: true, canDecideExemptions: true });
});

test('a check moves not started → submitted → in process → cleared, and a stale version changes nothing', async () => {
  const skipped = await record(adultId, 'doj', { status: 'cleared', version: 0 });
  expect(skipped.statusCode).toBe(409);
  const submitted = await record(adultId, 'doj', {
    status: 'submitted',
    submittedDate: '2026-11-02',
    version: 0,
  });
  expect(submitted.statusCode).toBe(200);
  expect(submitted.json<StaffCheck>()).toMatchObject({
    status: 'submitted',
    version: 1,
    details: { submittedDate: '2026-11-02', resultDate: null },
  });
  const stale = await record(adultId, 'doj', { status: 'in_process', version: 0, note: 'overwrites' });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({ code: 'CONFLICT', requestId: expect.any(String) });
  expect((await checkOf(adultId, 'doj')).details?.note).toBeNull();
  expect((await record(adultId, 'doj', { status: 'in_process', version: 1 })).statusCode).toBe(200);
  const early = await record(adultId, 'doj', { status: 'cleared', resultDate: '2026-11-01', version: 2 });
  expect(early.statusCode).toBe(400);
  const cleared = await record(adultId, 'doj', {
    status: 'cleared',
    resultDate: '2026-11-09',
    note: 'No record found.',
    version: 2,
  });
  expect(cleared.json<StaffCheck>()).toMatchObject({
    status: 'cleared',
    version: 3,
    details: { submittedDate: '2026-11-02', resultDate: '2026-11-09', note: 'No record found.' },
  });
  expect((await record(adultId, 'doj', { status: 'submitted', version: 3 })).statusCode).toBe(409);
  const audit = await t.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.familyId, familyId), eq(auditLog.action, 'background_check.recorded')));
  expect(audit.map((row) => row.details)).toContainEqual({
    memberName: 'Ada Okafor',
    checkName: 'California DOJ Fingerprint (Live Scan)',
    from: 'in_process',
    to: 'cleared',
  });
  expect(JSON.stringify(audit)).not.toContain('No record found');
});

describe('exemptions', () => {
  test('asked for only on a check that needs one, decided only by a holder of approve_exemptions', async () => {
    const early = await call('POST', `${base()}/${partnerId}/fbi/exemption`, superAdmin, {
      offenceCategory: 'Misdemeanour',
      documentsConsidered: 'Court records',
      version: 1,
    });
    expect(early.statusCode).toBe(409);
    await record(partnerId, 'fbi', { status: 'submitted', version: 0 });
    await record(partnerId, 'fbi', {
      status: 'needs_exemption',
      note: 'A 2009 conviction for theft.',
      version: 1,
    });
    const asked = await call('POST', `${base()}/${partnerId}/fbi/exemption`, recorder, {
      offenceCategory: 'Non-violent misdemeanour',
      documentsConsidered: 'Court disposition; two character references',
      version: 2,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<StaffCheck>().details?.exemption).toMatchObject({
      offenceCategory: 'Non-violent misdemeanour',
      decision: null,
    });
    const twice = await call('POST', `${base()}/${partnerId}/fbi/exemption`, recorder, {
      offenceCategory: 'Again',
      documentsConsidered: 'Again',
      version: 3,
    });
    expect(twice.statusCode).toBe(409);
    const decision = {
      decision: 'granted',
      reason: 'Rehabilitated: fifteen years without an offence.',
      version: 3,
    };
    const refused = await call('POST', `${base()}/${partnerId}/fbi/exemption/decision`, recorder, decision);
    expect(refused.statusCode).toBe(403);
    expect((await checkOf(partnerId, 'fbi')).status).toBe('needs_exemption');
    const granted = await call('POST', `${base()}/${partnerId}/fbi/exemption/decision`, superAdmin, decision);
    expect(granted.json<StaffCheck>()).toMatchObject({
      status: 'exemption_granted',
      details: { exemption: { decision: 'granted', decidedBy: expect.any(String) } },
    });
    const again = await call('POST', `${base()}/${partnerId}/fbi/exemption/decision`, superAdmin, {
      ...decision,
      version: 4,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('need to know', () => {
  test('without view_background_checks a reader sees the status word alone and cannot record', async () => {
    const view = await checksAs(familiesOnly);
    expect(view).toMatchObject({ canSeeDetails: false, canRecord: false, canDecideExemptions: false });
    expect(view.receipts).toEqual([]);
    const checks = view.adults.flatMap((a) => a.checks);
    expect(checks.find((c) => c.typeKey === 'doj')?.status).toBe('cleared');
    expect(checks.every((c) => c.details === null)).toBe(true);
    expect(JSON.stringify(view)).not.toContain('No record found');
    expect((await record(adultId, 'fbi', { status: 'submitted', version: 0 }, familiesOnly)).statusCode).toBe(
      403,
    );
  });

  test('with it, details; without approve_exemptions, no deciding', async () => {
    const view = await checksAs(recorder);
    expect(view).toMatchObject({ canSeeDetails: true, canRecord: true, canDecideExemptions: false });
    expect(JSON.stringify(view)).toContain('No record found');
  });
});

describe('bad input writes nothing', () => {
  test.each([
    ['another family’s adult', () => record(DEMO_FAMILY_ID, 'fbi', { status: 'submitted', version: 0 }), 404],
    [
      'a check type the agency does not have',
      () => record(adultId, 'nope', { status: 'submitted', version: 0 }),
      400,
    ],
    ['a check that does not apply', () => record(adultId, 'dmv', { status: 'submitted', version: 0 }), 409],
    ['a child', () => record(childId, 'doj', { status: 'submitted', version: 0 }), 409],
    [
      'a decided status by hand',
      () => record(adultId, 'caci', { status: 'exemption_granted', version: 0 }),
      400,
    ],
  ])('%s', async (_, send, status) => {
    const before = await checksAs(superAdmin);
    const response = await send();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await checksAs(superAdmin)).toEqual(before);
  });

  test("a receipt that is not the family's own", async () => {
    const demo = await call('GET', `/staff/families/${DEMO_FAMILY_ID}/background-checks`, superAdmin);
    const otherReceipt = demo.json<FamilyChecks>().receipts[0]?.id;
    expect(otherReceipt).toBeDefined();
    const response = await record(adultId, 'caci', {
      status: 'submitted',
      receiptDocumentId: otherReceipt,
      version: 0,
    });
    expect(response.statusCode).toBe(400);
    expect((await checkOf(adultId, 'caci')).status).toBe('not_started');
  });
});

test('the DMV check applies once an adult will drive children', async () => {
  const changed = await call('PUT', `${base()}/${adultId}`, superAdmin, {
    livedOutOfState: false,
    drivesChildren: true,
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().checks.map((c: StaffCheck) => c.typeKey)).toEqual(['doj', 'fbi', 'caci', 'dmv']);
  expect((await checksAs(superAdmin)).summary.required).toBe(7);
  await call('PUT', `${base()}/${adultId}`, superAdmin, { livedOutOfState: false, drivesChildren: false });
});

test('the decision step waits for every adult’s checks, naming the open ones', async () => {
  await advance(6);
  const refused = await call('POST', `/staff/families/${familyId}/step`, superAdmin, {
    direction: 'advance',
    reason: 'Home assessment done',
  });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toContain('Ada Okafor: FBI Fingerprint (not started)');
  expect(refused.json().message).toContain('Ben Okafor: California DOJ');
  for (const [memberId, typeKey] of [
    [adultId, 'fbi'],
    [adultId, 'caci'],
    [partnerId, 'doj'],
    [partnerId, 'caci'],
  ] as const) {
    await record(memberId, typeKey, { status: 'submitted', version: 0 });
    expect((await record(memberId, typeKey, { status: 'cleared', version: 1 })).statusCode).toBe(200);
  }
  expect((await checksAs(superAdmin)).summary).toEqual({ required: 6, cleared: 6, overall: 'completed' });
  const context = await buildFamilyContext(t.db, familyId, new Date());
  expect(context?.backgroundChecks).toMatchObject({ required: 6, status: 'completed' });
  await advance(1);
});

test('the family sees where each adult’s checks are, never a result or a note', async () => {
  const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo-family' });
  const family = `Bearer ${demo.json().access_token}`;
  const response = await call('GET', '/family/background-checks', family);
  expect(response.statusCode).toBe(200);
  const view = response.json<{ adults: { name: string; checks: { status: string }[] }[] }>();
  expect(view.adults.map((a) => a.name)).toEqual(['Maria Martinez', 'David Martinez', 'Rosa Martinez']);
  const statuses = view.adults.flatMap((a) => a.checks.map((c) => c.status));
  expect(statuses.every((s) => (FAMILY_CHECK_STATUSES as readonly string[]).includes(s))).toBe(true);
  expect(statuses).toContain('in_process');
  expect(JSON.stringify(view)).not.toMatch(/cleared|exemption|note/);
});

test('the Checks queue lists checks awaiting a result, oldest first', async () => {
  const response = await call('GET', '/staff/background-checks?queue=awaiting_result', recorder);
  expect(response.statusCode).toBe(200);
  const items = response.json().items as { memberName: string; typeKey: string; submittedDate: string }[];
  expect(items.some((i) => i.memberName === 'David Martinez' && i.typeKey === 'fbi')).toBe(true);
  const dates = items.map((i) => i.submittedDate);
  expect(dates).toEqual([...dates].sort());
  const exemptions = await call('GET', '/staff/background-checks?queue=needs_exemption', recorder);
  expect(exemptions.json().items).toEqual([]);
});

test('System Configuration adds a type, refuses a twin, and a switched-off type is asked of nobody', async () => {
  const added = await call('POST', '/staff/system/background-check-types', superAdmin, {
    name: 'Fire Marshal Clearance',
    appliesTo: 'every_adult',
    active: true,
  });
  expect(added.statusCode).toBe(201);
  expect(added.json()).toMatchObject({ key: 'fire_marshal_clearance', recorded: 0 });
  const twin = await call('POST', '/staff/system/background-check-types', superAdmin, {
    name: 'fire marshal clearance',
    appliesTo: 'every_adult',
    active: true,
  });
  expect(twin.statusCode).toBe(409);
  expect((await checksAs(superAdmin)).summary.required).toBe(8);
  const off = await call('PUT', '/staff/system/background-check-types/fire_marshal_clearance', superAdmin, {
    name: 'Fire Marshal Clearance',
    appliesTo: 'every_adult',
    active: false,
  });
  expect(off.statusCode).toBe(200);
  expect((await checksAs(superAdmin)).summary.required).toBe(6);
});
