import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Report } from '@shared/decisions/decisions.schema';
import { approvalReports, auditLog, householdMembers } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { pdfText } from '../../testing/pdf-text';
import { signaturePng } from '../../testing/signing-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily } from '../../testing/test-families';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let caseworker = '';
let supervisor = '';
let signature = '';

beforeAll(async () => {
  t = await createTestApp();
  caseworker = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  supervisor = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
  signature = await signaturePng();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });

let count = 0;
async function newFamily() {
  count += 1;
  const { family } = await createTestFamily(t.db, {
    email: `report${count}@example.org`,
    surname: `Report${count}`,
  });
  return family.id;
}

const capacity = { children: 2, ageMin: 0, ageMax: 10, conditions: 'A sibling group of two' };
const complete = (report: Report) => ({
  version: report.version,
  sections: { ...report.sections, summary: '<p>A warm, stable home.</p>' },
  recommendation: 'approve' as const,
  capacity,
});

test('the draft is assembled from the file: the household, each check as a status only, the assessment, training and forms', async () => {
  const familyId = await newFamily();
  await t.db
    .insert(householdMembers)
    .values({ familyId, name: 'Rosa Report', role: 'adult', relationship: 'Aunt', age: 61 });
  const started = await call('POST', `/staff/families/${familyId}/report`, caseworker);
  expect(started.statusCode).toBe(201);
  const report = started.json() as Report;
  expect(report).toMatchObject({
    status: 'draft',
    version: 1,
    recommendation: null,
    capacity: null,
    sealed: null,
  });
  expect(report.sections.household).toContain('Pat Report1');
  expect(report.sections.household).toContain('Rosa Report');
  expect(report.sections.background_checks).toContain('Rosa Report: ');
  expect(report.sections.background_checks).toContain('not started');
  expect(report.sections.home_assessment).toContain('not started');
  expect(report.sections.training).toContain('required hours completed');
  expect(report.sections.forms).toContain('Employer Reference Letter');
  expect(report.sections.summary).toBe('');
  const again = await call('POST', `/staff/families/${familyId}/report`, caseworker);
  expect(again.statusCode).toBe(409);
  const file = (await call('GET', `/staff/families/${familyId}/decision-file`, caseworker)).json();
  expect(file.report.id).toBe(report.id);
  expect(file.gates.find((g: { key: string }) => g.key === 'report')).toMatchObject({ open: true });
});

test('saves are sanitised and name their version; a stale one is 409 and writes nothing', async () => {
  const familyId = await newFamily();
  const report = (await call('POST', `/staff/families/${familyId}/report`, caseworker)).json() as Report;
  const body = {
    ...complete(report),
    sections: {
      ...report.sections,
      summary: '<p>Fine<script>alert(1)</script></p><img src=x onerror=alert(1)>',
    },
  };
  const saved = await call('PUT', `/staff/families/${familyId}/report`, caseworker, body);
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ version: 2, recommendation: 'approve', capacity });
  expect(saved.json().sections.summary).toBe('<p>Fine</p>');
  const stale = await call('PUT', `/staff/families/${familyId}/report`, caseworker, body);
  expect(stale.statusCode).toBe(409);
  expect(stale.json().message).toContain('Someone else changed the written report');
  const bad = await call('PUT', `/staff/families/${familyId}/report`, caseworker, {
    ...body,
    version: 2,
    capacity: { ...capacity, ageMin: 12, ageMax: 5 },
  });
  expect(bad.statusCode).toBe(400);
  const [row] = await t.db.select().from(approvalReports).where(eq(approvalReports.familyId, familyId));
  expect(row?.version).toBe(2);
});

test('submitting needs a recommendation, a summary and for an approval the capacity; then it is locked until returned', async () => {
  const familyId = await newFamily();
  const report = (await call('POST', `/staff/families/${familyId}/report`, caseworker)).json() as Report;
  const sign = { signatureData: signature, consent: true };
  const early = await call('POST', `/staff/families/${familyId}/report/submit`, caseworker, {
    ...sign,
    version: 1,
  });
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe(
    "Before submitting, the written report needs a recommendation, the caseworker's summary.",
  );
  const blank = await call('POST', `/staff/families/${familyId}/report/submit`, caseworker, {
    signatureData: await signaturePng({ blank: true }),
    consent: true,
    version: 1,
  });
  expect(blank.statusCode).toBe(400);
  const noCapacity = { ...complete(report), capacity: null };
  await call('PUT', `/staff/families/${familyId}/report`, caseworker, noCapacity);
  const missing = await call('POST', `/staff/families/${familyId}/report/submit`, caseworker, {
    ...sign,
    version: 2,
  });
  expect(missing.json().message).toContain('the capacity');
  await call('PUT', `/staff/families/${familyId}/report`, caseworker, { ...complete(report), version: 2 });
  const submitted = await call('POST', `/staff/families/${familyId}/report/submit`, caseworker, {
    ...sign,
    version: 3,
  });
  expect(submitted.statusCode).toBe(200);
  expect(submitted.json()).toMatchObject({
    status: 'submitted',
    version: 4,
    caseworkerSignature: { name: 'Alex Morgan', email: 'admin@haven.demo' },
  });
  const edit = await call('PUT', `/staff/families/${familyId}/report`, caseworker, {
    ...complete(report),
    version: 4,
  });
  expect(edit.statusCode).toBe(409);
  expect(edit.json().message).toBe(
    'The written report is with the supervisor: it can be changed once they return it.',
  );
  const queue = (await call('GET', '/staff/reviews', supervisor)).json();
  expect(queue).toContainEqual(
    expect.objectContaining({ familyId, recommendation: 'approve', submittedBy: 'Alex Morgan' }),
  );
  expect((await call('GET', '/staff/reviews', caseworker)).statusCode).toBe(403);
});

