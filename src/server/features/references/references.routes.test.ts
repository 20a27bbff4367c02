import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import type {
  FamilyReferenceList,
  ReferenceLink,
  StaffReferenceList,
} from '@shared/references/references.schema';
import { auditLog, familyReferences, familySupportStaff } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { pdfText } from '../../testing/pdf-text';
import { pdfsig } from '../../testing/pdfsig';
import { readMail } from '../../testing/read-mail';
import { signaturePng } from '../../testing/signing-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let admin: string;
let ink: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.jobs.runUntilIdle();
  ink = await signaturePng();
});
afterAll(async () => {
  await t.close();
});
// The reminders' test moves the clock; every test starts on real time.
beforeEach(async () => {
  t.clock.now = null;
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
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
async function newFamily(language?: 'es') {
  counter += 1;
  const email = `refs-${counter}@example.org`;
  const familyId = (await createTestFamily(t.db, { email, surname: `Refs${counter}` })).family.id;
  const family = (await signInFamily(t.app, email, TEST_PASSWORD)).authorization;
  if (language)
    expect(
      (await call(family, 'PUT', 'family/preferences', { preferredLanguage: language })).statusCode,
    ).toBe(200);
  return { familyId, family };
}

const tokenOf = (link: string | undefined) => {
  const token = /\/reference\/([A-Za-z0-9_-]{43})/.exec(link ?? '')?.[1];
  if (!token) throw new Error(`no reference link in ${link}`);
  return token;
};

const answers = {
  reference_known_how: 'We have been neighbours since 2015.',
  reference_years_known: '10',
  reference_seen_with_children: 'Yes',
  reference_children_observations: 'Patient and kind with my own two children.',
  reference_strengths: 'Calm, organised, warm.',
  reference_concerns: 'No',
  reference_recommend: 'Yes',
  reference_certify: true,
};

test('a family asks a reference, who fills and signs the questionnaire through the link; the family sees only its status', async () => {
  const { familyId, family } = await newFamily();
  const asked = await call(family, 'POST', 'family/references', {
    name: 'Rosa Delgado',
    email: 'rosa.delgado@example.org',
    relationship: 'Neighbour for ten years',
  });
  expect(asked.statusCode).toBe(201);
  expect(asked.json()).toMatchObject({ name: 'Rosa Delgado', status: 'requested', requestedBy: 'family' });
  expect(asked.json().emailHint).not.toContain('rosa.delgado');

  // Asking the same person again while the request is open is a 409 (staff resend instead).
  const twice = await call(family, 'POST', 'family/references', {
    name: 'Rosa Delgado',
    email: 'ROSA.delgado@example.org',
    relationship: 'Neighbour',
  });
  expect(twice.statusCode).toBe(409);
  expect(twice.json()).toMatchObject({ code: 'CONFLICT' });

  const mail = await readMail(t.outboxDir, 'rosa.delgado@example.org');
  expect(mail.subject).toContain('has named you as a reference');
  const token = tokenOf(mail.link);

  const page = await call(null, 'GET', `reference-links/${token}`);
  expect(page.statusCode).toBe(200);
  const link = page.json() as ReferenceLink;
  expect(link.referenceName).toBe('Rosa Delgado');
  expect(link.questionnaire).toBe('Reference Questionnaire');
  // Nothing of the family but the applicant's name: no case number, e-mail, address or household.
  const body = JSON.stringify(link);
  expect(body).not.toMatch(/TST-|refs-\d+@example\.org|caseNumber|household/);

  const opened = (await call(family, 'GET', 'family/references')).json() as FamilyReferenceList;
  expect(opened.references[0]?.status).toBe('opened');

  // A hidden field (no concerns) is neither asked nor kept; a missing required answer is a 400.
  const incomplete = await call(null, 'POST', `reference-links/${token}`, {
    formData: { ...answers, reference_strengths: '' },
    signatureData: ink,
    consent: true,
  });
  expect(incomplete.statusCode).toBe(400);
  expect(incomplete.json()).toMatchObject({ code: 'VALIDATION_FAILED' });

  const done = await call(null, 'POST', `reference-links/${token}`, {
    formData: { ...answers, reference_concern_details: 'should not be kept' },
    signatureData: ink,
    consent: true,
  });
  expect(done.statusCode).toBe(200);
  expect(done.json()).toEqual({ result: 'completed' });

  // Single use: the link no longer opens anything.
  const again = await call(null, 'GET', `reference-links/${token}`);
  expect(again.statusCode).toBe(400);
  expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  expect(again.json().requestId).toBeTruthy();

  // The family sees "completed" and never the answers.
  const list = await call(family, 'GET', 'family/references');
  expect(list.json().references[0]).toMatchObject({ status: 'completed' });
  expect(list.body).not.toContain('neighbours since 2015');
  const referenceId = list.json().references[0].id as string;
  expect(
    (await call(family, 'GET', `staff/families/${familyId}/references/${referenceId}/answers`)).statusCode,
  ).toBe(403);

  // Staff read the answers and the evidence, and the sealed PDF lists the reference as signer.
  const staffAnswers = await call(
    admin,
    'GET',
    `staff/families/${familyId}/references/${referenceId}/answers`,
  );
  expect(staffAnswers.statusCode).toBe(200);
  expect(staffAnswers.json().formData).toMatchObject({
    reference_known_how: 'We have been neighbours since 2015.',
  });
  expect(staffAnswers.json().formData).not.toHaveProperty('reference_concern_details');
  const pdf = await call(admin, 'GET', `staff/families/${familyId}/references/${referenceId}/pdf`);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toContain('application/pdf');
  const text = await pdfText(pdf.rawPayload);
  expect(text).toContain('Rosa Delgado');
  expect(text).toContain('Reference link e-mailed to rosa.delgado@example.org');
  expect(text).not.toContain('should not be kept');
  expect(await pdfsig(pdf.rawPayload)).toContain('Signature Validation: Signature is Valid.');

  // /verify knows it by its code, with the reference as its one signer.
  const verified = await call(null, 'GET', `verify/documents/${staffAnswers.json().verificationCode}`);
  expect(verified.json()).toMatchObject({
    result: 'verified',
    signers: [{ role: 'reference', name: 'Rosa Delgado', signedVia: 'reference_link' }],
  });

  const actions = await t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.objectId, referenceId));
  expect(actions.map((a) => a.action)).toEqual(
    expect.arrayContaining([
      'reference.requested',
      'reference.opened',
      'reference.signed',
      'reference.completed',
    ]),
  );
});

