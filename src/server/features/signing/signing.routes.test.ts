import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, documentSignatures, familyDocuments, formSubmissions } from '../../db/schema';
import { DEMO_FAMILY_ID } from '../../db/seed/demo-accounts';
import { signInFamily } from '../../testing/document-fixtures';
import { signaturePng, startTemplate } from '../../testing/signing-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily as signInOtherFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let family: string;
let ink: string;

beforeAll(async () => {
  t = await createTestApp();
  family = await signInFamily(t.app);
  ink = await signaturePng();
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, authorization = family) =>
  t.app.inject({ method, url: `/api/family/signing/documents${url}`, payload, headers: { authorization } });

test('the Document Center groups started, completed and available documents with their displayed state', async () => {
  const response = await call('GET', '');
  expect(response.statusCode).toBe(200);
  const center = response.json();
  expect(center.inProgress.map((d: { documentName: string }) => d.documentName)).toContain(
    'LIC 627 Consent for Emergency Medical Treatment',
  );
  expect(center.completed).toEqual([
    expect.objectContaining({
      documentName: 'Agency Confidentiality Agreement',
      state: 'completed',
      signaturesDone: 2,
      signaturesRequired: 2,
    }),
  ]);
  const types = new Set(center.available.map((a: { templateType: string }) => a.templateType));
  expect(types).toEqual(new Set(['state_form', 'agency_document']));
  expect(center.inProgress[0]).toMatchObject({ state: 'in_progress', returnReason: null });
});

test('starting a template the checklist does not ask for creates the e-sign document and a draft together, audited; starting it again returns it', async () => {
  const first = await startTemplate(t.app, family, 'LIC 9163 Request for Live Scan Service');
  expect(first.created).toBe(true);
  const [document] = await t.db
    .select()
    .from(familyDocuments)
    .where(eq(familyDocuments.id, first.documentId));
  expect(document).toMatchObject({
    familyId: DEMO_FAMILY_ID,
    documentType: 'e-sign',
    status: 'pending',
    processingStatus: 'pending',
    stepId: 1,
    required: true,
  });
  const [draft] = await t.db
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.documentId, first.documentId));
  expect(draft).toMatchObject({ submissionStatus: 'draft', formData: {}, templateVersion: 1 });
  const again = await startTemplate(t.app, family, 'LIC 9163 Request for Live Scan Service');
  expect(again).toMatchObject({ documentId: first.documentId, created: false });
  const audits = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectId, first.documentId), eq(auditLog.action, 'signing.document_created')));
  expect(audits).toHaveLength(1);
});

