import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Journey } from '@shared/journey/journey.schema';
import type { Signer } from '@shared/signing/signing.schema';
import {
  auditLog,
  familyDocuments,
  familySupportStaff,
  householdMembers,
  sealedDocuments,
  signingLinks,
} from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { pdfsig } from '../../testing/pdfsig';
import { pdfText } from '../../testing/pdf-text';
import { readMail } from '../../testing/read-mail';
import { signaturePng, startTemplate } from '../../testing/signing-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { staffCreatedFamily } from '../../testing/test-families';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let admin: string;
let ink: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  ink = await signaturePng();
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (authorization: string | null, method: Method, url: string, payload?: object, pass?: string) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    payload,
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(pass ? { 'x-signing-pass': pass } : {}),
    },
  });

let counter = 0;

/** A family staff create, with its primary applicant, an adult who is not an applicant, and a portal account. */
async function familyWithAdult(adultName = 'Tunde Adeyemi') {
  counter += 1;
  const { familyId, family } = await staffCreatedFamily(t.app, t.db, admin, {
    familyName: `Adeyemi ${counter} Family`,
    applicant: 'Ngozi Adeyemi',
    email: `ngozi-${counter}@example.org`,
    members: [{ name: adultName, role: 'adult', age: 52 }],
  });
  return { familyId, family };
}

/** The adult's own RFA 01B, opened from the journey. */
async function adultsStatement(family: string, adultName: string) {
  const journey = (await call(family, 'GET', 'family/journey')).json() as Journey;
  const item = journey.steps
    .flatMap((step) => step.documents)
    .find((d) => /RFA 01B/.test(d.name) && d.memberName === adultName);
  const opened = await call(family, 'POST', `family/signing/checklist-items/${item!.id}/open`);
  expect(opened.statusCode).toBe(200);
  return opened.json().documentId as string;
}

const tokenOf = (link: string | undefined) => new URL(link!).pathname.split('/').at(-1)!;
const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

async function sendLink(family: string, documentId: string, email: string) {
  const sent = await call(family, 'POST', `family/signing/documents/${documentId}/signers/member/link`, {
    email,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return tokenOf((await readMail(t.outboxDir, email)).link);
}

async function passFor(token: string, email: string) {
  expect((await call(null, 'POST', `signing-links/${token}/code`)).statusCode).toBe(200);
  const verified = await call(null, 'POST', `signing-links/${token}/verify`, {
    code: codeOf((await readMail(t.outboxDir, email)).text),
  });
  expect(verified.statusCode).toBe(200);
  return verified.json().pass as string;
}

const STATEMENT = { date_of_birth: '1973-05-09', convicted: 'No', certify: true };

test('an adult who is not an applicant signs their own RFA 01B through the e-mailed link and code; the seal says so', async () => {
  const { family } = await familyWithAdult();
  const documentId = await adultsStatement(family, 'Tunde Adeyemi');
  const page = (await call(family, 'GET', `family/signing/documents/${documentId}`)).json();
  expect(page.signers).toEqual([
    expect.objectContaining({
      role: 'member',
      name: 'Tunde Adeyemi',
      status: 'asked',
      canSign: false,
      signsByLink: true,
    }),
  ]);
  // The applicants' session cannot sign for another adult.
  const forThem = await call(family, 'POST', `family/signing/documents/${documentId}/signatures`, {
    role: 'member',
    signatureData: ink,
    consent: true,
  });
  expect(forThem.statusCode).toBe(404);

  const token = await sendLink(family, documentId, 'tunde@example.org');
  const mail = await readMail(t.outboxDir, 'tunde@example.org');
  expect(mail.subject).toBe('Please sign: Criminal Record Statement (RFA 01B)');
  expect(mail.text).toContain('Ngozi Adeyemi asks you');
  const info = await call(null, 'GET', `signing-links/${token}`);
  expect(info.json()).toEqual({
    documentName: 'Criminal Record Statement (RFA 01B)',
    signerName: 'Tunde Adeyemi',
    applicantName: 'Ngozi Adeyemi',
    language: 'en',
    emailHint: 't•••@example.org',
  });
  expect((await call(null, 'GET', `signing-links/${token}/document`)).statusCode).toBe(401);
  const opened = (await call(family, 'GET', `family/signing/documents/${documentId}`)).json();
  expect(opened.signers[0]).toMatchObject({ status: 'opened', linkSentTo: 'tunde@example.org' });

  const pass = await passFor(token, 'tunde@example.org');
  const shown = (await call(null, 'GET', `signing-links/${token}/document`, undefined, pass)).json();
  expect(shown).toMatchObject({ editable: true, role: 'member', signerName: 'Tunde Adeyemi' });
  // Prefilled with the adult's own name, nothing of the applicant's other forms.
  expect(shown.formData).toEqual({ applicant_name: 'Tunde Adeyemi' });

  const missing = await call(
    null,
    'POST',
    `signing-links/${token}/sign`,
    { signatureData: ink, consent: true, formData: { applicant_name: 'Tunde Adeyemi', convicted: 'No' } },
    pass,
  );
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toBe('Date of Birth is required');
  const signed = await call(
    null,
    'POST',
    `signing-links/${token}/sign`,
    { signatureData: ink, consent: true, formData: { applicant_name: 'Tunde Adeyemi', ...STATEMENT } },
    pass,
  );
  expect(signed.json()).toEqual({ result: 'signed' });

  const [document] = await t.db.select().from(familyDocuments).where(eq(familyDocuments.id, documentId));
  expect(document).toMatchObject({ status: 'completed' });
  const [sealed] = await t.db
    .select()
    .from(sealedDocuments)
    .where(eq(sealedDocuments.documentId, documentId));
  expect(sealed!.signers).toEqual([
    expect.objectContaining({ role: 'member', name: 'Tunde Adeyemi', signedVia: 'link_code' }),
  ]);
  const verified = (await call(null, 'GET', `verify/documents/${sealed!.verificationCode}`)).json();
  expect(verified.signers).toEqual([
    expect.objectContaining({ name: 'Tunde Adeyemi', signedVia: 'link_code' }),
  ]);
  const [audit] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectId, documentId), eq(auditLog.action, 'signing.signed')));
  expect(audit).toMatchObject({ actorEmail: 'tunde@example.org', actorUserId: null });
  expect(audit!.details).toMatchObject({ via: 'link_code', signerName: 'Tunde Adeyemi', consent: true });

  // Used once: the link answers as if it never existed.
  const again = await call(null, 'GET', `signing-links/${token}`);
  expect(again.statusCode).toBe(400);
  expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
});

