import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { multipartForm } from '../../testing/document-fixtures';
import { pdfText } from '../../testing/pdf-text';
import { signaturePng } from '../../testing/signing-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let admin: string;
let family: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  await createTestFamily(t.db, { email: 'acro@example.org', surname: 'Acro' });
  family = (await signInFamily(t.app, 'acro@example.org', TEST_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

/** A small fillable PDF as a state agency publishes one: a named text field with a tooltip, a checkbox, a radio. */
async function fillablePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const form = pdf.getForm();
  const name = form.createTextField('Applicant.FullName[0]');
  name.acroField.dict.set(PDFName.of('TU'), PDFString.of('Full name of the applicant'));
  name.enableRequired();
  name.addToPage(page, { x: 50, y: 700, width: 300, height: 20 });
  const details = form.createTextField('Details');
  details.enableMultiline();
  details.addToPage(page, { x: 50, y: 600, width: 300, height: 60 });
  const agree = form.createCheckBox('Agree');
  agree.addToPage(page, { x: 50, y: 560, width: 12, height: 12 });
  const convicted = form.createRadioGroup('Convicted');
  convicted.addOptionToPage('Yes', page, { x: 50, y: 520, width: 12, height: 12 });
  convicted.addOptionToPage('No', page, { x: 90, y: 520, width: 12, height: 12 });
  return Buffer.from(await pdf.save());
}

const uploadPdf = (templateId: string, bytes: Buffer, name = 'lic-form.pdf') => {
  const form = multipartForm({}, { name, bytes, type: 'application/pdf' });
  return t.app.inject({
    method: 'POST',
    url: `/api/staff/templates/${templateId}/pdf`,
    payload: form.payload,
    headers: { ...form.headers, authorization: admin },
  });
};

test("a template built on the state's fillable PDF: its fields are read, and the signed form is filled into it", async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/staff/templates',
    headers: { authorization: admin },
    payload: {
      templateName: 'LIC 9999 State Form',
      templateType: 'state_form',
      category: 'State',
      description: null,
      isActive: true,
      formFields: [],
      requiredSignatures: ['primary_applicant'],
    },
  });
  expect(created.statusCode).toBe(201);
  const templateId = created.json().id as string;

  const notPdf = await uploadPdf(templateId, Buffer.from('plain text'), 'notes.pdf');
  expect(notPdf.statusCode).toBe(400);
  expect(notPdf.json().message).toBe('This file is not a fillable PDF: Haven found no form fields in it.');
  const flat = await PDFDocument.create();
  flat.addPage();
  expect((await uploadPdf(templateId, Buffer.from(await flat.save()))).statusCode).toBe(400);

  const uploaded = await uploadPdf(templateId, await fillablePdf());
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const template = uploaded.json();
  expect(template).toMatchObject({ builtOnPdf: true, version: 2 });
  expect(template.formFields).toEqual([
    {
      name: 'applicant_fullname_0',
      label: 'Full name of the applicant',
      type: 'text',
      required: true,
      pdfField: 'Applicant.FullName[0]',
    },
    { name: 'details', label: 'Details', type: 'textarea', required: false, pdfField: 'Details' },
    { name: 'agree', label: 'Agree', type: 'checkbox', required: false, pdfField: 'Agree' },
    {
      name: 'convicted',
      label: 'Convicted',
      type: 'radio',
      required: false,
      options: ['Yes', 'No'],
      pdfField: 'Convicted',
    },
  ]);

  const started = await t.app.inject({
    method: 'POST',
    url: '/api/family/signing/documents',
    headers: { authorization: family },
    payload: { templateId },
  });
  const { documentId } = started.json() as { documentId: string };
  const path = `/api/family/signing/documents/${documentId}`;
  const signed = await t.app.inject({
    method: 'POST',
    url: `${path}/signatures`,
    headers: { authorization: family },
    payload: { role: 'primary_applicant', signatureData: await signaturePng(), consent: true },
  });
  expect(signed.statusCode).toBe(200);
  const submitted = await t.app.inject({
    method: 'POST',
    url: `${path}/submit`,
    headers: { authorization: family },
    payload: {
      formData: {
        applicant_fullname_0: 'Pat Acro',
        details: 'Lived in Oregon until 2021',
        agree: true,
        convicted: 'No',
      },
    },
  });
  expect(submitted.json()).toEqual({ sealedVersion: 1 });
  const sealed = await t.app.inject({
    method: 'GET',
    url: `${path}/sealed/1`,
    headers: { authorization: family },
  });
  const bytes = sealed.rawPayload;
  const text = await pdfText(bytes);
  expect(text).toContain('Pat Acro');
  expect(text).toContain('Lived in Oregon until 2021');
  expect(text).toContain('Certificate of Completion');
  // Flattened: the state form's fields are part of its page now; only the seal's signature field remains.
  const names = (await PDFDocument.load(bytes))
    .getForm()
    .getFields()
    .map((f) => f.getName());
  expect(names).not.toContain('Applicant.FullName[0]');

  // Back to Haven's own rendering: the fields stay, without their PDF names.
  const detached = await t.app.inject({
    method: 'DELETE',
    url: `/api/staff/templates/${templateId}/pdf`,
    headers: { authorization: admin },
  });
  expect(detached.json()).toMatchObject({ builtOnPdf: false, version: 3 });
  expect(detached.json().formFields[0]).not.toHaveProperty('pdfField');
});

test('only template managers may build on a PDF', async () => {
  const form = multipartForm({}, { name: 'x.pdf', bytes: await fillablePdf() });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/templates/00000000-0000-4000-8000-000000000099/pdf',
    payload: form.payload,
    headers: { ...form.headers, authorization: family },
  });
  expect([401, 403]).toContain(response.statusCode);
});
