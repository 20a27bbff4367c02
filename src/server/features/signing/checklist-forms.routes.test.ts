import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Journey, JourneyDocument } from '@shared/journey/journey.schema';
import { notifications } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { readMail } from '../../testing/read-mail';
import { signaturePng } from '../../testing/signing-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

/**
 * Issue 50, blocker: a form or e-signature checklist item is the document the Document Center opens, so
 * signing it completes that item (one row, the count unchanged), and staff review it as they review uploads.
 */
let t: TestApp;
let admin = '';
let ink = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  ink = await signaturePng();
});
afterAll(async () => {
  await t.close();
});

const RFA_01A_ITEM = 'Resource Family Application (RFA 01A)';

const inject = (method: 'GET' | 'POST', url: string, authorization: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { authorization }, payload });

/** A family as the product makes one: staff open it and invite its applicant, who accepts. */
async function productFamily(surname: string): Promise<{ familyId: string; authorization: string }> {
  const created = await inject('POST', 'staff/families', admin, {
    familyName: `${surname} Family`,
    primaryContactName: `Ana ${surname}`,
    preferredLanguage: 'es',
  });
  expect(created.statusCode).toBe(201);
  const familyId = created.json().id as string;
  const email = `ana.${surname.toLowerCase()}@example.org`;
  expect((await inject('POST', `staff/families/${familyId}/invite`, admin, { email })).statusCode).toBe(204);
  const { link } = await readMail(t.outboxDir, email);
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/auth/invitations/accept',
    payload: { token: new URL(link!).searchParams.get('token'), password: 'a-long-passphrase-2026' },
  });
  expect(accepted.statusCode).toBe(200);
  return { familyId, authorization: `Bearer ${accepted.json().access_token}` };
}

async function journeyItems(authorization: string): Promise<JourneyDocument[]> {
  const journey = (await inject('GET', 'family/journey', authorization)).json() as Journey;
  return journey.steps.flatMap((step) => step.documents);
}

const rfa01a = (items: JourneyDocument[]) => items.filter((item) => /RFA 01A/.test(item.name));

/** Fills, signs (the family's only applicant) and submits a form of the signing API. */
async function fillSignSubmit(authorization: string, documentId: string) {
  const path = `family/signing/documents/${documentId}`;
  const signed = await inject('POST', `${path}/signatures`, authorization, {
    role: 'primary_applicant',
    signatureData: ink,
    consent: true,
  });
  expect(signed.statusCode).toBe(200);
  const submitted = await inject('POST', `${path}/submit`, authorization, {
    formData: {
      applicant_name: 'Ana Reyes',
      home_address: '12 Oak Street, Fresno, CA',
      phone: '(555) 555-0100',
      email: 'ana@example.org',
      previously_licensed: 'No',
      certify: true,
    },
  });
  expect(submitted.statusCode).toBe(200);
}

test('a product-made family signs RFA 01A from its journey item: that item is Completed, one row, the count unchanged', async () => {
  const { authorization } = await productFamily('Reyes');
  const before = await journeyItems(authorization);
  const [item] = rfa01a(before);
  expect(item).toMatchObject({ name: RFA_01A_ITEM, type: 'form', status: 'pending' });
  const statsBefore = (await inject('GET', 'family/stats', authorization)).json();

  const opened = await inject('POST', `family/signing/checklist-items/${item!.id}/open`, authorization);
  expect(opened.statusCode).toBe(200);
  expect(opened.json()).toEqual({ documentId: item!.id, created: true });
  await fillSignSubmit(authorization, item!.id);

  const after = await journeyItems(authorization);
  expect(after).toHaveLength(before.length);
  expect(rfa01a(after)).toEqual([expect.objectContaining({ id: item!.id, status: 'completed' })]);
  const statsAfter = (await inject('GET', 'family/stats', authorization)).json();
  expect(statsAfter.documents).toEqual({
    submitted: statsBefore.documents.submitted + 1,
    required: statsBefore.documents.required,
  });
  const center = (await inject('GET', 'family/signing/documents', authorization)).json();
  expect(center.completed.map((d: { id: string }) => d.id)).toEqual([item!.id]);
});

