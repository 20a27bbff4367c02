import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, familyDocuments, jobs } from '../../db/schema';
import { DEMO_FAMILY_ID } from '../../db/seed/demo-accounts';
import {
  postUpload,
  signInFamily,
  storedKeys,
  textImage,
  tinyPdf,
  type UploadFile,
} from '../../testing/document-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let family: string;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  family = await signInFamily(t.app);
  photo = await textImage({ lines: ['Sample document'], width: 640, height: 300 });
});
afterAll(async () => {
  await t.close();
});

const upload = (fields: Record<string, string>, file?: UploadFile) => postUpload(t.app, family, fields, file);
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: family } });
const familyRows = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(familyDocuments)
      .where(eq(familyDocuments.familyId, DEMO_FAMILY_ID))
  )[0]!.n;

test('an upload stores the file under a generated key, creates the row, queues processing and is audited', async () => {
  const response = await upload(
    { stepId: '2', documentName: 'Employer Reference Letter' },
    { name: 'letter.jpg', bytes: photo, type: 'image/jpeg' },
  );
  expect(response.statusCode).toBe(201);
  const { document } = response.json();
  expect(document).toMatchObject({
    stepId: 2,
    status: 'submitted',
    processingStatus: 'pending',
    documentType: 'upload',
    mimeType: 'image/jpeg',
    hasFile: true,
    hasThumbnail: false,
  });
  expect(document).not.toHaveProperty('storageKey');
  const [row] = await t.db.select().from(familyDocuments).where(eq(familyDocuments.id, document.id));
  expect(row!.storageKey).toMatch(new RegExp(`^${DEMO_FAMILY_ID}/${document.id}_\\d{13}\\.jpg$`));
  expect(await storedKeys(t.config.dataDir)).toContain(row!.storageKey);
  const queued = await t.db.select().from(jobs).where(eq(jobs.kind, 'process-document'));
  expect(queued.map((j) => j.payload)).toContainEqual({
    documentId: document.id,
    storageKey: row!.storageKey,
  });
  const [audit] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectId, document.id), eq(auditLog.action, 'document.uploaded')));
  expect(audit).toMatchObject({ familyId: DEMO_FAMILY_ID, actorEmail: 'family@haven.demo' });
});

test('an upload without a documentId fills the family-wide open slot with the same step and name', async () => {
  const before = await familyRows();
  const png = await textImage({ lines: ['x'], format: 'png', width: 300, height: 200 });
  const response = await upload(
    { stepId: '4', documentName: 'Pet Vaccination Records' },
    { name: 'vaccinations.png', bytes: png },
  );
  expect(response.statusCode).toBe(201);
  expect(await familyRows()).toBe(before);
  expect(response.json().document).toMatchObject({
    mimeType: 'image/png',
    documentName: 'Pet Vaccination Records',
  });
});

test("an upload without a documentId never fills a household member's slot", async () => {
  const before = await familyRows();
  const png = await textImage({ lines: ['x'], format: 'png', width: 300, height: 200 });
  const response = await upload(
    { stepId: '4', documentName: "Physician's Report (LIC 503)" },
    { name: 'report.png', bytes: png },
  );
  expect(response.statusCode).toBe(201);
  expect(await familyRows()).toBe(before + 1);
  expect(response.json().document).toMatchObject({ required: false });
});

