import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FAMILY_SORTS } from '@shared/families/families.schema';
import { auditLog, families, users } from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, latestMail, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';
import { clearBackgroundChecks } from '../../testing/background-checks';

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, authorization = admin) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, authorization = admin) =>
  t.app.inject({ method, url, payload, headers: { authorization } });

test('All Families lists a page with the spec columns, searchable by name, case number and id', async () => {
  const page = await get('/api/staff/families');
  expect(page.statusCode).toBe(200);
  expect(page.json()).toMatchObject({ page: 1, pageSize: 25, total: 8 });
  expect(page.json().items[0]).toEqual({
    id: expect.any(String),
    caseNumber: expect.stringMatching(/^HVN-/),
    familyName: expect.any(String),
    primaryContactName: expect.any(String),
    currentStep: expect.any(Number),
    stepName: expect.any(String),
    progressPercentage: expect.any(Number),
    status: expect.any(String),
    startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    lastLogin: expect.any(String),
  });
  const byName = await get('/api/staff/families?search=martinez');
  expect(byName.json().items.map((f: { id: string }) => f.id)).toEqual([DEMO_FAMILY_ID]);
  expect((await get('/api/staff/families?search=hvn-2026-000')).json().total).toBe(8);
  expect((await get('/api/staff/families?search=0004')).json().items[0].familyName).toBe('Nguyen Family');
  expect((await get(`/api/staff/families?search=${DEMO_FAMILY_ID}`)).json().total).toBe(1);
  const searched = (await get('/api/staff/families?search=family&pageSize=3&page=3')).json();
  expect(searched).toMatchObject({ total: 8, page: 3 });
  expect(searched.items).toHaveLength(2);
  expect((await get('/api/staff/families?search=family&pageSize=3&page=9')).json()).toMatchObject({
    total: 8,
    items: [],
  });
  // LIKE wildcards are plain characters.
  expect((await get('/api/staff/families?search=%25')).json().total).toBe(0);
  expect((await get('/api/staff/families?search=_')).json().total).toBe(0);
});

test('All Families filters by step and status and sorts both ways', async () => {
  const step4 = await get('/api/staff/families?step=4');
  expect(step4.json().items.map((f: { caseNumber: string }) => f.caseNumber)).toEqual(['HVN-2026-0001']);
  const approved = await get('/api/staff/families?status=approved');
  expect(approved.json().items.every((f: { status: string }) => f.status === 'approved')).toBe(true);
  const progress = (await get('/api/staff/families?sort=progress&order=desc'))
    .json()
    .items.map((f: { progressPercentage: number }) => f.progressPercentage);
  expect(progress).toEqual([...progress].sort((a, b) => b - a));
  const starts = (await get('/api/staff/families?sort=startDate&order=asc'))
    .json()
    .items.map((f: { startDate: string }) => f.startDate);
  expect(starts).toEqual([...starts].sort());
  const names = (await get('/api/staff/families?sort=contact'))
    .json()
    .items.map((f: { primaryContactName: string }) => f.primaryContactName);
  expect(names[0]).toBe('Ana Garcia');
  expect((await get('/api/staff/families?sort=lastLogin&order=desc')).statusCode).toBe(200);
  expect((await get('/api/staff/families?sort=step&order=desc')).json().items[0].currentStep).toBe(8);
});

test('pagination is bounded: pageSize 101 and page 0 are 400; pages do not overlap', async () => {
  for (const query of [
    'pageSize=101',
    'page=0',
    'pageSize=0',
    'step=9',
    'status=lost',
    'sort=age',
    'order=up',
  ]) {
    const response = await get(`/api/staff/families?${query}`);
    expect(response.statusCode, query).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  }
  expect((await get('/api/staff/families/applications?pageSize=101')).statusCode).toBe(400);
  const first = (await get('/api/staff/families?pageSize=3&page=1'))
    .json()
    .items.map((f: { id: string }) => f.id);
  const second = (await get('/api/staff/families?pageSize=3&page=2'))
    .json()
    .items.map((f: { id: string }) => f.id);
  expect(first).toHaveLength(3);
  expect(first.filter((id: string) => second.includes(id))).toEqual([]);
  expect((await get('/api/staff/families?page=500')).json().items).toEqual([]);
});

