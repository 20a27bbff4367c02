import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type {
  FamilyHomeAssessment,
  StaffAssessmentItem,
  StaffHomeAssessment,
} from '@shared/home-assessment/home-assessment.schema';
import type { FamilyTasks } from '@shared/family-portal/family-portal.schema';
import { auditLog, familySupportStaff, homeAssessmentResults, homeAssessments } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { multipartForm, tinyPdf, type UploadFile } from '../../testing/document-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let admin = '';
let superAdmin = '';
let family = '';
let familyId = '';
let base = '';

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  superAdmin = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
  const created = await createTestFamily(t.db, {
    email: 'okafor@example.org',
    surname: 'Okafor',
    currentStep: 7,
  });
  familyId = created.family.id;
  base = `/api/staff/families/${familyId}/home-assessment`;
  family = (await signInFamily(t.app, 'okafor@example.org', TEST_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const system = '/api/staff/system/home-assessment-items';
const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  authorization = admin,
) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

const upload = (
  url: string,
  files: UploadFile[],
  authorization: string,
  fields: Record<string, string> = {},
) => {
  const form = multipartForm(fields, files);
  return t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, authorization },
  });
};

/** A phone photo carrying its GPS position in EXIF, as cameras write it. */
async function phonePhoto(name = 'IMG_0042.jpg'): Promise<UploadFile> {
  const bytes = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#b03a2e' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '34/1 3/1 8/1' } })
    .toBuffer();
  return { name, bytes, type: 'image/jpeg' };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function record(itemKey: string, body: object) {
  return call('PUT', `${base}/items/${itemKey}`, body);
}

test('a new family has an assessment not started, with every active item of the checklist open', async () => {
  const view = (await call('GET', base)).json() as StaffHomeAssessment;
  expect(view.status).toBe('not_started');
  expect(view.items.map((item) => item.key)).toContain('smoke_co_alarms');
  expect(view.items).toHaveLength(13);
  expect(view.figures).toEqual({ total: 13, checked: 0, open: 13, answered: 0 });
  expect(view.items.every((item) => item.version === 0 && item.result === null && item.open)).toBe(true);
  const forFamily = (await call('GET', '/api/family/home-assessment', undefined, family)).json();
  expect(forFamily).toEqual({ status: 'not_started', completedAt: null, corrections: [] });
});

test('the first result starts the assessment; each save raises the version; a stale save is 409 with the current item', async () => {
  const first = await record('fire_extinguisher', { result: 'pass', note: 'In the kitchen', version: 0 });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({ result: 'pass', note: 'In the kitchen', version: 1, open: false });
  expect(((await call('GET', base)).json() as StaffHomeAssessment).status).toBe('in_progress');

  const second = await record('fire_extinguisher', {
    result: 'pass',
    note: 'Kitchen, gauge green',
    version: 1,
  });
  expect(second.json()).toMatchObject({ version: 2, note: 'Kitchen, gauge green' });

  // A second caseworker's tab still holds version 1: nothing is erased, the answer carries what is there now.
  const stale = await record('fire_extinguisher', { result: 'not_applicable', version: 1 });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({
    code: 'CONFLICT',
    current: { version: 2, note: 'Kitchen, gauge green' },
  });
  expect(typeof stale.json().requestId).toBe('string');
  const [row] = await t.db
    .select({ result: homeAssessmentResults.result, version: homeAssessmentResults.version })
    .from(homeAssessmentResults)
    .innerJoin(homeAssessments, eq(homeAssessments.id, homeAssessmentResults.assessmentId))
    .where(
      and(eq(homeAssessments.familyId, familyId), eq(homeAssessmentResults.itemKey, 'fire_extinguisher')),
    );
  expect(row).toMatchObject({ result: 'pass', version: 2 });
  const audit = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'home_assessment.item_recorded'));
  expect(audit.filter((r) => r.familyId === familyId)).toHaveLength(2);
  expect(JSON.stringify(audit)).not.toContain('gauge green');
});

