import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Decision, IssuedDocument, Report } from '@shared/decisions/decisions.schema';
import { auditLog } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { completeApprovalFile } from '../../testing/approval-file';
import { multipartForm, realPdf } from '../../testing/document-fixtures';
import { pdfText } from '../../testing/pdf-text';
import { signaturePng } from '../../testing/signing-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily } from '../../testing/test-families';

let t: TestApp;
let caseworker = '';
let supervisor = '';

beforeAll(async () => {
  t = await createTestApp();
  caseworker = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  supervisor = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });

const verifyFile = (bytes: Buffer) => {
  const form = multipartForm({}, { name: 'packet.pdf', bytes, type: 'application/pdf' });
  return t.app.inject({
    method: 'POST',
    url: '/api/verify/documents',
    payload: form.payload,
    headers: form.headers,
  });
};

/** An approved family whose file holds an outside training with its certificate. */
async function approvedFamily() {
  const { family } = await createTestFamily(t.db, {
    email: 'packet@example.org',
    surname: 'Packet',
    currentStep: 8,
  });
  const familyId = family.id;
  const form = multipartForm(
    { title: 'CPR and First Aid', hours: '4', completedOn: '2026-10-02' },
    { name: 'cpr.pdf', bytes: await realPdf([['CPR certificate of Pat Packet']]), type: 'application/pdf' },
  );
  const recorded = await t.app.inject({
    method: 'POST',
    url: `/api/staff/families/${familyId}/training`,
    payload: form.payload,
    headers: { ...form.headers, authorization: caseworker },
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  await completeApprovalFile(t.db, familyId);
  const sign = { signatureData: await signaturePng(), consent: true };
  const report = (await call('POST', `/staff/families/${familyId}/report`, caseworker)).json() as Report;
  await call('PUT', `/staff/families/${familyId}/report`, caseworker, {
    version: 1,
    sections: { ...report.sections, summary: '<p>Recommended.</p>' },
    recommendation: 'approve',
    capacity: { children: 1, ageMin: 0, ageMax: 5, conditions: '' },
  });
  await call('POST', `/staff/families/${familyId}/report/submit`, caseworker, { ...sign, version: 2 });
  await call('POST', `/staff/families/${familyId}/report/approve`, supervisor, { ...sign, version: 3 });
  return familyId;
}

test('the packet is issued for an approved family only, by a holder of approve_families', async () => {
  const { family } = await createTestFamily(t.db, { email: 'early@example.org', surname: 'Early' });
  const early = await call('POST', `/staff/families/${family.id}/packet`, supervisor);
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe('An approval packet is issued for an approved family.');
  expect((await call('POST', `/staff/families/${family.id}/packet`, caseworker)).statusCode).toBe(403);
});

test('one sealed PDF with its contents: certificate, report, document decisions, training and its certificate; /verify lists them', async () => {
  const familyId = await approvedFamily();
  const decision = (
    await call('POST', `/staff/families/${familyId}/decisions`, supervisor, { kind: 'approve' })
  ).json() as Decision;
  const issued = await call('POST', `/staff/families/${familyId}/packet`, supervisor);
  expect(issued.statusCode, issued.body).toBe(201);
  const packet = issued.json() as IssuedDocument;
  expect(packet).toMatchObject({ kind: 'packet', name: 'Approval packet' });

  expect((await call('GET', `/staff/families/${familyId}/issued/${packet.id}`, caseworker)).statusCode).toBe(
    403,
  );
  const file = await call('GET', `/staff/families/${familyId}/issued/${packet.id}`, supervisor);
  expect(file.headers['content-type']).toBe('application/pdf');
  const text = await pdfText(file.rawPayload);
  for (const words of [
    'Approval packet',
    'Certificate of Approval — page 2',
    'Written report',
    'Document decisions',
    'Training record',
    'CPR and First Aid: 4 h (outside training)',
    'CPR certificate of Pat Packet',
    decision.document!.verificationCode,
    packet.verificationCode,
  ]) {
    expect(text).toContain(words);
  }
  const verified = (await verifyFile(file.rawPayload)).json();
  expect(verified).toMatchObject({
    result: 'verified',
    documentName: 'Approval packet',
    fileChecked: true,
    contents: [
      'Certificate of Approval',
      'Written report',
      'Document decisions',
      'Training record',
      'Training certificate: CPR and First Aid',
    ],
  });
  const tampered = Buffer.from(file.rawPayload);
  tampered.write('%HAVEN', tampered.length - 40);
  expect((await verifyFile(tampered)).json()).toEqual({ result: 'not_verified' });
  const actions = (await t.db.select().from(auditLog).where(eq(auditLog.familyId, familyId))).map(
    (r) => r.action,
  );
  expect(actions).toEqual(expect.arrayContaining(['decision.packet_issued', 'decision.document_downloaded']));
});