test('Applications lists active families in steps 1–2, oldest first, with days waiting and missing items', async () => {
  const response = await get('/api/staff/families/applications');
  const items = response.json().items as {
    caseNumber: string;
    daysWaiting: number;
    missing: string[];
    status: string;
    currentStep: number;
  }[];
  expect(items.map((i) => i.caseNumber)).toEqual(['HVN-2026-0003', 'HVN-2026-0002']);
  expect(items[0]!.daysWaiting).toBe(21);
  expect(items[1]!.missing).toEqual(
    expect.arrayContaining(['resource_family_application_(rfa_01a)', 'government-issued_photo_id']),
  );
  expect(new Set(items[1]!.missing).size).toBe(items[1]!.missing.length);
  expect(items[0]!.missing).not.toContain('final_approval_acknowledgement');
});

test('the family detail has journey, documents, household, training, appointments and team; unknown is 404', async () => {
  const detail = await get(`/api/staff/families/${DEMO_FAMILY_ID}`);
  expect(detail.statusCode).toBe(200);
  const body = detail.json();
  expect(body.family).toMatchObject({
    caseNumber: 'HVN-2026-0001',
    familyName: 'Martinez Family',
    daysInProcess: 60,
    preferredLanguage: 'en',
  });
  expect(body.journey).toMatchObject({ currentStep: 4, completedSteps: 3, percent: 38, totalSteps: 8 });
  expect(body.journey.steps).toHaveLength(8);
  expect(body.documents.length).toBeGreaterThan(20);
  expect(body.documents[0]).not.toHaveProperty('storageKey');
  expect(body.household.totals).toEqual({ total: 4, adults: 3, children: 1 });
  expect(body.training).toMatchObject({ requiredHours: 40, completedHours: 12 });
  // Background checks have their own read (background-checks.routes.test.ts).
  expect(body).not.toHaveProperty('backgroundChecks');
  expect(body.appointments).toHaveLength(3);
  expect(body.supportStaff.map((s: { name: string }) => s.name)).toEqual([
    'Sarah Johnson',
    'Michael Chen',
    'Priya Patel',
  ]);
  expect(body.portalAccounts).toEqual([
    expect.objectContaining({ email: 'family@haven.demo', status: 'active' }),
  ]);
  const missing = await get('/api/staff/families/11111111-1111-4111-8111-111111111111');
  expect(missing.statusCode).toBe(404);
  expect((await get('/api/staff/families/not-a-uuid')).statusCode).toBe(400);
});

test('staff create a family with the next case number of the year', async () => {
  const year = new Date().getUTCFullYear();
  const created = await send('POST', '/api/staff/families', {
    familyName: 'Okafor Family',
    primaryContactName: 'Ngozi Okafor',
    preferredLanguage: 'en',
  });
  expect(created.statusCode).toBe(201);
  expect(created.json().caseNumber).toBe(`HVN-${year}-0009`);
  const second = await send('POST', '/api/staff/families', {
    familyName: 'Reyes Family',
    primaryContactName: 'Tala Reyes',
    primaryContactEmail: 'tala@example.org',
    preferredLanguage: 'tl',
  });
  expect(second.json().caseNumber).toBe(`HVN-${year}-0010`);
  const detail = (await get(`/api/staff/families/${second.json().id}`)).json();
  expect(detail.family).toMatchObject({
    currentStep: 1,
    stepName: 'Dream',
    status: 'active',
    primaryContactEmail: 'tala@example.org',
    preferredLanguage: 'tl',
  });
  expect(detail.recentActivity.map((item: { description: string }) => item.description)).toEqual(
    expect.arrayContaining([
      `Alex Morgan opened case HVN-${year}-0010 for the Reyes Family`,
      'Alex Morgan added Tala Reyes to the household',
    ]),
  );
  const bad = await send('POST', '/api/staff/families', {
    familyName: '',
    primaryContactName: 'x',
    preferredLanguage: 'fr',
  });
  expect(bad.statusCode).toBe(400);
});

