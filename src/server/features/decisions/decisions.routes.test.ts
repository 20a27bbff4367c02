import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Decision, FamilyApproval, Report } from '@shared/decisions/decisions.schema';
import { auditLog, families, familyDecisions, issuedDocuments } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { completeApprovalFile } from '../../testing/approval-file';
import { multipartForm } from '../../testing/document-fixtures';
import { pdfText } from '../../testing/pdf-text';
import { readMail } from '../../testing/read-mail';
import { signaturePng } from '../../testing/signing-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';

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
/** A family (with its own account) in `language`; `ready` completes the file and approves its report. */
async function newFamily(language: 'en' | 'es' | 'vi' = 'en', ready = false) {
  count += 1;
  const email = `decide${count}@example.org`;
  const { family } = await createTestFamily(t.db, { email, surname: `Decide${count}`, currentStep: 8 });
  await t.db.update(families).set({ preferredLanguage: language }).where(eq(families.id, family.id));
  if (ready) await readyForApproval(family.id);
  const { authorization } = await signInFamily(t.app, email, TEST_PASSWORD);
  return { familyId: family.id, email, authorization };
}

async function readyForApproval(familyId: string) {
  await completeApprovalFile(t.db, familyId);
  const report = (await call('POST', `/staff/families/${familyId}/report`, caseworker)).json() as Report;
  const sign = { signatureData: signature, consent: true };
  await call('PUT', `/staff/families/${familyId}/report`, caseworker, {
    version: 1,
    sections: { ...report.sections, summary: '<p>Recommended.</p>' },
    recommendation: 'approve',
    capacity: { children: 3, ageMin: 2, ageMax: 12, conditions: 'Siblings kept together' },
  });
  await call('POST', `/staff/families/${familyId}/report/submit`, caseworker, { ...sign, version: 2 });
  await call('POST', `/staff/families/${familyId}/report/approve`, supervisor, { ...sign, version: 3 });
}

const decide = (familyId: string, body: object, authorization = supervisor) =>
  call('POST', `/staff/families/${familyId}/decisions`, authorization, body);
/** Decides with the app's clock at `at` (signed in then: a token from today has expired by that date). */
async function decideAt(at: string, familyId: string, body: object) {
  t.clock.now = new Date(at);
  try {
    const { authorization } = await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD);
    return await decide(familyId, body, authorization);
  } finally {
    t.clock.now = null;
  }
}
const statusOf = async (familyId: string) =>
  (await t.db.select().from(families).where(eq(families.id, familyId)))[0];

test('approving with a gate open is 409 naming what is missing, and writes nothing', async () => {
  const { familyId } = await newFamily();
  const file = (await call('GET', `/staff/families/${familyId}/decision-file`, caseworker)).json();
  expect(file.gates.map((g: { key: string; open: boolean }) => [g.key, g.open])).toEqual([
    ['checks', true],
    ['home_assessment', true],
    ['documents', true],
    ['training', true],
    ['report', true],
  ]);
  const refused = await decide(familyId, { kind: 'approve' });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toContain('The family cannot be approved yet:');
  expect(refused.json().message).toContain('The home assessment has not started.');
  expect(refused.json().message).toContain('Employer Reference Letter');
  expect(refused.json().message).toContain('The written report is not started.');
  expect(await t.db.select().from(familyDecisions).where(eq(familyDecisions.familyId, familyId))).toEqual([]);
  expect((await statusOf(familyId))?.status).toBe('active');
});

