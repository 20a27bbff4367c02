import { and, eq, sql } from 'drizzle-orm';
import forge from 'node-forge';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { notifications, sealedDocuments } from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { checkChain, readChain } from '../../lib/audit-chain';
import { multipartForm, signInFamily } from '../../testing/document-fixtures';
import { opensslVerifies } from '../../testing/pdf-signature';
import { signaturePng, startTemplate } from '../../testing/signing-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { loadSealIdentity } from './agency-seal';

let t: TestApp;
let family: string;
let documentId: string;
let sealed: Buffer;
let caPem: string;

const LIC_627 = {
  child_name: 'Lucía Nguyễn 林小明',
  child_date_of_birth: '2019-05-01',
  authorized_caregiver: 'Maria Martinez',
};

beforeAll(async () => {
  t = await createTestApp();
  family = await signInFamily(t.app);
  ({ documentId } = await startTemplate(t.app, family, 'LIC 627 Consent for Emergency Medical Treatment'));
  const ink = await signaturePng();
  for (const role of ['primary_applicant', 'co_applicant'])
    await t.app.inject({
      method: 'POST',
      url: `/api/family/signing/documents/${documentId}/signatures`,
      headers: { authorization: family },
      payload: { role, signatureData: ink, consent: true },
    });
  const submitted = await t.app.inject({
    method: 'POST',
    url: `/api/family/signing/documents/${documentId}/submit`,
    headers: { authorization: family },
    payload: { formData: LIC_627 },
  });
  expect(submitted.statusCode).toBe(200);
  const download = await t.app.inject({
    method: 'GET',
    url: `/api/family/signing/documents/${documentId}/sealed/1`,
    headers: { authorization: family },
  });
  expect(download.headers['content-type']).toBe('application/pdf');
  sealed = download.rawPayload;
  const identity = await loadSealIdentity(t.app.ctx);
  caPem = identity.chain.map((c) => forge.pki.certificateToPem(c)).join('');
});
afterAll(async () => {
  await t.close();
});