test("the e-mail and the questionnaire are in the family's language", async () => {
  const { family } = await newFamily('es');
  await call(family, 'POST', 'family/references', {
    name: 'Lucía Pérez',
    email: 'lucia.perez@example.org',
    relationship: 'Compañera de trabajo',
  });
  const mail = await readMail(t.outboxDir, 'lucia.perez@example.org');
  expect(mail.contentLanguage).toBe('es');
  expect(mail.subject).toContain('le ha nombrado como referencia');
  const link = (await call(null, 'GET', `reference-links/${tokenOf(mail.link)}`)).json() as ReferenceLink;
  expect(link.language).toBe('es');
  expect(link.questionnaire).toBe('Cuestionario de referencia');
  expect(link.fields.find((f) => f.name === 'reference_recommend')?.optionLabels).toEqual([
    'Sí',
    'Con reservas',
    'No',
  ]);
});

test('reminders go 3 and 7 days after the request with a fresh link; the older link still works until it expires', async () => {
  const { familyId } = await newFamily();
  t.clock.now = new Date('2031-03-01T09:00:00Z');
  // The clock jumps days: staff sign in again at each moment.
  const staff = async () => (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  const asked = await call(await staff(), 'POST', `staff/families/${familyId}/references`, {
    name: 'Omar Haddad',
    email: 'omar.haddad@example.org',
    relationship: 'Pastor',
  });
  expect(asked.json()).toMatchObject({ requestedBy: 'staff', remindersSent: 0 });
  const first = tokenOf((await readMail(t.outboxDir, 'omar.haddad@example.org')).link);
  const runAt = async (iso: string) => {
    t.clock.now = new Date(iso);
    await t.app.jobs.runDueSchedules();
    await t.app.jobs.runUntilIdle();
  };
  const state = async () =>
    ((await call(await staff(), 'GET', `staff/families/${familyId}/references`)).json() as StaffReferenceList)
      .references[0];

  await runAt('2031-03-03T10:00:00Z');
  expect((await state())?.remindersSent).toBe(0);
  await runAt('2031-03-04T10:00:00Z');
  expect((await state())?.remindersSent).toBe(1);
  const reminder = await readMail(t.outboxDir, 'omar.haddad@example.org');
  expect(reminder.subject).toContain('Reminder');
  const second = tokenOf(reminder.link);
  expect(second).not.toBe(first);
  expect((await call(null, 'GET', `reference-links/${first}`)).statusCode).toBe(200);
  await runAt('2031-03-05T10:00:00Z');
  expect((await state())?.remindersSent).toBe(1);
  await runAt('2031-03-08T10:00:00Z');
  expect((await state())?.remindersSent).toBe(2);
  await runAt('2031-03-12T10:00:00Z');
  expect((await state())?.remindersSent).toBe(2);

  // The first link (sent 1 March) has expired after 14 days; the newest (8 March) still works.
  t.clock.now = new Date('2031-03-16T10:00:00Z');
  expect((await call(null, 'GET', `reference-links/${first}`)).json()).toMatchObject({
    code: 'INVALID_TOKEN',
  });
  expect((await call(null, 'GET', `reference-links/${second}`)).statusCode).toBe(200);
  // Every link lapsed: the request reads as expired; staff resend it.
  t.clock.now = new Date('2031-03-23T10:00:00Z');
  expect((await state())?.status).toBe('expired');
  const resent = await call(
    await staff(),
    'POST',
    `staff/families/${familyId}/references/${asked.json().id}/resend`,
  );
  // Opened once already, it reads as opened again, with a link valid 14 days from now.
  expect(resent.json()).toMatchObject({ status: 'opened', linkExpiresAt: '2031-04-06T10:00:00.000Z' });
});

test('staff cancel a request: its links stop working, and a settled request cannot be resent or cancelled', async () => {
  const { familyId, family } = await newFamily();
  const asked = await call(family, 'POST', 'family/references', {
    name: 'Grace Kim',
    email: 'grace.kim@example.org',
    relationship: 'Former teacher',
  });
  const token = tokenOf((await readMail(t.outboxDir, 'grace.kim@example.org')).link);
  const id = asked.json().id as string;
  const cancelled = await call(admin, 'POST', `staff/families/${familyId}/references/${id}/cancel`);
  expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
  expect((await call(null, 'GET', `reference-links/${token}`)).json()).toMatchObject({
    code: 'INVALID_TOKEN',
  });
  expect((await call(admin, 'POST', `staff/families/${familyId}/references/${id}/resend`)).statusCode).toBe(
    409,
  );
  expect((await call(admin, 'POST', `staff/families/${familyId}/references/${id}/cancel`)).statusCode).toBe(
    409,
  );
  expect((await call(family, 'GET', 'family/references')).json().references[0].status).toBe('cancelled');
});

test('bad input and other families: clear 4xx, never a 500, nothing written', async () => {
  const { familyId, family } = await newFamily();
  const other = await newFamily();
  const bad = await call(family, 'POST', 'family/references', {
    name: '',
    email: 'not-an-email',
    relationship: '',
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  expect(await t.db.select().from(familyReferences).where(eq(familyReferences.familyId, familyId))).toEqual(
    [],
  );
  expect((await call(null, 'GET', 'reference-links/not-a-token')).statusCode).toBe(400);
  expect((await call(null, 'GET', `reference-links/${'A'.repeat(43)}`)).json()).toMatchObject({
    code: 'INVALID_TOKEN',
  });
  expect((await call(null, 'GET', 'family/references')).statusCode).toBe(401);

  const asked = await call(other.family, 'POST', 'family/references', {
    name: 'Sam Lee',
    email: 'sam.lee@example.org',
    relationship: 'Friend',
  });
  // Another family's request: not on this family's list, and not reachable through this family's path.
  expect((await call(family, 'GET', 'family/references')).json().references).toEqual([]);
  expect(
    (await call(admin, 'POST', `staff/families/${familyId}/references/${asked.json().id}/cancel`)).statusCode,
  ).toBe(404);

  // A caseworker reaches the families assigned to them only.
  const caseworker = await createStaffUser(t.db, {
    email: 'refs.caseworker@example.org',
    roles: ['caseworker'],
  });
  const cw = (await signIn(t.app, caseworker.email, TEST_PASSWORD)).authorization;
  expect((await call(cw, 'GET', `staff/families/${familyId}/references`)).statusCode).toBe(404);
  await t.db.insert(familySupportStaff).values({ familyId, userId: caseworker.id, roleTitle: 'Caseworker' });
  expect((await call(cw, 'GET', `staff/families/${familyId}/references`)).statusCode).toBe(200);
});

test('the questionnaire is no family form: the Document Center leaves it out, a family cannot start it, and it stays a reference questionnaire', async () => {
  const { family } = await newFamily();
  const templates = (await call(admin, 'GET', 'staff/templates')).json() as {
    id: string;
    templateName: string;
    templateType: string;
  }[];
  const questionnaire = templates.find((t) => t.templateType === 'reference_form');
  expect(questionnaire?.templateName).toBe('Reference Questionnaire');

  const center = await call(family, 'GET', 'family/signing/documents');
  expect(center.statusCode).toBe(200);
  expect(center.body).not.toContain('Reference Questionnaire');
  const start = await call(family, 'POST', 'family/signing/documents', { templateId: questionnaire?.id });
  expect(start.statusCode).toBe(404);

  const full = (await call(admin, 'GET', 'staff/templates'))
    .json()
    .find((t: { id: string }) => t.id === questionnaire?.id);
  const body = {
    templateName: full.templateName,
    templateType: 'agency_document',
    category: full.category,
    description: full.description,
    isActive: true,
    formFields: full.formFields,
    requiredSignatures: [],
  };
  const retyped = await call(admin, 'PUT', `staff/templates/${questionnaire?.id}`, body);
  expect(retyped.statusCode).toBe(400);
  const signed = await call(admin, 'PUT', `staff/templates/${questionnaire?.id}`, {
    ...body,
    templateType: 'reference_form',
    requiredSignatures: ['primary_applicant'],
  });
  expect(signed.statusCode).toBe(400);
  expect(
    (
      await call(admin, 'PUT', `staff/templates/${questionnaire?.id}`, {
        ...body,
        templateType: 'reference_form',
      })
    ).statusCode,
  ).toBe(200);
});