test('approving issues a sealed certificate in the family language, completes step 8 and e-mails it', async () => {
  const { familyId, email, authorization } = await newFamily('es', true);
  const file = (await call('GET', `/staff/families/${familyId}/decision-file`, supervisor)).json();
  expect(file.gates.every((g: { open: boolean }) => !g.open)).toBe(true);
  const byCaseworker = await decide(familyId, { kind: 'approve' }, caseworker);
  expect(byCaseworker.statusCode).toBe(403);
  const approved = await decide(familyId, { kind: 'approve' });
  expect(approved.statusCode).toBe(201);
  const decision = approved.json() as Decision;
  expect(decision).toMatchObject({
    kind: 'approve',
    fromStatus: 'active',
    toStatus: 'approved',
    appealDeadline: null,
  });
  expect(decision.document?.name).toBe('Certificado de aprobación');
  expect(await statusOf(familyId)).toMatchObject({
    status: 'approved',
    currentStep: 8,
    progressPercentage: 100,
  });

  const mine = (await call('GET', '/family/approval', authorization)).json() as FamilyApproval;
  expect(mine).toMatchObject({
    status: 'approved',
    mayWithdraw: false,
    decision: { kind: 'approve', capacity: { children: 3, ageMin: 2, ageMax: 12 } },
  });
  const pdf = await call('GET', `/family/approval/documents/${mine.decision?.document?.id}`, authorization);
  expect(pdf.statusCode).toBe(200);
  const text = await pdfText(pdf.rawPayload);
  expect(text).toContain('Certificado de aprobación');
  expect(text).toContain('Hasta 3 niños, de 2 a 12 años');
  expect(text).toContain('Pat Decide');
  expect(text).toContain(decision.document?.verificationCode);

  const byCode = await t.app.inject({ url: `/api/verify/documents/${decision.document?.verificationCode}` });
  expect(byCode.json()).toMatchObject({ result: 'verified', documentName: 'Certificado de aprobación' });
  const upload = (bytes: Buffer) => {
    const form = multipartForm({}, { name: 'certificate.pdf', bytes, type: 'application/pdf' });
    return t.app.inject({
      method: 'POST',
      url: '/api/verify/documents',
      payload: form.payload,
      headers: form.headers,
    });
  };
  expect((await upload(pdf.rawPayload)).json()).toMatchObject({ result: 'verified', fileChecked: true });
  const tampered = Buffer.from(pdf.rawPayload);
  const middle = Math.floor(tampered.length / 2);
  tampered[middle] = (tampered[middle] ?? 0) ^ 0xff;
  expect((await upload(tampered)).json()).toEqual({ result: 'not_verified' });

  await t.app.jobs.runUntilIdle();
  const mail = await readMail(t.outboxDir, email);
  expect(mail.subject).toBe('Su familia está aprobada');
  expect(mail.contentLanguage).toBe('es');
  expect(mail.attachments).toHaveLength(1);
  expect(Buffer.compare(mail.attachments[0]!.content, pdf.rawPayload)).toBe(0);

  const advance = await call('POST', `/staff/families/${familyId}/step`, supervisor, {
    direction: 'return',
    reason: 'Reopen the file',
  });
  expect(advance.statusCode).toBe(409);
  const activity = (await call('GET', '/family/activity?limit=5', authorization)).json();
  expect(activity[0]).toMatchObject({ action: 'decision.made', params: { decision: 'approve' } });
});

test('a denial seals a notice with the reasons in the family language and the appeal deadline from the agency calendar', async () => {
  const { familyId, email, authorization } = await newFamily('es');
  const noReason = await decide(familyId, { kind: 'deny', reasons: [], text: '' });
  expect(noReason.statusCode).toBe(400);
  const unknown = await decide(familyId, { kind: 'deny', reasons: ['made_up'], text: '' });
  expect(unknown.statusCode).toBe(400);
  const other = await decide(familyId, { kind: 'deny', reasons: ['other'], text: ' ' });
  expect(other.statusCode).toBe(400);
  // 23:30 on 30 January in California: the notice is dated the 30th, the hearing may be asked for until 30 April.
  const denied = await decideAt('2027-01-31T07:30:00Z', familyId, {
    kind: 'deny',
    reasons: ['background_check', 'home_environment'],
    text: 'El informe de antecedentes no permite la aprobación.',
  });
  expect(denied.statusCode).toBe(201);
  expect(denied.json()).toMatchObject({
    kind: 'deny',
    toStatus: 'denied',
    effectiveDate: '2027-01-30',
    appealDeadline: '2027-04-30',
    reasons: [
      { key: 'background_check', label: 'Background check' },
      { key: 'home_environment', label: 'Home environment' },
    ],
  });
  const mine = (await call('GET', '/family/approval', authorization)).json() as FamilyApproval;
  expect(mine.decision).toMatchObject({ kind: 'deny', appealDeadline: '2027-04-30' });
  expect(mine.decision?.reasons[0]).toEqual({
    key: 'background_check',
    label: 'Background check',
    seeded: true,
  });
  const pdf = await call('GET', `/family/approval/documents/${mine.decision?.document?.id}`, authorization);
  const text = await pdfText(pdf.rawPayload);
  expect(text).toContain('Aviso de acción');
  expect(text).toContain('Verificación de antecedentes');
  expect(text).toContain('Entorno del hogar');
  expect(text).toContain('30 de abril de 2027');
  expect(text).toContain('90 días');
  expect(text).toContain('documents@haven-agency.org');
  t.clock.now = new Date('2027-01-31T07:31:00Z');
  await t.app.jobs.runUntilIdle().finally(() => (t.clock.now = null));
  const mail = await readMail(t.outboxDir, email);
  expect(mail.subject).toBe('Aviso de acción: una decisión sobre su solicitud');
  expect(mail.text).toContain('30 de abril de 2027');
  expect((await decide(familyId, { kind: 'hold', reasons: ['assessment'] })).statusCode).toBe(409);
});