test('the family lists its own documents newest first and fetches the file inline, privately', async () => {
  const list = (await get('/api/family/documents')).json() as { id: string; documentName: string }[];
  expect(list[0]!.documentName).toBe("Physician's Report (LIC 503)");
  const letter = list.find((d) => d.documentName === 'Employer Reference Letter')!;
  const file = await get(`/api/family/documents/${letter.id}/file`);
  expect(file.statusCode).toBe(200);
  expect(file.headers).toMatchObject({
    'content-type': 'image/jpeg',
    'content-disposition': 'inline; filename="Employer Reference Letter.jpg"',
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  expect(file.rawPayload.equals(photo)).toBe(true);
  expect((await get(`/api/family/documents/${letter.id}/thumbnail`)).statusCode).toBe(404);
});

const png = () => textImage({ lines: ['x'], format: 'png', width: 200, height: 100 });
const svg = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const html = () => Buffer.from('<!doctype html><html><body>hi</body></html>');
const gif = () => Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const heic = () => Buffer.from('000000186674797068656963000000006d69663168656963', 'hex');
const emptyZip = Buffer.from('504b0506000000000000000000000000000000000000', 'hex');
const withScript = () => Buffer.concat([photo, Buffer.from('<script>alert(document.cookie)</script>')]);
const withZip = () => Buffer.concat([photo, emptyZip]);
const scriptedPdf = () => tinyPdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ');

interface Rejection {
  name: string;
  /** Defaults to a valid JPEG photo. */
  bytes?: () => Buffer | Promise<Buffer>;
  fields?: Record<string, string>;
  status: number;
  message: RegExp;
}

const rejections: [string, Rejection][] = [
  ['an SVG image', { name: 'id.svg', bytes: svg, status: 415, message: /JPEG, PNG, WebP or PDF/ }],
  ['an HTML page named .jpg', { name: 'id.jpg', bytes: html, status: 415, message: /not supported/ }],
  ['a GIF', { name: 'id.gif', bytes: gif, status: 415, message: /not supported/ }],
  [
    'a HEIC photo (no HEVC decoder here)',
    {
      name: 'IMG_0001.HEIC',
      bytes: heic,
      status: 415,
      message: /HEIC .* Please upload a JPEG, PNG, WebP or PDF file/,
    },
  ],
  [
    'a PNG renamed to .pdf',
    { name: 'photo.pdf', bytes: png, status: 415, message: /really is\. .*This file is a PNG/ },
  ],
  [
    'a JPEG with a script appended',
    { name: 'id.jpg', bytes: withScript, status: 415, message: /hidden content/ },
  ],
  [
    'a JPEG with a ZIP archive appended',
    { name: 'id.jpg', bytes: withZip, status: 415, message: /hidden content/ },
  ],
  [
    'a PDF with JavaScript',
    { name: 'form.pdf', bytes: scriptedPdf, status: 415, message: /scripts, attachments/ },
  ],
  ['a null byte in the file name', { name: 'id\u0000.jpg', status: 400, message: /control characters/ }],
  ['a double extension', { name: 'id.jpg.exe', status: 400, message: /more than one file extension/ }],
  ['an empty file', { name: 'id.jpg', bytes: () => Buffer.alloc(0), status: 400, message: /empty/ }],
  ['a step outside 1..8', { name: 'id.jpg', fields: { stepId: '9' }, status: 400, message: /stepId/ }],
  [
    'a control character in the document name',
    { name: 'id.jpg', fields: { documentName: 'ID\u0007' }, status: 400, message: /control characters/ },
  ],
];

test.each(rejections)('%s is refused and nothing is stored', async (_label, rejection) => {
  const bytes = rejection.bytes ? await rejection.bytes() : photo;
  const rowsBefore = await familyRows();
  const keysBefore = await storedKeys(t.config.dataDir);
  const response = await upload(
    { stepId: '1', documentName: 'Extra document', ...rejection.fields },
    { name: rejection.name, bytes, type: 'image/jpeg' },
  );
  expect(response.statusCode).toBe(rejection.status);
  expect(response.json()).toMatchObject({ code: expect.any(String), requestId: expect.any(String) });
  expect(response.json().message).toMatch(rejection.message);
  expect(await familyRows()).toBe(rowsBefore);
  expect(await storedKeys(t.config.dataDir)).toEqual(keysBefore);
});

test('an upload without a file part is refused', async () => {
  const response = await upload({ stepId: '1', documentName: 'Extra document' });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe('Choose a file to upload.');
});

test('a file over UPLOAD_MAX_BYTES gets 413 with the limit in the message and nothing is stored', async () => {
  const keysBefore = await storedKeys(t.config.dataDir);
  const big = Buffer.concat([photo, Buffer.alloc(15 * 1024 * 1024)]);
  const response = await upload({ stepId: '1', documentName: 'Big scan' }, { name: 'big.jpg', bytes: big });
  expect(response.statusCode).toBe(413);
  expect(response.json()).toMatchObject({
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The file is larger than 15 MB. Please upload a smaller file.',
  });
  expect(await storedKeys(t.config.dataDir)).toEqual(keysBefore);
});

test("another family's document is 404 for file, thumbnail and replacement", async () => {
  const [other] = await t.db
    .select()
    .from(familyDocuments)
    .where(and(eq(familyDocuments.documentType, 'upload'), ne(familyDocuments.familyId, DEMO_FAMILY_ID)))
    .limit(1);
  expect((await get(`/api/family/documents/${other!.id}/file`)).statusCode).toBe(404);
  expect((await get(`/api/family/documents/${other!.id}/thumbnail`)).statusCode).toBe(404);
  const replace = await upload(
    { stepId: String(other!.stepId), documentName: other!.documentName, documentId: other!.id },
    { name: 'id.jpg', bytes: photo },
  );
  expect(replace.statusCode).toBe(404);
  expect((await get('/api/family/documents')).json().map((d: { id: string }) => d.id)).not.toContain(
    other!.id,
  );
});
