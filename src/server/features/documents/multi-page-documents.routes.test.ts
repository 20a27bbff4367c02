import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { familyDocumentPages, familyDocumentVersions, familyDocuments } from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import {
  postUpload,
  realPdf,
  signInFamily,
  storedKeys,
  textImage,
  type UploadFile,
} from '../../testing/document-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

const PROCESSING_TIMEOUT = 180_000;

let t: TestApp;
let family: string;
let staff: string;
let pages: UploadFile[];

beforeAll(async () => {
  t = await createTestApp();
  family = await signInFamily(t.app);
  staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  pages = await Promise.all(
    [1, 2, 3].map(async (n) => ({
      name: `page-${n}.${n === 2 ? 'png' : 'jpg'}`,
      bytes: await textImage({
        lines: [`Lease page ${n}`],
        width: 500 + n * 100,
        height: 300,
        format: n === 2 ? 'png' : 'jpeg',
      }),
    })),
  );
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, authorization = staff) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });
const row = async (id: string) =>
  (await t.db.select().from(familyDocuments).where(eq(familyDocuments.id, id)))[0]!;
const upload = (fields: Record<string, string>, files: UploadFile | UploadFile[]) =>
  postUpload(t.app, family, fields, files);

test(
  'three photos for one item become one three-page PDF, and staff see its pages in order after processing',
  async () => {
    const response = await upload({ stepId: '3', documentName: 'Lease Agreement' }, pages);
    expect(response.statusCode).toBe(201);
    const { document } = response.json();
    expect(document).toMatchObject({ mimeType: 'application/pdf', status: 'submitted', hasFile: true });
    const stored = await row(document.id);
    expect(stored.pageCount).toBe(3);
    expect(stored.storageKey).toMatch(/\.pdf$/);

    const pdf = await PDFDocument.load((await get(`/api/staff/documents/${document.id}/file`)).rawPayload);
    // Each photo is on a page of its own shape: wider photos, wider pages.
    const widths = pdf.getPages().map((page) => page.getWidth());
    expect(widths).toHaveLength(3);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);

    await t.app.jobs.runUntilIdle();
    const listed = await get(`/api/staff/documents/${document.id}/pages`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((p: { pageNumber: number }) => p.pageNumber)).toEqual([1, 2, 3]);
    const detail = (await get(`/api/staff/documents/${document.id}`)).json();
    expect(detail).toMatchObject({ pageCount: 3, processingStatus: 'completed' });
    expect(detail.pages).toEqual(listed.json());
    expect(detail.ocrText).toContain('Lease page 3');

    const image = await get(`/api/staff/documents/${document.id}/pages/2/image`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const size = await sharp(image.rawPayload).metadata();
    expect(size.width).toBe(listed.json()[1].width);
    expect((await get(`/api/staff/documents/${document.id}/pages/4/image`)).statusCode).toBe(404);
    expect((await get(`/api/staff/documents/${document.id}/pages/1/image`, family)).statusCode).toBe(403);
  },
  PROCESSING_TIMEOUT,
);

test('a PDF and a photo together keep every page of the PDF, in the order chosen', async () => {
  const twoPages = await realPdf([['Bank statement page one'], ['Bank statement page two']]);
  const response = await upload({ stepId: '3', documentName: 'Bank Statements' }, [
    { name: 'statement.pdf', bytes: twoPages },
    pages[0]!,
  ]);
  expect(response.statusCode).toBe(201);
  const stored = await row(response.json().document.id);
  expect(stored.pageCount).toBe(3);
});

test('one file still works as before: a photo stays a photo', async () => {
  const response = await upload({ stepId: '3', documentName: 'Utility Bill' }, pages[0]!);
  expect(response.statusCode).toBe(201);
  expect(response.json().document.mimeType).toBe('image/jpeg');
});

test('more than 20 files, or a file of the wrong type among them, is refused with nothing stored', async () => {
  const before = (await storedKeys(t.config.dataDir)).length;
  const tooMany = await upload(
    { stepId: '3', documentName: 'Too Many Pages' },
    Array.from({ length: 21 }, () => pages[0]!),
  );
  expect(tooMany.statusCode).toBe(413);
  expect(tooMany.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', requestId: expect.any(String) });

  const wrongType = await upload({ stepId: '3', documentName: 'Mixed Pages' }, [
    pages[0]!,
    { name: 'notes.txt', bytes: Buffer.from('just some text, not a document photo') },
  ]);
  expect(wrongType.statusCode).toBe(415);
  expect(wrongType.json().message).toMatch(/^notes\.txt: /);
  expect((await storedKeys(t.config.dataDir)).length).toBe(before);
  const made = await t.db
    .select()
    .from(familyDocuments)
    .where(
      and(eq(familyDocuments.familyId, DEMO_FAMILY_ID), eq(familyDocuments.documentName, 'Mixed Pages')),
    );
  expect(made).toHaveLength(0);
});

test(
  'a replacement for a rejected document keeps the old file as version 1, which staff can still open',
  async () => {
    const first = await upload({ stepId: '3', documentName: 'Renter Insurance' }, pages[0]!);
    const id = first.json().document.id as string;
    await t.app.jobs.runUntilIdle();
    const original = await row(id);
    const originalPages = await t.db
      .select()
      .from(familyDocumentPages)
      .where(eq(familyDocumentPages.documentId, id));
    expect(originalPages).toHaveLength(1);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/staff/documents/${id}/review`,
      headers: { authorization: staff },
      payload: { decision: 'reject', reason: 'The policy number is cut off.' },
    });
    expect(rejected.statusCode).toBe(200);

    const replacement = await upload(
      { stepId: '3', documentName: 'Renter Insurance', documentId: id },
      pages.slice(1),
    );
    expect(replacement.statusCode).toBe(201);
    expect(replacement.json().document).toMatchObject({ status: 'submitted', rejectionReason: null });

    const versions = await get(`/api/staff/documents/${id}/versions`);
    expect(versions.statusCode).toBe(200);
    expect(versions.json()).toEqual([
      expect.objectContaining({
        version: 1,
        mimeType: original.mimeType,
        sizeBytes: original.sizeBytes,
        rejectionReason: 'The policy number is cut off.',
        rejectedAt: expect.any(String),
      }),
    ]);
    const kept = await t.db
      .select()
      .from(familyDocumentVersions)
      .where(eq(familyDocumentVersions.documentId, id));
    expect(kept[0]!.storageKey).toBe(original.storageKey);
    const keys = await storedKeys(t.config.dataDir);
    expect(keys).toContain(original.storageKey);
    expect(keys).not.toContain(originalPages[0]!.imageKey);
    expect(
      await t.db.select().from(familyDocumentPages).where(eq(familyDocumentPages.documentId, id)),
    ).toEqual([]);

    const oldFile = await get(`/api/staff/documents/${id}/versions/1/file`);
    expect(oldFile.statusCode).toBe(200);
    expect(oldFile.headers['content-type']).toBe(original.mimeType);
    expect(oldFile.rawPayload.length).toBe(original.sizeBytes);
    expect((await get(`/api/staff/documents/${id}/versions/2/file`)).statusCode).toBe(404);
    expect((await get(`/api/staff/documents/${id}/versions/1/file`, family)).statusCode).toBe(403);
    expect((await get(`/api/staff/documents/${id}`)).json().versions).toHaveLength(1);
  },
  PROCESSING_TIMEOUT,
);