test('bad input writes nothing: an unknown item, a switched-off one, a correction without a date, a past date', async () => {
  expect((await record('hot_tub_cover', { result: 'pass', version: 0 })).statusCode).toBe(404);
  expect((await call('GET', system)).statusCode).toBe(403);
  const added = await call(
    'POST',
    system,
    { name: 'Trampoline net', guidance: 'The net all round.' },
    superAdmin,
  );
  expect(added.statusCode).toBe(201);
  expect(added.json()).toMatchObject({ key: 'trampoline_net', active: true, inUse: 0 });
  const off = await call(
    'PUT',
    `${system}/trampoline_net`,
    { name: 'Trampoline net', active: false },
    superAdmin,
  );
  expect(off.json()).toMatchObject({ active: false });
  expect((await record('trampoline_net', { result: 'pass', version: 0 })).statusCode).toBe(409);

  const noDate = await record('heating', { result: 'needs_correction', note: 'Guard missing', version: 0 });
  expect(noDate.statusCode).toBe(400);
  const noNote = await record('heating', {
    result: 'needs_correction',
    correctionDueDate: inDays(3),
    version: 0,
  });
  expect(noNote.statusCode).toBe(400);
  const past = await record('heating', {
    result: 'needs_correction',
    note: 'Guard missing',
    correctionDueDate: '2020-01-01',
    version: 0,
  });
  expect(past.statusCode).toBe(400);
  expect((await record('heating', { result: 'maybe', version: 0 })).statusCode).toBe(400);
  const view = (await call('GET', base)).json() as StaffHomeAssessment;
  expect(view.items.find((item) => item.key === 'heating')?.version).toBe(0);
  expect(view.items.some((item) => item.key === 'trampoline_net')).toBe(false);
  expect((await call('PUT', `${system}/no_such_item`, { name: 'Nothing' }, superAdmin)).statusCode).toBe(404);
  expect((await call('POST', system, { name: 'fire extinguisher' }, superAdmin)).statusCode).toBe(409);
  const listed = (await call('GET', system, undefined, superAdmin)).json() as {
    key: string;
    inUse: number;
  }[];
  // Recorded in the demo family's assessment and in this one.
  expect(listed.find((row) => row.key === 'fire_extinguisher')?.inUse).toBe(2);
});