test.each([
  ['en', 'Notice of Action', 'Home environment', 'ask for a hearing'],
  ['es', 'Aviso de acción', 'Entorno del hogar', 'pedir una audiencia'],
  ['zh', '行動通知', '家庭環境', '要求舉行聽證'],
  ['vi', 'Thông báo quyết định', 'Môi trường gia đình', 'phiên điều trần'],
  ['tl', 'Abiso ng Aksyon', 'Kapaligiran ng tahanan', 'humiling ng pagdinig'],
] as const)(
  'the notice of a denial reads in %s: its title, the seeded reason and the hearing rights',
  async (language, title, reason, rights) => {
    count += 1;
    const email = `notice-${language}-${count}@example.org`;
    const { family } = await createTestFamily(t.db, { email, surname: `Notice${count}` });
    await t.db.update(families).set({ preferredLanguage: language }).where(eq(families.id, family.id));
    const denied = (
      await decide(family.id, { kind: 'deny', reasons: ['home_environment'] })
    ).json() as Decision;
    expect(denied.document?.name).toBe(title);
    const pdf = await call('GET', `/staff/families/${family.id}/issued/${denied.document?.id}`, supervisor);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(title);
    expect(text).toContain(reason);
    expect(text).toContain(rights);
  },
);

test('a hold is lifted, an approval is rescinded with 25 days to appeal, and a Vietnamese notice reads in Vietnamese', async () => {
  const { familyId, authorization } = await newFamily('vi', true);
  const held = await decide(familyId, {
    kind: 'hold',
    reasons: ['incomplete_application'],
    text: 'Waiting for a letter.',
  });
  expect(held.json()).toMatchObject({ kind: 'hold', toStatus: 'on_hold', document: null });
  expect((await decide(familyId, { kind: 'approve' })).statusCode).toBe(409);
  expect((await decide(familyId, { kind: 'hold_lifted' })).json()).toMatchObject({ toStatus: 'active' });
  expect((await decide(familyId, { kind: 'approve' })).statusCode).toBe(201);
  const rescinded = await decideAt('2027-02-10T20:00:00Z', familyId, {
    kind: 'rescind',
    reasons: ['home_environment'],
    text: '',
  });
  expect(rescinded.json()).toMatchObject({ toStatus: 'rescinded', appealDeadline: '2027-03-07' });
  const mine = (await call('GET', '/family/approval', authorization)).json() as FamilyApproval;
  const text = await pdfText(
    (await call('GET', `/family/approval/documents/${mine.decision?.document?.id}`, authorization))
      .rawPayload,
  );
  expect(text).toContain('Thông báo quyết định');
  expect(text).toContain('25 ngày');
  const history = (await call('GET', `/staff/families/${familyId}/decision-file`, caseworker)).json();
  expect(history.decisions.map((d: Decision) => d.kind)).toEqual([
    'rescind',
    'approve',
    'hold_lifted',
    'hold',
  ]);
  expect(history.allowed).toEqual(['approve']);
});

test('the family withdraws its application itself, with confirmation; staff see it', async () => {
  const { familyId, authorization } = await newFamily();
  expect((await call('GET', '/family/approval', authorization)).json()).toEqual({
    status: 'active',
    decision: null,
    mayWithdraw: true,
  });
  const unconfirmed = await call('POST', '/family/approval/withdraw', authorization, { text: '' });
  expect(unconfirmed.statusCode).toBe(400);
  const withdrawn = await call('POST', '/family/approval/withdraw', authorization, {
    confirm: true,
    text: 'We are moving out of state.',
  });
  expect(withdrawn.json()).toMatchObject({
    status: 'withdrawn',
    mayWithdraw: false,
    decision: {
      kind: 'withdraw',
      reasons: [{ key: 'family_request', seeded: true }],
      text: 'We are moving out of state.',
    },
  });
  const again = await call('POST', '/family/approval/withdraw', authorization, { confirm: true });
  expect(again.statusCode).toBe(409);
  expect((await call('GET', `/staff/families/${familyId}/decision-file`, caseworker)).json()).toMatchObject({
    familyStatus: 'withdrawn',
    allowed: [],
  });
});