test('text with a NUL, another control character or a lone surrogate is a 400 and writes nothing', async () => {
  const countFamilies = async () => (await t.db.select({ id: families.id }).from(families)).length;
  const before = await countFamilies();
  for (const familyName of ['Nul\u0000 Family', 'Bell\u0007 Family', 'Broken \ud800 Family', 'Two\nLines']) {
    const response = await send('POST', '/api/staff/families', {
      familyName,
      primaryContactName: 'Pat Doe',
      preferredLanguage: 'en',
    });
    expect(response.statusCode, JSON.stringify(familyName)).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
    expect(response.json().message).toMatch(/^body\.familyName: must /);
  }
  expect(await countFamilies()).toBe(before);
  for (const url of [
    '/api/staff/families',
    '/api/staff/families/support-staff-options',
    '/api/admin/users',
  ]) {
    const response = await get(`${url}?search=a%00b`);
    expect(response.statusCode, url).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  }
});

test('advancing and returning steps updates the family, is audited with the reason and shows in its activity', async () => {
  const { family, user } = await createTestFamily(t.db, {
    email: 'steps@example.org',
    surname: 'Steps',
    currentStep: 7,
  });
  // The decision step waits for every adult's background checks.
  await clearBackgroundChecks(t.db, family.id);
  const move = (direction: string, reason = 'Paperwork reviewed and complete') =>
    send('POST', `/api/staff/families/${family.id}/step`, { direction, reason });
  expect((await move('advance')).json()).toEqual({
    currentStep: 8,
    stepName: 'Decide',
    progressPercentage: 88,
    status: 'active',
    completedSteps: 7,
  });
  // Step 8 is left by a decision (issue 45), not by advancing.
  const past = await move('advance');
  expect(past.statusCode).toBe(409);
  expect(past.json().message).toBe(
    'Step 8 ends with a decision: approve or deny the family from its Decision tab.',
  );
  expect((await move('return', 'Home study reopened')).json()).toMatchObject({
    currentStep: 7,
    status: 'active',
    progressPercentage: 75,
  });
  const [row] = await t.db.select().from(families).where(eq(families.id, family.id));
  expect(row).toMatchObject({ currentStep: 7, progressPercentage: 75, status: 'active' });

  const audits = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.familyId, family.id), eq(auditLog.action, 'family.step_moved')))
    .orderBy(asc(auditLog.id));
  expect(audits).toHaveLength(2);
  expect(audits[1]!.details).toMatchObject({
    direction: 'return',
    reason: 'Home study reopened',
    from: 8,
    to: 7,
  });

  const { authorization } = await signInFamily(t.app, user.email, TEST_PASSWORD);
  const activity = await get('/api/family/activity?limit=5', authorization);
  expect(activity.json().map((a: { description: string }) => a.description)).toEqual(
    expect.arrayContaining([
      'Alex Morgan returned the family to step 7 (Demonstrate): Home study reopened',
      'Alex Morgan moved the family to step 8 (Decide): Paperwork reviewed and complete',
    ]),
  );
  const journey = (await get('/api/family/journey', authorization)).json();
  expect(journey).toMatchObject({ currentStep: 7, completedSteps: 6 });
});