test('starting the RFA 01A template in the Document Center opens the journey item, not a second document', async () => {
  const { authorization } = await productFamily('Ortega');
  const before = await journeyItems(authorization);
  const [item] = rfa01a(before);
  const center = (await inject('GET', 'family/signing/documents', authorization)).json();
  // The family speaks Spanish: the card shows the template's Spanish name.
  const template = center.available.find(
    (card: { templateName: string }) => card.templateName === 'RFA 01A Solicitud de familia de recursos',
  );
  const started = await inject('POST', 'family/signing/documents', authorization, {
    templateId: template.id,
  });
  expect(started.json()).toEqual({ documentId: item!.id, created: true });
  // Opening the item afterwards continues the same document.
  const opened = await inject('POST', `family/signing/checklist-items/${item!.id}/open`, authorization);
  expect(opened.json()).toEqual({ documentId: item!.id, created: false });
  await fillSignSubmit(authorization, item!.id);

  const after = await journeyItems(authorization);
  expect(after).toHaveLength(before.length);
  expect(rfa01a(after)).toEqual([expect.objectContaining({ id: item!.id, status: 'completed' })]);
});

test('staff see the submitted form on the item and approve it through the document review', async () => {
  const { familyId, authorization } = await productFamily('Castillo');
  const [item] = rfa01a(await journeyItems(authorization));
  await inject('POST', `family/signing/checklist-items/${item!.id}/open`, authorization);
  await fillSignSubmit(authorization, item!.id);

  const detail = await inject('GET', `staff/documents/${item!.id}`, admin);
  expect(detail.statusCode).toBe(200);
  expect(detail.json()).toMatchObject({
    documentName: RFA_01A_ITEM,
    documentType: 'form',
    status: 'completed',
    submittedAt: expect.any(String),
  });
  const form = (await inject('GET', `staff/forms/${item!.id}`, admin)).json();
  expect(form).toMatchObject({ submitted: true, sealedVersion: 1, familyId });
  expect(form.formData).toMatchObject({ applicant_name: 'Ana Reyes', previously_licensed: 'No' });
  const listed = (await inject('GET', `staff/documents?familyId=${familyId}`, admin)).json();
  expect(listed.items.map((d: { id: string }) => d.id)).toContain(item!.id);

  const approved = await inject('POST', `staff/documents/${item!.id}/review`, admin, {
    decision: 'approve',
  });
  expect(approved.statusCode).toBe(200);
  expect(approved.json()).toMatchObject({ status: 'approved', approvedAt: expect.any(String) });
  expect(rfa01a(await journeyItems(authorization))).toEqual([
    expect.objectContaining({ id: item!.id, status: 'completed', rawStatus: 'approved' }),
  ]);
  const center = (await inject('GET', 'family/signing/documents', authorization)).json();
  expect(center.completed).toEqual([expect.objectContaining({ id: item!.id, state: 'completed' })]);
});

test('staff reject a submitted form through the document review: the family gets it back as a draft to sign again', async () => {
  const { familyId, authorization } = await productFamily('Morales');
  const [item] = rfa01a(await journeyItems(authorization));
  await inject('POST', `family/signing/checklist-items/${item!.id}/open`, authorization);
  await fillSignSubmit(authorization, item!.id);

  const rejected = await inject('POST', `staff/documents/${item!.id}/review`, admin, {
    decision: 'reject',
    reason: 'Please list everyone who lives in the home.',
  });
  expect(rejected.statusCode).toBe(200);
  expect(rejected.json()).toMatchObject({
    status: 'rejected',
    rejectionReason: 'Please list everyone who lives in the home.',
  });
  const page = (await inject('GET', `family/signing/documents/${item!.id}`, authorization)).json();
  expect(page).toMatchObject({
    submitted: false,
    state: 'in_progress',
    returnReason: 'Please list everyone who lives in the home.',
  });
  expect(page.signers).toEqual([
    expect.objectContaining({ role: 'primary_applicant', signedAt: null, status: 'asked' }),
  ]);
  const notices = await t.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(and(eq(notifications.familyId, familyId), eq(notifications.documentId, item!.id)));
  expect(notices.map((n) => n.kind)).toEqual(['form_returned']);
  // Signed again, it is one item again: handed in, the same row.
  await fillSignSubmit(authorization, item!.id);
  expect(rfa01a(await journeyItems(authorization))).toEqual([
    expect.objectContaining({ id: item!.id, status: 'completed' }),
  ]);
});

test('a form not yet submitted cannot be reviewed', async () => {
  const { authorization } = await productFamily('Vega');
  const [item] = rfa01a(await journeyItems(authorization));
  await inject('POST', `family/signing/checklist-items/${item!.id}/open`, authorization);
  const review = await inject('POST', `staff/documents/${item!.id}/review`, admin, { decision: 'approve' });
  expect(review.statusCode).toBe(409);
});