test('links: five wrong codes lock one, a newer link replaces an older, an expired or made-up one shows nothing', async () => {
  const { family } = await familyWithAdult('Bola Adeyemi');
  const documentId = await adultsStatement(family, 'Bola Adeyemi');
  const first = await sendLink(family, documentId, 'bola@example.org');
  expect((await call(null, 'POST', `signing-links/${first}/code`)).statusCode).toBe(200);
  const right = codeOf((await readMail(t.outboxDir, 'bola@example.org')).text);
  const wrong = right === '000000' ? '111111' : '000000';
  const firstTry = await call(null, 'POST', `signing-links/${first}/verify`, { code: wrong });
  expect(firstTry.statusCode).toBe(400);
  expect(firstTry.json().message).toBe('That code is not right. 4 tries left.');
  for (let i = 0; i < 3; i++) await call(null, 'POST', `signing-links/${first}/verify`, { code: wrong });
  const fifth = await call(null, 'POST', `signing-links/${first}/verify`, { code: wrong });
  expect(fifth.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  // Locked: even the right code no longer works.
  expect((await call(null, 'POST', `signing-links/${first}/verify`, { code: right })).statusCode).toBe(400);

  const second = await sendLink(family, documentId, 'bola@example.org');
  const third = await sendLink(family, documentId, 'bola.new@example.org');
  expect((await call(null, 'GET', `signing-links/${second}`)).json()).toMatchObject({
    code: 'INVALID_TOKEN',
  });
  expect((await call(null, 'GET', `signing-links/${third}`)).statusCode).toBe(200);
  await t.db.update(signingLinks).set({ expiresAt: new Date(Date.now() - 1000) });
  expect((await call(null, 'GET', `signing-links/${third}`)).json()).toMatchObject({ code: 'INVALID_TOKEN' });
  const madeUp = await call(null, 'GET', `signing-links/${'A'.repeat(43)}`);
  expect(madeUp.statusCode).toBe(400);
  expect(Object.keys(madeUp.json()).sort()).toEqual(['code', 'message', 'requestId']);
  expect((await call(null, 'GET', 'signing-links/not-a-token')).statusCode).toBe(400);
});

test('a link signer may decline: the family sees the reason and the document is In Progress again', async () => {
  const { family } = await familyWithAdult('Kemi Adeyemi');
  const documentId = await adultsStatement(family, 'Kemi Adeyemi');
  const token = await sendLink(family, documentId, 'kemi@example.org');
  const pass = await passFor(token, 'kemi@example.org');
  const declined = await call(
    null,
    'POST',
    `signing-links/${token}/decline`,
    { reason: 'My date of birth is wrong.' },
    pass,
  );
  expect(declined.json()).toEqual({ result: 'declined' });
  const page = (await call(family, 'GET', `family/signing/documents/${documentId}`)).json();
  expect(page.state).toBe('in_progress');
  expect(page.signers[0]).toMatchObject({ status: 'declined', declineReason: 'My date of birth is wrong.' });
  expect((await call(null, 'GET', `signing-links/${token}`)).statusCode).toBe(400);
});

test('countersignature in order: the family, then its caseworker, then a supervisor; the last one seals', async () => {
  const { familyId, family } = await familyWithAdult('Femi Adeyemi');
  const caseworker = await createStaffUser(t.db, { email: 'cw-sign@example.org', roles: ['caseworker'] });
  await createStaffUser(t.db, {
    email: 'cw-other@example.org',
    roles: ['caseworker'],
  });
  await createStaffUser(t.db, {
    email: 'sup-sign@example.org',
    roles: ['staff'],
    grant: ['approve_families'],
  });
  await t.db.insert(familySupportStaff).values({ familyId, userId: caseworker.id, roleTitle: 'Caseworker' });
  const staffOf = async (email: string) => (await signIn(t.app, email, TEST_PASSWORD)).authorization;
  const [cw, other, sup] = await Promise.all([
    staffOf('cw-sign@example.org'),
    staffOf('cw-other@example.org'),
    staffOf('sup-sign@example.org'),
  ]);

  const { documentId } = await startTemplate(t.app, family, 'Agency Confidentiality Agreement');
  const page = (await call(family, 'GET', `family/signing/documents/${documentId}`)).json();
  expect(page.signingOrder).toBe('sequential');
  expect(page.signers.map((s: Signer) => [s.role, s.status, s.canSign])).toEqual([
    ['primary_applicant', 'asked', true],
    ['caseworker', 'waiting', false],
    ['supervisor', 'waiting', false],
  ]);
  expect((await call(cw, 'GET', 'staff/signatures')).json()).toEqual([]);
  await call(family, 'POST', `family/signing/documents/${documentId}/signatures`, {
    role: 'primary_applicant',
    signatureData: ink,
    consent: true,
  });
  const formData = {
    caregiver_names: 'Ngozi Adeyemi',
    understands_confidentiality: true,
    social_media: true,
    signed_date: '2026-12-03',
  };
  const submitted = await call(family, 'POST', `family/signing/documents/${documentId}/submit`, { formData });
  expect(submitted.json()).toEqual({ sealedVersion: null });
  expect((await call(family, 'GET', `family/signing/documents/${documentId}`)).json().state).toBe(
    'pending_review',
  );

  expect((await call(cw, 'GET', 'staff/signatures')).json()).toEqual([
    expect.objectContaining({
      documentId,
      familyId,
      role: 'caseworker',
      documentName: 'Agency Confidentiality Agreement',
    }),
  ]);
  expect((await call(other, 'GET', 'staff/signatures')).json()).toEqual([]);
  expect((await call(sup, 'GET', 'staff/signatures')).json()).toEqual([]);
  const sign = (who: string, role: string) =>
    call(who, 'POST', `staff/signatures/${documentId}/${role}`, { signatureData: ink, consent: true });
  expect((await sign(other, 'caseworker')).statusCode).toBe(404);
  const early = await sign(sup, 'supervisor');
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe('It is not this signer’s turn to sign yet.');

  // A supervisor holding approve_families alone reads what they will sign; another caseworker does not.
  const supervisorsView = await call(sup, 'GET', `staff/signatures/${documentId}`);
  expect(supervisorsView.statusCode).toBe(200);
  expect(supervisorsView.json().formData).toMatchObject({ caregiver_names: 'Ngozi Adeyemi' });
  expect((await call(other, 'GET', `staff/signatures/${documentId}`)).statusCode).toBe(404);
  // Reviewing documents (manage_documents) still reads the form, though it countersigns nothing.
  await createStaffUser(t.db, {
    email: 'docs-sign@example.org',
    roles: ['staff'],
    grant: ['manage_documents'],
  });
  const reviewer = await staffOf('docs-sign@example.org');
  const reviewed = await call(reviewer, 'GET', `staff/forms/${documentId}`);
  expect(reviewed.statusCode).toBe(200);
  expect(reviewed.json().signatures.every((s: Signer) => !s.canSign)).toBe(true);

  expect((await sign(cw, 'caseworker')).json()).toEqual({ sealedVersion: null });
  expect((await call(sup, 'GET', 'staff/signatures')).json()).toEqual([
    expect.objectContaining({ documentId, role: 'supervisor' }),
  ]);
  expect((await sign(sup, 'supervisor')).json()).toEqual({ sealedVersion: 1 });
  const pdf = await call(sup, 'GET', `staff/signatures/${documentId}/sealed/1`);
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-type']).toContain('application/pdf');
  // Every signer on the certificate page, and the agency's seal valid for poppler's pdfsig.
  const text = await pdfText(pdf.rawPayload);
  for (const name of ['Ngozi Adeyemi', 'cw-sign@example.org', 'sup-sign@example.org'])
    expect(text).toContain(name);
  expect(await pdfsig(pdf.rawPayload)).toContain('Signature Validation: Signature is Valid.');
  // One changed byte of the signed content and the seal no longer holds.
  const tampered = Buffer.from(pdf.rawPayload);
  tampered[1000] = tampered[1000]! ^ 1;
  expect(await pdfsig(tampered)).not.toContain('Signature is Valid.');
  const [document] = await t.db.select().from(familyDocuments).where(eq(familyDocuments.id, documentId));
  expect(document).toMatchObject({ status: 'completed' });
  const [sealed] = await t.db
    .select()
    .from(sealedDocuments)
    .where(eq(sealedDocuments.documentId, documentId));
  expect(sealed!.signers.map((s) => [s.role, s.name, s.signedVia])).toEqual([
    ['primary_applicant', 'Ngozi Adeyemi', 'family_session'],
    ['caseworker', 'cw-sign@example.org', 'staff_session'],
    ['supervisor', 'sup-sign@example.org', 'staff_session'],
  ]);
  expect((await call(sup, 'GET', 'staff/signatures')).json()).toEqual([]);
});

test('a staff signer declines: the family gets it back In Progress with the reason, signatures cleared', async () => {
  const { family } = await familyWithAdult('Sade Adeyemi');
  const { documentId } = await startTemplate(t.app, family, 'Agency Confidentiality Agreement');
  await call(family, 'POST', `family/signing/documents/${documentId}/signatures`, {
    role: 'primary_applicant',
    signatureData: ink,
    consent: true,
  });
  await call(family, 'POST', `family/signing/documents/${documentId}/submit`, {
    formData: {
      caregiver_names: 'Ngozi',
      understands_confidentiality: true,
      social_media: true,
      signed_date: '2026-12-03',
    },
  });
  // admin manages every family: the caseworker's signature is theirs to give.
  const declined = await call(admin, 'POST', `staff/signatures/${documentId}/caseworker/decline`, {
    reason: 'Please date it today.',
  });
  expect(declined.statusCode).toBe(204);
  const page = (await call(family, 'GET', `family/signing/documents/${documentId}`)).json();
  expect(page).toMatchObject({ state: 'in_progress', submitted: false });
  expect(page.signers.map((s: Signer) => [s.role, s.status, s.declineReason])).toEqual([
    ['primary_applicant', 'asked', null],
    ['caseworker', 'declined', 'Please date it today.'],
    ['supervisor', 'waiting', null],
  ]);
  const family2 = await call(family, 'GET', 'family/notifications');
  expect(JSON.stringify(family2.json())).toContain('Please date it today.');
});

test('a family signer declines its own signature; the applicant of a sequential form signs first', async () => {
  const { familyId, family } = await familyWithAdult('Yemi Adeyemi');
  await t.db.insert(householdMembers).values({ familyId, name: 'Dapo Adeyemi', role: 'co_applicant' });
  const { documentId } = await startTemplate(t.app, family, 'Agency Confidentiality Agreement');
  const sign = (role: string) =>
    call(family, 'POST', `family/signing/documents/${documentId}/signatures`, {
      role,
      signatureData: ink,
      consent: true,
    });
  expect((await sign('co_applicant')).statusCode).toBe(409);
  expect((await sign('primary_applicant')).statusCode).toBe(200);
  const declined = await call(
    family,
    'POST',
    `family/signing/documents/${documentId}/signers/co_applicant/decline`,
    {
      reason: 'I have not read it yet.',
    },
  );
  expect(declined.statusCode).toBe(200);
  expect(declined.json().signers.map((s: Signer) => [s.role, s.status])).toEqual([
    ['primary_applicant', 'asked'],
    ['co_applicant', 'declined'],
    ['caseworker', 'waiting'],
    ['supervisor', 'waiting'],
  ]);
  // Staff signers are not the family's to decline for.
  const notTheirs = await call(
    family,
    'POST',
    `family/signing/documents/${documentId}/signers/caseworker/decline`,
    {
      reason: 'x',
    },
  );
  expect(notTheirs.statusCode).toBe(404);
});