test('openssl cms -verify accepts the PAdES seal of the sealed PDF', async () => {
  expect(sealed.subarray(0, 5).toString()).toBe('%PDF-');
  expect(sealed.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
  expect(await opensslVerifies(sealed, caPem)).toBe(true);
});

test('one changed byte in the signed range fails the seal', async () => {
  const changed = Buffer.from(sealed);
  changed[200] = changed[200]! ^ 0x01;
  expect(await opensslVerifies(changed, caPem)).toBe(false);
});

test('the seal row keeps the hashes, the signers and the chain head of the submission', async () => {
  const [row] = await t.db.select().from(sealedDocuments).where(eq(sealedDocuments.documentId, documentId));
  expect(row).toMatchObject({ familyId: DEMO_FAMILY_ID, version: 1, sizeBytes: sealed.length });
  expect(row!.signers.map((s) => s.name)).toEqual(['Maria Martinez', 'David Martinez']);
  const chain = await readChain(t.db, documentId);
  expect(chain.map((r) => r.action)).toEqual([
    // The seeded draft was started before the chain existed: its chain begins with the first signature.
    'signing.signed',
    'signing.signed',
    'signing.form_saved',
    'signing.submitted',
    'signing.sealed',
    'signing.downloaded',
  ]);
  expect(chain.find((r) => r.action === 'signing.submitted')!.hash).toBe(row!.chainHash);
  expect(checkChain(chain)).toMatchObject({ intact: true, length: chain.length });
});

test('changing an audit row of the chain breaks its verification', async () => {
  const [viewed] = await t.db
    .execute<{ id: number }>(
      sql`select id from audit_log where chain_id = ${documentId} and action = 'signing.signed' order by id limit 1`,
    )
    .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  await t.db.execute(sql`alter table audit_log disable trigger user`);
  await t.db.execute(
    sql`update audit_log set details = jsonb_set(details, '{signerName}', '"Someone Else"') where id = ${viewed!.id}`,
  );
  await t.db.execute(sql`alter table audit_log enable trigger user`);
  expect(checkChain(await readChain(t.db, documentId))).toEqual({ intact: false, brokenAt: 0 });
});

const verifyUpload = (bytes: Buffer) => {
  const form = multipartForm({}, { name: 'document.pdf', bytes, type: 'application/pdf' });
  return t.app.inject({
    method: 'POST',
    url: '/api/verify/documents',
    payload: form.payload,
    headers: form.headers,
  });
};

test('the public verification accepts the sealed file and its code, and refuses a modified copy', async () => {
  const accepted = await verifyUpload(sealed);
  expect(accepted.statusCode).toBe(200);
  const result = accepted.json();
  expect(result).toMatchObject({
    result: 'verified',
    documentName: 'LIC 627 Consent for Emergency Medical Treatment',
    fileChecked: true,
    signers: [
      expect.objectContaining({ role: 'primary_applicant', name: 'Maria Martinez' }),
      expect.objectContaining({ role: 'co_applicant', name: 'David Martinez' }),
    ],
  });
  expect(JSON.stringify(result)).not.toContain('HVN-2026');
  const byCode = await t.app.inject({
    method: 'GET',
    url: `/api/verify/documents/${result.verificationCode}`,
  });
  expect(byCode.json()).toMatchObject({ result: 'verified', fileChecked: false });
  const changed = Buffer.from(sealed);
  changed[changed.length - 10] = 0x20;
  expect((await verifyUpload(changed)).json()).toEqual({ result: 'not_verified' });
  const unknown = await t.app.inject({ method: 'GET', url: '/api/verify/documents/SEAL-ZZZZZ-ZZZZZ' });
  expect(unknown.json()).toEqual({ result: 'not_verified' });
});

test('staff list the family forms, open the signatures, download the seal and return the form; the family signs again', async () => {
  const staff = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  const forms = await t.app.inject({
    method: 'GET',
    url: `/api/staff/families/${DEMO_FAMILY_ID}/forms`,
    headers: { authorization: staff },
  });
  expect(forms.json()).toContainEqual(
    expect.objectContaining({
      id: documentId,
      state: 'completed',
      sealedVersions: [expect.objectContaining({ version: 1 })],
    }),
  );
  const detail = await t.app.inject({
    method: 'GET',
    url: `/api/staff/forms/${documentId}`,
    headers: { authorization: staff },
  });
  expect(detail.json().signatures[0]).toMatchObject({
    name: 'Maria Martinez',
    signatureData: expect.stringMatching(/^data:image\/png/),
  });
  const file = await t.app.inject({
    method: 'GET',
    url: `/api/staff/forms/${documentId}/sealed/1`,
    headers: { authorization: staff },
  });
  expect(file.rawPayload.equals(sealed)).toBe(true);

  const returned = await t.app.inject({
    method: 'POST',
    url: `/api/staff/forms/${documentId}/return`,
    headers: { authorization: staff },
    payload: { reason: 'Please add the physician phone number.' },
  });
  expect(returned.statusCode).toBe(200);
  const [notice] = await t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.documentId, documentId), eq(notifications.kind, 'form_returned')));
  expect(notice).toMatchObject({ familyId: DEMO_FAMILY_ID, link: `/documents/sign/${documentId}` });
  const center = (
    await t.app.inject({
      method: 'GET',
      url: '/api/family/signing/documents',
      headers: { authorization: family },
    })
  ).json();
  expect(center.inProgress).toContainEqual(
    expect.objectContaining({
      id: documentId,
      state: 'in_progress',
      returnReason: 'Please add the physician phone number.',
      signaturesDone: 0,
    }),
  );
  const ink = await signaturePng();
  for (const role of ['primary_applicant', 'co_applicant'])
    await t.app.inject({
      method: 'POST',
      url: `/api/family/signing/documents/${documentId}/signatures`,
      headers: { authorization: family },
      payload: { role, signatureData: ink, consent: true },
    });
  const again = await t.app.inject({
    method: 'POST',
    url: `/api/family/signing/documents/${documentId}/submit`,
    headers: { authorization: family },
    payload: { formData: { ...LIC_627, physician_phone: '(555) 555-0199' } },
  });
  expect(again.json()).toEqual({ sealedVersion: 2 });
  const versions = await t.db
    .select()
    .from(sealedDocuments)
    .where(eq(sealedDocuments.documentId, documentId));
  expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
  expect(checkChain(await readChain(t.db, documentId)).intact).toBe(false);
});

test('a template edit makes a new version; a started document keeps the fields it began with', async () => {
  const staff = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  const { documentId: started, templateId } = await startTemplate(
    t.app,
    family,
    'LIC 9163 Request for Live Scan Service',
  );
  const list = (
    await t.app.inject({ method: 'GET', url: '/api/staff/templates', headers: { authorization: staff } })
  ).json();
  const template = list.find((x: { id: string }) => x.id === templateId);
  const { id: _id, version: _v, documentsStarted: _d, ...body } = template;
  const updated = await t.app.inject({
    method: 'PUT',
    url: `/api/staff/templates/${templateId}`,
    headers: { authorization: staff },
    payload: {
      ...body,
      formFields: [
        ...body.formFields,
        { name: 'alias', label: 'Other Names Used', type: 'text', required: true },
      ],
    },
  });
  expect(updated.statusCode).toBe(200);
  expect(updated.json()).toMatchObject({ version: 2, documentsStarted: 1 });
  const page = (
    await t.app.inject({
      method: 'GET',
      url: `/api/family/signing/documents/${started}`,
      headers: { authorization: family },
    })
  ).json();
  expect(page.fields.map((f: { name: string }) => f.name)).not.toContain('alias');
  const radioWithoutOptions = await t.app.inject({
    method: 'POST',
    url: '/api/staff/templates',
    headers: { authorization: staff },
    payload: {
      ...body,
      templateName: 'New form',
      formFields: [{ name: 'x', label: 'X', type: 'radio', required: true }],
    },
  });
  expect(radioWithoutOptions.statusCode).toBe(400);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/staff/templates',
    headers: { authorization: staff },
    payload: { ...body, templateName: 'New form' },
  });
  expect(created.statusCode).toBe(201);
  const duplicate = await t.app.inject({
    method: 'POST',
    url: '/api/staff/templates',
    headers: { authorization: staff },
    payload: { ...body, templateName: 'New form' },
  });
  expect(duplicate.statusCode).toBe(409);
});