test('an unknown template is 404 and a malformed id is 400', async () => {
  expect((await call('POST', '', { templateId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
    404,
  );
  expect((await call('POST', '', { templateId: 'lic-627' })).statusCode).toBe(400);
});

test('the signing page prefills what Haven knows and names the signers from the household', async () => {
  const { documentId } = await startTemplate(t.app, family, 'RFA 01A Resource Family Application');
  const response = await call('GET', `/${documentId}`);
  expect(response.statusCode).toBe(200);
  const page = response.json();
  expect(page.formData).toMatchObject({
    applicant_name: 'Maria Martinez',
    co_applicant_name: 'David Martinez',
    email: 'family@haven.demo',
  });
  const unsigned = { signedAt: null, status: 'asked', signedVia: null, canSign: true, signsByLink: false };
  expect(page.signers).toEqual([
    expect.objectContaining({ role: 'primary_applicant', name: 'Maria Martinez', ...unsigned }),
    expect.objectContaining({ role: 'co_applicant', name: 'David Martinez', ...unsigned }),
  ]);
  expect(page.signingOrder).toBe('parallel');
  expect(page.submitted).toBe(false);
});

test('a draft saves only the template fields; what the family typed prefills its other forms', async () => {
  const { documentId } = await startTemplate(t.app, family, 'LIC 9163 Request for Live Scan Service');
  const saved = await call('PUT', `/${documentId}/form`, {
    formData: { home_address: '12 Oak Street\nFresno, CA', phone: '(555) 555-0100', unknown_field: 'x' },
  });
  expect(saved.statusCode).toBe(200);
  const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.documentId, documentId));
  expect(row!.formData).toEqual({ home_address: '12 Oak Street\nFresno, CA', phone: '(555) 555-0100' });
  const other = await startTemplate(t.app, family, 'RFA 01A Resource Family Application');
  const page = (await call('GET', `/${other.documentId}`)).json();
  expect(page.formData).toMatchObject({ home_address: '12 Oak Street\nFresno, CA', phone: '(555) 555-0100' });
});

test('signatures: blank refused, unknown role is "Signer not found", a role signs once, consent and origin recorded', async () => {
  const { documentId } = await startTemplate(t.app, family, 'Discipline Policy Acknowledgement');
  const sign = (role: string, signatureData: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/family/signing/documents/${documentId}/signatures`,
      headers: { authorization: family, 'user-agent': 'SigningTest/1.0' },
      payload: { role, signatureData, consent: true },
    });
  expect((await sign('primary_applicant', await signaturePng({ blank: true }))).statusCode).toBe(400);
  const unknown = await sign('foster_child', ink);
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe('Signer not found');
  const withoutConsent = await t.app.inject({
    method: 'POST',
    url: `/api/family/signing/documents/${documentId}/signatures`,
    headers: { authorization: family },
    payload: { role: 'primary_applicant', signatureData: ink, consent: false },
  });
  expect(withoutConsent.statusCode).toBe(400);
  const first = await sign('primary_applicant', ink);
  expect(first.statusCode).toBe(200);
  expect(first.json().fullySigned).toBe(false);
  expect((await sign('primary_applicant', ink)).statusCode).toBe(409);
  const second = await sign('co_applicant', ink);
  expect(second.json().fullySigned).toBe(true);
  const [row] = await t.db
    .select()
    .from(documentSignatures)
    .where(
      and(
        eq(documentSignatures.documentId, documentId),
        eq(documentSignatures.signerRole, 'primary_applicant'),
      ),
    );
  expect(row).toMatchObject({
    signerName: 'Maria Martinez',
    userAgent: 'SigningTest/1.0',
    signatureStatus: 'completed',
  });
  expect(row!.ipAddress).toBeTruthy();
  const audits = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectId, documentId), eq(auditLog.action, 'signing.signed')));
  expect(audits.map((a) => a.details)).toContainEqual(
    expect.objectContaining({ role: 'primary_applicant', consent: true, signerName: 'Maria Martinez' }),
  );
});

test('submit validates and saves first, then checks signatures; after submission nothing changes', async () => {
  const { documentId } = await startTemplate(
    t.app,
    family,
    'RFA 01B Resource Family Applicant Criminal Record Statement',
  );
  const incomplete = await call('POST', `/${documentId}/submit`, {
    formData: { applicant_name: 'Maria Martinez' },
  });
  expect(incomplete.statusCode).toBe(400);
  expect(incomplete.json().message).toBe('Date of Birth is required');
  const [kept] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.documentId, documentId));
  expect(kept!.formData).toEqual({ applicant_name: 'Maria Martinez' });

  const complete = {
    applicant_name: 'Maria Martinez',
    date_of_birth: '1984-03-02',
    convicted: 'No',
    certify: true,
  };
  const unsigned = await call('POST', `/${documentId}/submit`, { formData: complete });
  expect(unsigned.statusCode).toBe(409);
  expect(unsigned.json().message).toBe('Please complete all required signatures before submitting');

  await call('POST', `/${documentId}/signatures`, {
    role: 'member',
    signatureData: ink,
    consent: true,
  });
  const submitted = await call('POST', `/${documentId}/submit`, { formData: complete });
  expect(submitted.statusCode).toBe(200);
  expect(submitted.json()).toEqual({ sealedVersion: 1 });
  const [document] = await t.db.select().from(familyDocuments).where(eq(familyDocuments.id, documentId));
  expect(document).toMatchObject({ status: 'completed', processingStatus: 'completed' });
  const page = (await call('GET', `/${documentId}`)).json();
  expect(page).toMatchObject({ submitted: true, state: 'completed', sealedVersion: 1 });

  expect((await call('PUT', `/${documentId}/form`, { formData: complete })).statusCode).toBe(409);
  expect(
    (
      await call('POST', `/${documentId}/signatures`, {
        role: 'member',
        signatureData: ink,
        consent: true,
      })
    ).statusCode,
  ).toBe(409);
  expect((await call('POST', `/${documentId}/submit`, { formData: complete })).statusCode).toBe(409);
});

test('an e-mail field must be a valid address', async () => {
  const { documentId } = await startTemplate(t.app, family, 'RFA 01A Resource Family Application');
  const response = await call('POST', `/${documentId}/submit`, {
    formData: {
      applicant_name: 'Maria Martinez',
      home_address: '12 Oak Street',
      phone: '555',
      email: 'maria-at-example',
      previously_licensed: 'No',
      certify: true,
    },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe('Email Address must be a valid email address');
});

test("another family's document answers 404 everywhere", async () => {
  const { documentId } = await startTemplate(t.app, family, 'LIC 9163 Request for Live Scan Service');
  await createTestFamily(t.db, { email: 'other-signing@example.org', surname: 'Other' });
  const other = (await signInOtherFamily(t.app, 'other-signing@example.org', TEST_PASSWORD)).authorization;
  expect((await call('GET', `/${documentId}`, undefined, other)).statusCode).toBe(404);
  expect((await call('PUT', `/${documentId}/form`, { formData: {} }, other)).statusCode).toBe(404);
  const signed = await call(
    'POST',
    `/${documentId}/signatures`,
    { role: 'primary_applicant', signatureData: ink, consent: true },
    other,
  );
  expect(signed.statusCode).toBe(404);
  expect((await call('GET', `/${documentId}/sealed/1`, undefined, other)).statusCode).toBe(404);
  expect((await call('GET', '', undefined, other)).json().inProgress).toEqual([]);
});

test('a journey checklist item opens its form: the LIC 627 item continues its draft, an upload item is 404', async () => {
  const [item] = await t.db
    .select({ id: familyDocuments.id })
    .from(familyDocuments)
    .where(
      and(
        eq(familyDocuments.familyId, DEMO_FAMILY_ID),
        eq(familyDocuments.documentName, 'LIC 627 Consent for Emergency Medical Treatment'),
      ),
    );
  const opened = await t.app.inject({
    method: 'POST',
    url: `/api/family/signing/checklist-items/${item!.id}/open`,
    headers: { authorization: family },
  });
  expect(opened.json()).toEqual({ documentId: item!.id, created: false });
  const [upload] = await t.db
    .select({ id: familyDocuments.id })
    .from(familyDocuments)
    .where(and(eq(familyDocuments.familyId, DEMO_FAMILY_ID), eq(familyDocuments.documentType, 'upload')))
    .limit(1);
  const refused = await t.app.inject({
    method: 'POST',
    url: `/api/family/signing/checklist-items/${upload!.id}/open`,
    headers: { authorization: family },
  });
  expect(refused.statusCode).toBe(404);
});

test('a single applicant signs alone: no co-applicant row, a co-applicant signature is "Signer not found"', async () => {
  await createTestFamily(t.db, { email: 'single-applicant@example.org', surname: 'Single' });
  const single = (await signInOtherFamily(t.app, 'single-applicant@example.org', TEST_PASSWORD))
    .authorization;
  const center = (await call('GET', '', undefined, single)).json();
  const lic627 = center.available.find(
    (a: { templateName: string }) => a.templateName === 'LIC 627 Consent for Emergency Medical Treatment',
  );
  expect(lic627.requiredSignatures).toEqual(['primary_applicant']);
  const { documentId } = await startTemplate(
    t.app,
    single,
    'LIC 627 Consent for Emergency Medical Treatment',
  );
  const page = (await call('GET', `/${documentId}`, undefined, single)).json();
  expect(page.signers.map((s: { role: string }) => s.role)).toEqual(['primary_applicant']);
  const sign = (role: string) =>
    call('POST', `/${documentId}/signatures`, { role, signatureData: ink, consent: true }, single);
  const coApplicant = await sign('co_applicant');
  expect(coApplicant.statusCode).toBe(404);
  expect(coApplicant.json().message).toBe('Signer not found');
  const primary = await sign('primary_applicant');
  expect(primary.statusCode).toBe(200);
  expect(primary.json().fullySigned).toBe(true);
  const [started] = (await call('GET', '', undefined, single)).json().inProgress;
  expect(started).toMatchObject({ signaturesDone: 1, signaturesRequired: 1 });
});