test('two supervisors deciding at once: one wins, the other gets 409', async () => {
  const { familyId } = await newFamily('en', true);
  const answers = await Promise.all([
    decide(familyId, { kind: 'approve' }),
    decide(familyId, { kind: 'deny', reasons: ['assessment'], text: '' }),
  ]);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  expect(
    await t.db.select().from(familyDecisions).where(eq(familyDecisions.familyId, familyId)),
  ).toHaveLength(1);
});

test('a failed seal leaves no decision, no document and the family as it was', async () => {
  const { familyId } = await newFamily('en', true);
  const signing = t.app.ctx.config.signing as { p12Path?: string };
  const before = signing.p12Path;
  signing.p12Path = '/nonexistent/agency-seal.p12';
  try {
    const failed = await decide(familyId, { kind: 'approve' });
    expect(failed.statusCode).toBe(500);
  } finally {
    signing.p12Path = before;
  }
  expect(await t.db.select().from(familyDecisions).where(eq(familyDecisions.familyId, familyId))).toEqual([]);
  const issued = await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.familyId, familyId));
  expect(issued.map((row) => row.kind)).toEqual(['report']);
  expect((await statusOf(familyId))?.status).toBe('active');
  const audits = await t.db.select().from(auditLog).where(eq(auditLog.familyId, familyId));
  expect(audits.some((row) => row.action === 'decision.made')).toBe(false);
});

test('the agency sets its reasons and appeal days; a new reason is used as typed, a seeded one can be switched off', async () => {
  const path = '/staff/system/decision-rules';
  const before = (await call('GET', path, supervisor)).json();
  expect(before.appealDays).toEqual({ deny: 90, rescind: 25 });
  expect(before.reasons.map((r: { key: string }) => r.key)).toEqual([
    'incomplete_application',
    'background_check',
    'home_environment',
    'assessment',
    'family_request',
    'other',
  ]);
  expect((await call('GET', path, caseworker)).statusCode).toBe(403);
  const reasons = [
    ...before.reasons.map((r: { key: string; label: string }) => ({ ...r, active: r.key !== 'assessment' })),
    { key: 'capacity_full', label: 'No placements of this age in the county', active: true },
  ];
  expect(
    (await call('PUT', path, supervisor, { appealDays: { deny: 0, rescind: 25 }, reasons })).statusCode,
  ).toBe(400);
  const saved = await call('PUT', path, supervisor, { appealDays: { deny: 30, rescind: 15 }, reasons });
  expect(saved.json().reasons.find((r: { key: string }) => r.key === 'assessment')).toMatchObject({
    active: false,
  });
  try {
    const { familyId, authorization } = await newFamily('es');
    expect((await decide(familyId, { kind: 'deny', reasons: ['assessment'] })).statusCode).toBe(400);
    const denied = await decide(familyId, { kind: 'deny', reasons: ['capacity_full'] });
    expect(denied.json().appealDeadline).toBeTruthy();
    const mine = (await call('GET', '/family/approval', authorization)).json() as FamilyApproval;
    expect(mine.decision?.reasons).toEqual([
      { key: 'capacity_full', label: 'No placements of this age in the county', seeded: false },
    ]);
    const text = await pdfText(
      (await call('GET', `/family/approval/documents/${mine.decision?.document?.id}`, authorization))
        .rawPayload,
    );
    expect(text).toContain('No placements of this age in the county');
    expect(text).toContain('30 días');
  } finally {
    await call('PUT', path, supervisor, { appealDays: before.appealDays, reasons: before.reasons });
  }
});

test('a family reads only its own decision documents; the report is not one of them', async () => {
  const first = await newFamily('en', true);
  const second = await newFamily();
  const decision = (await decide(first.familyId, { kind: 'approve' })).json() as Decision;
  const other = await call(
    'GET',
    `/family/approval/documents/${decision.document?.id}`,
    second.authorization,
  );
  expect(other.statusCode).toBe(404);
  const [report] = await t.db.select().from(issuedDocuments).where(eq(issuedDocuments.kind, 'report'));
  const own = await call('GET', `/family/approval/documents/${report?.id}`, first.authorization);
  expect(own.statusCode).toBe(404);
  expect(
    (await call('GET', `/staff/families/${first.familyId}/decision-file`, first.authorization)).statusCode,
  ).toBe(403);
});