test('returning below step 1 is 409 and a reason is required', async () => {
  const { family } = await createTestFamily(t.db, {
    email: 'first@example.org',
    surname: 'First',
    currentStep: 1,
  });
  const url = `/api/staff/families/${family.id}/step`;
  expect((await send('POST', url, { direction: 'return', reason: 'Needs more' })).statusCode).toBe(409);
  for (const payload of [
    { direction: 'advance' },
    { direction: 'advance', reason: '  a ' },
    { direction: 'advance', reason: 'x'.repeat(501) },
    { direction: 'sideways', reason: 'Because' },
  ]) {
    const response = await send('POST', url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  }
  expect(
    (
      await send('POST', '/api/staff/families/11111111-1111-4111-8111-111111111111/step', {
        direction: 'advance',
        reason: 'Ready',
      })
    ).statusCode,
  ).toBe(404);
});

test('staff add, edit and remove household members; each change is audited for the family', async () => {
  const { family } = await createTestFamily(t.db, { email: 'house@example.org', surname: 'House' });
  const base = `/api/staff/families/${family.id}/household`;
  const added = await send('POST', base, { name: 'Jamie House', role: 'child', relationship: 'Son', age: 7 });
  expect(added.statusCode).toBe(201);
  expect(added.json()).toMatchObject({
    name: 'Jamie House',
    role: 'child',
    roleLabel: 'Child',
    age: 7,
    relationship: 'Son',
  });
  const id = added.json().id;
  const edited = await send('PUT', `${base}/${id}`, { name: 'Jamie House', role: 'adult', age: 19 });
  expect(edited.json()).toMatchObject({ role: 'adult', roleLabel: 'Adult', age: 19, relationship: null });
  for (const payload of [
    { name: '', role: 'child' },
    { name: 'A', role: 'pet' },
    { name: 'A', role: 'child', age: 121 },
    { name: 'A', role: 'child', age: -1 },
  ]) {
    expect((await send('POST', base, payload)).statusCode).toBe(400);
  }
  expect((await send('DELETE', `${base}/${id}`)).statusCode).toBe(204);
  expect((await send('DELETE', `${base}/${id}`)).statusCode).toBe(404);
  const otherFamilyMember = `/api/staff/families/${DEMO_FAMILY_ID}/household/${(await createTestFamily(t.db, { email: 'house2@example.org', surname: 'Other' })).memberId}`;
  expect((await send('PUT', otherFamilyMember, { name: 'X', role: 'adult' })).statusCode).toBe(404);
  expect(
    (
      await send('POST', '/api/staff/families/11111111-1111-4111-8111-111111111111/household', {
        name: 'X',
        role: 'adult',
      })
    ).statusCode,
  ).toBe(404);
  const actions = (await t.db.select().from(auditLog).where(eq(auditLog.familyId, family.id))).map(
    (a) => a.action,
  );
  expect(actions).toEqual(
    expect.arrayContaining([
      'family.household_member_added',
      'family.household_member_updated',
      'family.household_member_removed',
    ]),
  );
});

test('support staff: up to three staff users, in order; family users and unknown ids are refused', async () => {
  const { family, user } = await createTestFamily(t.db, { email: 'team@example.org', surname: 'Team' });
  const options = (await get('/api/staff/families/support-staff-options?search=haven.demo')).json() as {
    userId: string;
    name: string;
  }[];
  const pick = (name: string) => options.find((o) => o.name === name)!.userId;
  const url = `/api/staff/families/${family.id}/support-staff`;
  const set = await send('PUT', url, {
    members: [
      { userId: pick('Priya Patel'), roleTitle: 'Training Coordinator' },
      { userId: pick('Sarah Johnson'), roleTitle: 'Caseworker' },
    ],
  });
  expect(set.statusCode).toBe(200);
  expect(set.json().map((m: { name: string; roleTitle: string }) => [m.name, m.roleTitle])).toEqual([
    ['Priya Patel', 'Training Coordinator'],
    ['Sarah Johnson', 'Caseworker'],
  ]);
  expect(options.some((o) => o.name === 'Maria Martinez')).toBe(false);
  const four = Array.from({ length: 4 }, (_, i) => ({ userId: options[i]!.userId, roleTitle: 'Helper' }));
  expect((await send('PUT', url, { members: four })).statusCode).toBe(400);
  const twice = [
    { userId: pick('Priya Patel'), roleTitle: 'A' },
    { userId: pick('Priya Patel'), roleTitle: 'B' },
  ];
  expect((await send('PUT', url, { members: twice })).statusCode).toBe(400);
  expect(
    (await send('PUT', url, { members: [{ userId: user.id, roleTitle: 'Caseworker' }] })).statusCode,
  ).toBe(400);
  expect((await send('PUT', url, { members: [] })).json()).toEqual([]);
});

test('support staff: only approved, confirmed staff are options or assignable; sign-ups waiting for approval are not', async () => {
  const { family } = await createTestFamily(t.db, { email: 'vetted.team@example.org', surname: 'Vetted' });
  const signedUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: {
      email: 'unvetted.caseworker@example.org',
      password: 'a-long-passphrase',
      displayName: 'Una Vetted',
    },
  });
  expect(signedUp.statusCode).toBe(201);
  const [unconfirmed] = await t.db
    .select()
    .from(users)
    .where(eq(users.email, 'unvetted.caseworker@example.org'));
  const pending = await createStaffUser(t.db, { email: 'pending.caseworker@example.org', roles: [] });
  await t.db.update(users).set({ accessStatus: 'pending' }).where(eq(users.id, pending.id));
  const declined = await createStaffUser(t.db, { email: 'declined.caseworker@example.org', roles: [] });
  await t.db.update(users).set({ accessStatus: 'declined' }).where(eq(users.id, declined.id));
  const approved = await createStaffUser(t.db, {
    email: 'approved.caseworker@example.org',
    roles: ['staff'],
  });

  const options = (
    await get('/api/staff/families/support-staff-options?search=caseworker@example.org')
  ).json();
  expect(options.map((o: { email: string }) => o.email)).toEqual(['approved.caseworker@example.org']);

  const url = `/api/staff/families/${family.id}/support-staff`;
  for (const account of [unconfirmed!, pending, declined]) {
    const refused = await send('PUT', url, {
      members: [
        { userId: approved.id, roleTitle: 'Caseworker' },
        { userId: account.id, roleTitle: 'Caseworker' },
      ],
    });
    expect(refused.statusCode, account.email).toBe(400);
  }
  expect((await get(`/api/staff/families/${family.id}`)).json().supportStaff).toEqual([]);
  const accepted = await send('PUT', url, { members: [{ userId: approved.id, roleTitle: 'Caseworker' }] });
  expect(accepted.statusCode).toBe(200);
});

