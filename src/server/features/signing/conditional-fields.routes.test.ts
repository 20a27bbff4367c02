import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { formSubmissions } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { pdfText } from '../../testing/pdf-text';
import { signaturePng, startTemplate } from '../../testing/signing-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';

// Issue 44: a field shown only when an earlier radio or checkbox has a given value.

let t: TestApp;
let staff: string;
let family: string;

const RFA_01B = 'RFA 01B Resource Family Applicant Criminal Record Statement';
const DETAILS_LABEL = 'If yes, list each conviction with date and location';

beforeAll(async () => {
  t = await createTestApp();
  staff = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  await createTestFamily(t.db, { email: 'ana.reyes@example.org', surname: 'Reyes' });
  family = (await signInFamily(t.app, 'ana.reyes@example.org', TEST_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const call = (authorization: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization } });

const pets = {
  name: 'has_pets',
  label: 'Do you have pets?',
  type: 'radio',
  required: true,
  options: ['Yes', 'No'],
};
const petList = {
  name: 'pet_list',
  label: 'List your pets',
  type: 'textarea',
  required: true,
  showWhen: { field: 'has_pets', equals: 'Yes' },
};
const template = (name: string, formFields: object[]) => ({
  templateName: name,
  templateType: 'agency_document',
  category: 'Home',
  description: null,
  isActive: true,
  formFields,
  requiredSignatures: ['primary_applicant'],
});

test('staff save a field shown only when an earlier radio is Yes; the condition comes back as saved', async () => {
  const created = await call(
    staff,
    'POST',
    '/api/staff/templates',
    template('Pets in the home', [pets, petList]),
  );
  expect(created.statusCode).toBe(201);
  expect(created.json().formFields[1]).toMatchObject({ showWhen: { field: 'has_pets', equals: 'Yes' } });
  const ticked = await call(
    staff,
    'POST',
    '/api/staff/templates',
    template('Pool safety', [
      { name: 'has_pool', label: 'There is a pool', type: 'checkbox', required: false },
      {
        ...petList,
        name: 'pool_fence',
        label: 'Fence height',
        showWhen: { field: 'has_pool', equals: true },
      },
    ]),
  );
  expect(ticked.statusCode).toBe(201);
});

test('a condition on a later, unknown or text field, on itself, or for a value the radio does not offer is a 400 naming the field', async () => {
  const name = { name: 'full_name', label: 'Full name', type: 'text', required: true };
  const cases: [object[], RegExp][] = [
    [[petList, pets], /"List your pets" \(pet_list\).*comes after it/],
    [[pets, { ...petList, showWhen: { field: 'no_such', equals: 'Yes' } }], /pet_list.*does not have/],
    [[pets, { ...petList, showWhen: { field: 'pet_list', equals: 'Yes' } }], /pet_list.*itself/],
    [
      [pets, { ...petList, showWhen: { field: 'has_pets', equals: 'Maybe' } }],
      /pet_list.*not one of its options/,
    ],
    [
      [name, { ...petList, showWhen: { field: 'full_name', equals: 'Ann' } }],
      /pet_list.*not a radio or checkbox/,
    ],
  ];
  for (const [index, [formFields, message]] of cases.entries()) {
    const response = await call(
      staff,
      'POST',
      '/api/staff/templates',
      template(`Broken ${index}`, formFields),
    );
    expect(response.statusCode, String(message)).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
    expect(response.json().message).toMatch(message);
  }
  const list = (await call(staff, 'GET', '/api/staff/templates')).json() as { templateName: string }[];
  expect(list.some((x) => x.templateName.startsWith('Broken'))).toBe(false);

  const saved = list.find((x) => x.templateName === 'Pets in the home') as unknown as {
    id: string;
  } & Record<string, unknown>;
  const { id, version: _v, documentsStarted: _d, translations: _t, missingLanguages: _m, ...body } = saved;
  const update = await call(staff, 'PUT', `/api/staff/templates/${id}`, {
    ...body,
    formFields: [pets, { ...petList, showWhen: { field: 'has_pets', equals: 'Sometimes' } }],
  });
  expect(update.statusCode).toBe(400);
  expect(update.json().message).toMatch(/pet_list/);
});

test('RFA 01B asks for the convictions only after Yes: on No a stale answer is not stored and does not block submit, nor is it printed', async () => {
  const { documentId } = await startTemplate(t.app, family, RFA_01B);
  const page = (await call(family, 'GET', `/api/family/signing/documents/${documentId}`)).json();
  expect(page.fields.find((f: { name: string }) => f.name === 'conviction_details')).toMatchObject({
    required: true,
    showWhen: { field: 'convicted', equals: 'Yes' },
  });
  const url = `/api/family/signing/documents/${documentId}`;
  const answers = { applicant_name: 'Ana Reyes', date_of_birth: '1988-07-14', certify: true };

  const yesWithout = await call(family, 'POST', `${url}/submit`, {
    formData: { ...answers, convicted: 'Yes' },
  });
  expect(yesWithout.statusCode).toBe(400);
  expect(yesWithout.json().message).toBe(`${DETAILS_LABEL} is required`);

  const draft = await call(family, 'PUT', `${url}/form`, {
    formData: { ...answers, convicted: 'No', conviction_details: 'typed before changing to No' },
  });
  expect(draft.statusCode).toBe(200);
  const stored = async () =>
    (await t.db.select().from(formSubmissions).where(eq(formSubmissions.documentId, documentId)))[0]!
      .formData;
  expect(await stored()).not.toHaveProperty('conviction_details');

  await call(family, 'POST', `${url}/signatures`, {
    role: 'member',
    signatureData: await signaturePng(),
    consent: true,
  });
  const submitted = await call(family, 'POST', `${url}/submit`, {
    formData: { ...answers, convicted: 'No', conviction_details: 'typed before changing to No' },
  });
  expect(submitted.statusCode).toBe(200);
  expect(await stored()).toEqual({ ...answers, convicted: 'No' });

  const text = await pdfText((await call(family, 'GET', `${url}/sealed/1`)).rawPayload);
  expect(text).toContain('Ana Reyes');
  expect(text).not.toContain(DETAILS_LABEL);
  expect(text).not.toContain('typed before changing');
});

test('on Yes the convictions are stored and printed', async () => {
  await createTestFamily(t.db, { email: 'li.chen@example.org', surname: 'Chen' });
  const li = (await signInFamily(t.app, 'li.chen@example.org', TEST_PASSWORD)).authorization;
  const { documentId } = await startTemplate(t.app, li, RFA_01B);
  const url = `/api/family/signing/documents/${documentId}`;
  await call(li, 'POST', `${url}/signatures`, {
    role: 'member',
    signatureData: await signaturePng(),
    consent: true,
  });
  const formData = {
    applicant_name: 'Li Chen',
    date_of_birth: '1979-01-30',
    convicted: 'Yes',
    conviction_details: 'Petty theft, 2004, Oakland',
    certify: true,
  };
  expect((await call(li, 'POST', `${url}/submit`, { formData })).statusCode).toBe(200);
  const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.documentId, documentId));
  expect(row!.formData).toEqual(formData);
  const text = await pdfText((await call(li, 'GET', `${url}/sealed/1`)).rawPayload);
  expect(text).toContain(DETAILS_LABEL);
  expect(text).toContain('Petty theft, 2004, Oakland');
});