test('a supervisor returns it with comments, the caseworker changes and resubmits, the supervisor approves and the report is sealed', async () => {
  const familyId = await newFamily();
  const report = (await call('POST', `/staff/families/${familyId}/report`, caseworker)).json() as Report;
  const sign = { signatureData: signature, consent: true };
  await call('PUT', `/staff/families/${familyId}/report`, caseworker, complete(report));
  await call('POST', `/staff/families/${familyId}/report/submit`, caseworker, { ...sign, version: 2 });
  const byCaseworker = await call('POST', `/staff/families/${familyId}/report/return`, caseworker, {
    version: 3,
    comments: 'x',
  });
  expect(byCaseworker.statusCode).toBe(403);
  const returned = await call('POST', `/staff/families/${familyId}/report/return`, supervisor, {
    version: 3,
    comments: 'Add the home visit of 12 May.',
  });
  expect(returned.json()).toMatchObject({
    status: 'returned',
    reviewComments: 'Add the home visit of 12 May.',
    caseworkerSignature: null,
  });
  const changed = {
    ...complete(report),
    version: 4,
    sections: { ...complete(report).sections, home_assessment: '<p>Visited on 12 May.</p>' },
  };
  await call('PUT', `/staff/families/${familyId}/report`, caseworker, changed);
  await call('POST', `/staff/families/${familyId}/report/submit`, caseworker, { ...sign, version: 5 });
  const approved = await call('POST', `/staff/families/${familyId}/report/approve`, supervisor, {
    ...sign,
    version: 6,
  });
  expect(approved.statusCode).toBe(200);
  const body = approved.json() as Report;
  expect(body).toMatchObject({ status: 'approved', supervisorSignature: { email: 'super@haven.demo' } });
  expect(body.sealed?.verificationCode).toMatch(/^SEAL-/);
  const pdf = await call('GET', `/staff/families/${familyId}/issued/${body.sealed?.id}`, supervisor);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  const text = await pdfText(pdf.rawPayload);
  expect(text).toContain('Visited on 12 May.');
  expect(text).toContain('A warm, stable home.');
  expect(text).toContain('Up to 2 children, ages 0 to 10');
  expect(text).toContain(body.sealed?.verificationCode);
  const verified = (
    await t.app.inject({ method: 'GET', url: `/api/verify/documents/${body.sealed?.verificationCode}` })
  ).json();
  expect(verified).toMatchObject({
    result: 'verified',
    documentName: 'Written report',
    signers: [
      { role: 'caseworker', name: 'Alex Morgan' },
      { role: 'supervisor', name: expect.any(String) },
    ],
  });
  const actions = (await t.db.select().from(auditLog).where(eq(auditLog.familyId, familyId))).map(
    (r) => r.action,
  );
  expect(actions).toEqual(
    expect.arrayContaining([
      'decision.report_started',
      'decision.report_saved',
      'decision.report_submitted',
      'decision.report_returned',
      'decision.report_approved',
      'decision.document_downloaded',
    ]),
  );
});

test('whoever signed the report as its caseworker cannot review it', async () => {
  const familyId = await newFamily();
  const report = (await call('POST', `/staff/families/${familyId}/report`, supervisor)).json() as Report;
  await call('PUT', `/staff/families/${familyId}/report`, supervisor, complete(report));
  const sign = { signatureData: signature, consent: true };
  await call('POST', `/staff/families/${familyId}/report/submit`, supervisor, { ...sign, version: 2 });
  const own = await call('POST', `/staff/families/${familyId}/report/approve`, supervisor, {
    ...sign,
    version: 3,
  });
  expect(own.statusCode).toBe(409);
  expect(own.json().message).toBe(
    'You signed this report as its caseworker: another supervisor must review it.',
  );
  const [row] = await t.db.select().from(approvalReports).where(eq(approvalReports.familyId, familyId));
  expect(row?.status).toBe('submitted');
});

test('a supervisor holding only approve_families reads the file and reviews, but does not write the report', async () => {
  const familyId = await newFamily();
  const { email } = await createStaffUser(t.db, {
    email: 'only-approve@haven.demo',
    roles: ['staff'],
    grant: ['approve_families'],
  });
  const only = (await signIn(t.app, email, TEST_PASSWORD)).authorization;
  expect((await call('GET', `/staff/families/${familyId}/decision-file`, only)).statusCode).toBe(200);
  expect((await call('POST', `/staff/families/${familyId}/report`, only)).statusCode).toBe(403);
  expect((await call('GET', '/staff/reviews', only)).statusCode).toBe(200);
});