test('invitation end to end: staff invite, the applicant sets a password, signs in and sees only its family', async () => {
  const created = await send('POST', '/api/staff/families', {
    familyName: 'Invite Family',
    primaryContactName: 'Robin Invite',
    preferredLanguage: 'en',
  });
  const familyId = created.json().id as string;
  const email = 'robin.invite@example.org';
  expect(
    (await send('POST', `/api/staff/families/${familyId}/invite`, { email: 'Robin.Invite@Example.org' }))
      .statusCode,
  ).toBe(204);
  const [pending] = await t.db.select().from(users).where(eq(users.email, email));
  expect(pending).toMatchObject({ kind: 'family', familyId, passwordHash: null, emailConfirmedAt: null });
  expect((await get(`/api/staff/families/${familyId}`)).json().portalAccounts).toEqual([
    expect.objectContaining({ email, status: 'invited' }),
  ]);

  // Re-inviting replaces the first link.
  const first = (await latestMail(t.outboxDir, email)).link!;
  expect((await send('POST', `/api/staff/families/${familyId}/invite`, { email })).statusCode).toBe(204);
  const { raw, link } = await latestMail(t.outboxDir, email);
  expect(raw).toContain('Hello Robin Invite');
  expect(link).toMatch(/^http:\/\/haven\.test\/family\/accept-invite\?token=/);
  expect(link).not.toBe(first);
  const oldToken = new URL(first).searchParams.get('token')!;
  expect(
    (
      await send('POST', '/api/auth/invitations/accept', { token: oldToken, password: 'robin-passphrase' })
    ).json().code,
  ).toBe('INVALID_TOKEN');

  const token = new URL(link!).searchParams.get('token')!;
  expect((await send('POST', '/api/auth/invitations/accept', { token, password: 'abc' })).json().code).toBe(
    'WEAK_PASSWORD',
  );
  const accepted = await send('POST', '/api/auth/invitations/accept', {
    token,
    password: 'robin-passphrase',
  });
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json().user).toMatchObject({
    email,
    kind: 'family',
    familyId,
    emailConfirmedAt: expect.any(String),
  });
  const authorization = `Bearer ${accepted.json().access_token}`;
  expect((await get('/api/auth/me', authorization)).json()).toMatchObject({
    user: { email, kind: 'family', familyId },
  });
  const dashboard = (await get('/api/family/dashboard', authorization)).json();
  expect(dashboard.family).toMatchObject({ id: familyId, familyName: 'Invite Family', firstName: 'Robin' });
  // The primary contact is the household's primary applicant from the start.
  const household = (await get('/api/family/household', authorization)).json();
  expect(household.totals.total).toBe(1);
  expect(household.primaryApplicants).toEqual([
    expect.objectContaining({ name: 'Robin Invite', role: 'primary_applicant' }),
  ]);
  // A new family's first tasks come from the checklist's items of step 1: the household's and the applicant's.
  const tasks = (await get('/api/family/tasks', authorization)).json();
  const taskTitles = tasks.upcoming.map((task: { title: string }) => task.title);
  expect(tasks.upcoming.map((task: { document: { name: string } | null }) => task.document?.name)).toContain(
    'Resource Family Application (RFA 01A)',
  );
  expect(taskTitles).toContain('Upload Government-Issued Photo ID for Robin Invite');
  expect(
    (await send('POST', '/api/auth/invitations/accept', { token, password: 'robin-passphrase' })).json().code,
  ).toBe('INVALID_TOKEN');
  await signInFamily(t.app, email, 'robin-passphrase');
  const activity = (await get(`/api/staff/families/${familyId}`))
    .json()
    .recentActivity.map((a: { description: string }) => a.description);
  expect(activity).toEqual(
    expect.arrayContaining([
      `Alex Morgan invited ${email} to the family portal`,
      'Robin Invite accepted the invitation to the family portal',
    ]),
  );

  const active = await send('POST', `/api/staff/families/${familyId}/invite`, { email });
  expect(active.statusCode).toBe(409);
  expect(active.json().code).toBe('CONFLICT');
});

