import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { documentTemplates, families } from '../../db/schema';
import { DEFAULT_TEMPLATES } from '../../db/seed/form-templates';
import { signInFamily as signInDemoFamily } from '../../testing/document-fixtures';
import { pdfText } from '../../testing/pdf-text';
import { signaturePng } from '../../testing/signing-fixtures';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let lan: string;

const RFA_01B = 'RFA 01B Resource Family Applicant Criminal Record Statement';
const RFA_01B_VI = 'RFA 01B Bản khai lý lịch tư pháp của người nộp đơn';

beforeAll(async () => {
  t = await createTestApp();
  const { family } = await createTestFamily(t.db, { email: 'lan.nguyen@example.org', surname: 'Nguyen' });
  await t.db.update(families).set({ preferredLanguage: 'vi' }).where(eq(families.id, family.id));
  lan = (await signInFamily(t.app, 'lan.nguyen@example.org', TEST_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const call = (authorization: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization } });
const center = async (authorization: string) =>
  (await call(authorization, 'GET', '/api/family/signing/documents')).json() as {
    available: { id: string; templateName: string; description: string; translated: boolean }[];
  };

test('every default template ships in all five languages', async () => {
  const rows = await t.db.select().from(documentTemplates);
  for (const template of DEFAULT_TEMPLATES) {
    const row = rows.find((r) => r.templateName === template.templateName)!;
    expect(Object.keys(row.translations).sort(), template.templateName).toEqual(['es', 'tl', 'vi', 'zh']);
  }
});

test('a Vietnamese family fills a seeded form in Vietnamese and gets its sealed PDF in Vietnamese, answers saved in English', async () => {
  const card = (await center(lan)).available.find((a) => a.templateName === RFA_01B_VI);
  expect(card).toMatchObject({ translated: true });
  expect(card!.description).toContain('tiền án hình sự');

  const started = await call(lan, 'POST', '/api/family/signing/documents', { templateId: card!.id });
  const { documentId } = started.json() as { documentId: string };
  const form = (await call(lan, 'GET', `/api/family/signing/documents/${documentId}`)).json();
  expect(form).toMatchObject({ documentName: RFA_01B_VI, translated: true });
  const convicted = form.fields.find((f: { name: string }) => f.name === 'convicted');
  expect(convicted).toMatchObject({
    label: 'Quý vị đã từng bị kết án về tội hình sự ở California hoặc nơi khác chưa?',
    options: ['Yes', 'No'],
    optionLabels: ['Có', 'Không'],
  });

  const signed = await call(lan, 'POST', `/api/family/signing/documents/${documentId}/signatures`, {
    role: 'member',
    signatureData: await signaturePng(),
    consent: true,
  });
  expect(signed.statusCode).toBe(200);
  const formData = {
    applicant_name: 'Nguyễn Thị Lan',
    date_of_birth: '1984-03-09',
    convicted: 'No',
    certify: true,
  };
  const submitted = await call(lan, 'POST', `/api/family/signing/documents/${documentId}/submit`, {
    formData,
  });
  expect(submitted.statusCode).toBe(200);

  const pdf = await call(lan, 'GET', `/api/family/signing/documents/${documentId}/sealed/1`);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  const text = await pdfText(pdf.rawPayload);
  for (const words of [
    RFA_01B_VI,
    'Họ và tên người nộp đơn',
    'Nguyễn Thị Lan',
    'Không',
    'Chữ ký',
    'Người nộp đơn chính',
    // The certificate page too, its English title kept for the agency's readers.
    'Giấy chứng nhận hoàn tất',
    'Certificate of Completion',
    'Đã đồng ý ký điện tử',
    'Tính toàn vẹn',
  ])
    expect(text, words).toContain(words);
  expect(text).not.toContain('Applicant Full Name');

  // The answer kept is the English option, whatever language showed it.
  const reopened = (await call(lan, 'GET', `/api/family/signing/documents/${documentId}`)).json();
  expect(reopened.formData.convicted).toBe('No');
});

test('an English-speaking family sees the templates as written; a template without a translation shows in English, marked', async () => {
  const demo = await signInDemoFamily(t.app);
  expect((await center(demo)).available.map((a) => a.templateName)).toContain(RFA_01B);

  await t.db
    .update(documentTemplates)
    .set({ translations: {} })
    .where(eq(documentTemplates.templateName, 'Agency Confidentiality Agreement'));
  const card = (await center(lan)).available.find(
    (a) => a.templateName === 'Agency Confidentiality Agreement',
  );
  expect(card).toMatchObject({ translated: false });
});

test('staff translate a template; the family sees the new words at once, and a translation that does not fit is refused', async () => {
  const staff = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
  await t.db
    .update(documentTemplates)
    .set({ translations: {} })
    .where(eq(documentTemplates.templateName, 'Agency Confidentiality Agreement'));
  const list = (await call(staff, 'GET', '/api/staff/templates')).json() as {
    id: string;
    templateName: string;
    missingLanguages: string[];
    formFields: { name: string }[];
  }[];
  expect(list.find((row) => row.templateName === RFA_01B)?.missingLanguages).toEqual([]);
  const agreement = list.find((row) => row.templateName === 'Agency Confidentiality Agreement')!;
  expect(agreement.missingLanguages).toEqual(['es', 'zh', 'vi', 'tl']);

  const vi = {
    templateName: 'Thỏa thuận giữ bí mật',
    description: 'Giữ kín thông tin về trẻ và gia đình các em.',
    fields: Object.fromEntries(agreement.formFields.map((f) => [f.name, { label: `Mục ${f.name}` }])),
  };
  const url = `/api/staff/templates/${agreement.id}/translations`;
  const put = (payload: object, authorization = staff) =>
    t.app.inject({ method: 'PUT', url, payload, headers: { authorization } });
  for (const bad of [
    { vi: { ...vi, fields: { ...vi.fields, no_such_field: { label: 'x' } } } },
    { fr: vi },
    { vi: { ...vi, templateName: '' } },
    { vi: { ...vi, fields: { ...vi.fields, signed_date: { label: 'Ngày', options: ['a', 'b'] } } } },
  ]) {
    const refused = await put(bad);
    expect(refused.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
  }
  expect((await put({ vi }, lan)).statusCode).toBe(403);
  expect((await center(lan)).available.map((a) => a.templateName)).not.toContain(vi.templateName);

  const saved = await put({ vi });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ missingLanguages: ['es', 'zh', 'tl'], version: 1 });
  expect((await center(lan)).available.find((a) => a.templateName === vi.templateName)).toMatchObject({
    translated: true,
    description: vi.description,
  });
});