test('photos are images only, stored without their location data, and read by staff', async () => {
  const photo = await phonePhoto();
  expect((await sharp(photo.bytes).metadata()).exif).toBeDefined();
  const added = await upload(`${base}/items/smoke_co_alarms/photos`, [photo], admin);
  expect(added.statusCode).toBe(201);
  const { url, thumbnailUrl, source } = added.json() as { url: string; thumbnailUrl: string; source: string };
  expect(source).toBe('staff');
  const file = await call('GET', url);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/jpeg');
  const stored = await sharp(file.rawPayload).metadata();
  expect(stored.exif).toBeUndefined();
  expect(stored.width).toBe(80);
  expect((await call('GET', thumbnailUrl)).headers['content-type']).toBe('image/webp');

  const pdf = await upload(
    `${base}/items/smoke_co_alarms/photos`,
    [{ name: 'plan.pdf', bytes: tinyPdf() }],
    admin,
  );
  expect(pdf.statusCode).toBe(415);
  expect(pdf.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  const text = await upload(
    `${base}/items/smoke_co_alarms/photos`,
    [{ name: 'alarm.jpg', bytes: Buffer.from('not a photo at all') }],
    admin,
  );
  expect(text.statusCode).toBe(415);
  const item = ((await call('GET', base)).json() as StaffHomeAssessment).items.find(
    (row) => row.key === 'smoke_co_alarms',
  );
  expect(item?.photos).toHaveLength(1);
});

test('a correction: the family gets a task, answers with a photo, the caseworker asks again, then accepts', async () => {
  const asked = await record('medicines_chemicals', {
    result: 'needs_correction',
    note: 'Put the cleaning products in a cabinet with a lock.',
    correctionDueDate: inDays(10),
    version: 0,
  });
  expect(asked.json()).toMatchObject({ open: true, correction: { status: 'open', dueDate: inDays(10) } });

  const tasks = (await call('GET', '/api/family/tasks', undefined, family)).json() as FamilyTasks;
  const task = tasks.urgent.find((row) => row.source === 'correction');
  expect(task).toMatchObject({
    title: 'Fix: Medicines and chemicals locked',
    description: 'Put the cleaning products in a cabinet with a lock.',
    type: 'upload',
    correction: { itemKey: 'medicines_chemicals' },
  });

  const view = (
    await call('GET', '/api/family/home-assessment', undefined, family)
  ).json() as FamilyHomeAssessment;
  expect(view.status).toBe('in_progress');
  expect(view.corrections).toEqual([
    expect.objectContaining({ itemKey: 'medicines_chemicals', status: 'open', photos: [] }),
  ]);
  // The family reads only its corrections: never the other items' notes.
  expect(JSON.stringify(view)).not.toContain('gauge green');

  const answerUrl = '/api/family/home-assessment/corrections/medicines_chemicals';
  const answered = await upload(answerUrl, [await phonePhoto('lock.jpg')], family, {
    note: 'Lock installed',
  });
  expect(answered.statusCode).toBe(200);
  expect(answered.json()).toMatchObject({ status: 'answered', familyNote: 'Lock installed' });
  const familyPhoto = (answered.json() as { photos: { url: string }[] }).photos[0]?.url ?? '';
  expect(familyPhoto).toMatch(/^\/api\/family\/home-assessment\/photos\//);
  expect((await call('GET', familyPhoto, undefined, family)).statusCode).toBe(200);
  const again = await upload(answerUrl, [await phonePhoto()], family);
  expect(again.statusCode).toBe(409);
  const afterAnswer = (await call('GET', '/api/family/tasks', undefined, family)).json() as FamilyTasks;
  expect([...afterAnswer.urgent, ...afterAnswer.upcoming].some((row) => row.source === 'correction')).toBe(
    false,
  );

  const staffItem = (await call('GET', base)).json() as StaffHomeAssessment;
  const item = staffItem.items.find((row) => row.key === 'medicines_chemicals') as StaffAssessmentItem;
  expect(staffItem.figures.answered).toBe(1);
  // The last change is the family's: the item says so, not the caseworker who asked.
  expect(item.updatedByName).toBe('Pat Okafor');
  expect(item.photos.map((photo) => photo.source)).toEqual(['family']);

  const decision = `${base}/items/medicines_chemicals/correction/decision`;
  expect((await call('POST', decision, { decision: 'ask_again', version: item.version })).statusCode).toBe(
    400,
  );
  const askAgain = await call('POST', decision, {
    decision: 'ask_again',
    reply: 'The photo does not show the lock. Please take one with the cabinet closed.',
    version: item.version,
  });
  expect(askAgain.json()).toMatchObject({ correction: { status: 'open' }, open: true });
  const reopened = (await call('GET', '/api/family/tasks', undefined, family)).json() as FamilyTasks;
  expect(reopened.urgent.some((row) => row.source === 'correction')).toBe(true);
  const familyView = (await call('GET', '/api/family/home-assessment', undefined, family)).json();
  expect(familyView.corrections[0].staffReply).toContain('does not show the lock');

  await upload(answerUrl, [await phonePhoto('closed.jpg')], family);
  const current = (await call('GET', base)).json() as StaffHomeAssessment;
  const version = current.items.find((row) => row.key === 'medicines_chemicals')?.version ?? 0;
  expect((await call('POST', decision, { decision: 'accept', version: version - 1 })).statusCode).toBe(409);
  const accepted = await call('POST', decision, { decision: 'accept', version });
  expect(accepted.json()).toMatchObject({ correction: { status: 'accepted' }, open: false });
  const actions = (await t.db.select().from(auditLog).where(eq(auditLog.familyId, familyId))).map(
    (r) => r.action,
  );
  expect(actions).toEqual(
    expect.arrayContaining(['home_assessment.correction_answered', 'home_assessment.correction_decided']),
  );
});

test('the family reads its own photos only, and another family none of them', async () => {
  const other = await createTestFamily(t.db, { email: 'lindqvist@example.org', surname: 'Lindqvist' });
  const otherAuth = (await signInFamily(t.app, 'lindqvist@example.org', TEST_PASSWORD)).authorization;
  const view = (await call('GET', base)).json() as StaffHomeAssessment;
  const staffPhoto = view.items.find((row) => row.key === 'smoke_co_alarms')?.photos[0]?.id ?? '';
  const familyPhoto =
    view.items.find((row) => row.key === 'medicines_chemicals')?.photos.find((p) => p.source === 'family')
      ?.id ?? '';
  const photoUrl = (id: string) => `/api/family/home-assessment/photos/${id}/file`;
  expect((await call('GET', photoUrl(staffPhoto), undefined, family)).statusCode).toBe(404);
  expect((await call('GET', photoUrl(familyPhoto), undefined, otherAuth)).statusCode).toBe(404);
  expect(
    (await call('GET', `/api/staff/families/${other.family.id}/home-assessment/photos/${staffPhoto}/file`))
      .statusCode,
  ).toBe(404);
  expect((await call('DELETE', `${base}/photos/${familyPhoto}`)).statusCode).toBe(409);
  const answer = await upload(
    '/api/family/home-assessment/corrections/medicines_chemicals',
    [await phonePhoto()],
    otherAuth,
  );
  expect(answer.statusCode).toBe(404);
});

test('who may: without the permission 403; a caseworker reads and records only the families assigned to them', async () => {
  await createStaffUser(t.db, { email: 'nobody.ha@example.org', roles: ['staff'] });
  const assigned = await createStaffUser(t.db, { email: 'caseworker.ha@example.org', roles: ['caseworker'] });
  await createStaffUser(t.db, { email: 'other.cw.ha@example.org', roles: ['caseworker'] });
  await t.db.insert(familySupportStaff).values({ familyId, userId: assigned.id, roleTitle: 'Caseworker' });
  const nobody = (await signIn(t.app, 'nobody.ha@example.org', TEST_PASSWORD)).authorization;
  const caseworker = (await signIn(t.app, 'caseworker.ha@example.org', TEST_PASSWORD)).authorization;
  const otherCaseworker = (await signIn(t.app, 'other.cw.ha@example.org', TEST_PASSWORD)).authorization;
  expect((await call('GET', base, undefined, nobody)).statusCode).toBe(403);
  expect((await call('PUT', `${base}/items/pets`, { result: 'pass', version: 0 }, nobody)).statusCode).toBe(
    403,
  );
  expect((await call('GET', base, undefined, otherCaseworker)).statusCode).toBe(404);
  expect(
    (await call('PUT', `${base}/items/pets`, { result: 'pass', version: 0 }, otherCaseworker)).statusCode,
  ).toBe(404);
  expect((await call('GET', base, undefined, caseworker)).statusCode).toBe(200);
  const pets = await call('PUT', `${base}/items/pets`, { result: 'not_applicable', version: 0 }, caseworker);
  expect(pets.json()).toMatchObject({ result: 'not_applicable', updatedByName: 'caseworker.ha@example.org' });
  expect((await call('GET', system, undefined, caseworker)).statusCode).toBe(403);
  expect((await call('GET', '/api/family/home-assessment', undefined, admin)).statusCode).toBe(403);
});

test('the sign-off waits for every item, names the open ones, then locks the assessment', async () => {
  const refused = await call('POST', `${base}/complete`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toContain('Working smoke and carbon-monoxide alarms');
  const view = (await call('GET', base)).json() as StaffHomeAssessment;
  const summary = async () => (await call('GET', `/api/staff/families/${familyId}`)).json().homeAssessment;
  expect(await summary()).toEqual({ status: 'in_progress', openItems: view.figures.open });
  for (const item of view.items.filter((row) => row.result === null)) {
    expect((await record(item.key, { result: 'pass', version: item.version })).statusCode).toBe(200);
  }
  const done = await call('POST', `${base}/complete`);
  expect(done.statusCode).toBe(200);
  expect(done.json()).toMatchObject({ status: 'completed', figures: { open: 0 } });
  expect((done.json() as StaffHomeAssessment).completedByName).not.toBeNull();
  expect(await summary()).toEqual({ status: 'completed', openItems: 0 });
  const locked = await record('pets', { result: 'not_applicable', version: 1 });
  expect(locked.statusCode).toBe(409);
  expect((await upload(`${base}/items/pets/photos`, [await phonePhoto()], admin)).statusCode).toBe(409);
  expect((await call('POST', `${base}/complete`)).statusCode).toBe(409);
  const forFamily = (await call('GET', '/api/family/home-assessment', undefined, family)).json();
  expect(forFamily).toMatchObject({ status: 'completed', corrections: [{ status: 'accepted' }] });
});