test('inviting an e-mail of a staff account or of another family is 409', async () => {
  const { family } = await createTestFamily(t.db, { email: 'taken@example.org', surname: 'Taken' });
  const staff = await send('POST', `/api/staff/families/${family.id}/invite`, { email: 'admin@haven.demo' });
  expect(staff.statusCode).toBe(409);
  expect(staff.json().code).toBe('EMAIL_TAKEN');
  const otherFamily = await send('POST', `/api/staff/families/${DEMO_FAMILY_ID}/invite`, {
    email: 'taken@example.org',
  });
  expect(otherFamily.statusCode).toBe(409);
  expect(
    (
      await send('POST', '/api/staff/families/11111111-1111-4111-8111-111111111111/invite', {
        email: 'x@example.org',
      })
    ).statusCode,
  ).toBe(404);
  expect((await send('POST', `/api/staff/families/${family.id}/invite`, { email: 'nope' })).statusCode).toBe(
    400,
  );
});

test('walking every page gives the same order as one big page, for every sort both ways (never-signed-in included)', async () => {
  const ids = async (query: string) =>
    (await get(`/api/staff/families?${query}`)).json().items.map((f: { id: string }) => f.id);
  for (const sort of FAMILY_SORTS) {
    for (const order of ['asc', 'desc']) {
      const all = await ids(`sort=${sort}&order=${order}&pageSize=100`);
      const walked: string[] = [];
      for (let page = 1; page <= Math.ceil(all.length / 3); page++)
        walked.push(...(await ids(`sort=${sort}&order=${order}&pageSize=3&page=${page}`)));
      expect(walked, `${sort} ${order}`).toEqual(all);
    }
  }
});
