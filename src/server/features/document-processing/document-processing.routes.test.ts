import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PROCESS_DOCUMENT_JOB } from '@shared/documents/processing-jobs';
import { familyDocumentPages, familyDocuments, jobs } from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { claimNextJob, failJob } from '../../lib/jobs/job-queue';
import { readAll } from '../../lib/storage/storage';
import {
  postUpload,
  signInFamily,
  storedKeys,
  PDF_AUTHOR,
  realPdf,
  textImage,
  tinyPdf,
  type UploadFile,
} from '../../testing/document-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

const OCR_TIMEOUT = 120_000;

let t: TestApp;
let family: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ demoDocumentFiles: true, jobs: { pollIntervalMs: 50 } });
  family = await signInFamily(t.app);
  staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const upload = async (fields: Record<string, string>, file: UploadFile) => {
  const response = await postUpload(t.app, family, fields, file);
  expect(response.statusCode).toBe(201);
  return response.json().document as { id: string };
};
const row = async (id: string) =>
  (await t.db.select().from(familyDocuments).where(eq(familyDocuments.id, id)))[0]!;
const get = (url: string, authorization = staff) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });
const familyView = async (id: string) =>
  (await get('/api/family/documents', family)).json().find((d: { id: string }) => d.id === id);

test(
  "the demo data's handed-in documents get a sample file; those waiting for staff are read by processing like uploads",
  async () => {
    const handedIn = () =>
      t.db
        .select()
        .from(familyDocuments)
        .where(and(isNotNull(familyDocuments.submittedAt), eq(familyDocuments.familyId, DEMO_FAMILY_ID)));
    expect((await handedIn()).some((document) => document.storageKey === null)).toBe(true);
    const [waiting] = await t.db
      .select({ count: count() })
      .from(familyDocuments)
      .where(inArray(familyDocuments.status, ['submitted', 'rejected']));
    // The sample job, then one processing job per seeded document waiting for staff or a new copy.
    expect(await t.app.jobs.runUntilIdle()).toBe(1 + waiting!.count);
    const documents = await handedIn();
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      expect(document).toMatchObject({
        pageCount: 1,
        processingStatus: 'completed',
        processedAt: expect.any(Date),
      });
      expect(document.ocrText).toContain(document.documentName);
    }
    const tbTest = documents.find(
      (document) => document.status === 'submitted' && document.documentName === 'TB Test Results',
    )!;
    expect(tbTest).toMatchObject({
      mimeType: 'image/png',
      classification: 'medical',
      expectedClassification: 'medical',
      mismatch: false,
    });
    const file = await get(`/api/staff/documents/${tbTest.id}/file`);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 680, height: 880 });
    expect((await get(`/api/staff/documents/${tbTest.id}/pages/1/image`)).headers['content-type']).toBe(
      'image/webp',
    );
    const detail = (await get(`/api/staff/documents/${tbTest.id}`)).json();
    expect(detail).toMatchObject({
      processingStatus: 'completed',
      classification: 'medical',
      ocrText: expect.stringMatching(/TB Test Results/),
      pages: [{ pageNumber: 1, width: 680, height: 880 }],
    });
    // Read when the demo handed it in, as its story goes: the processing row is dated just after the hand-in.
    const processed = detail.history.find(
      (entry: { action: string }) => entry.action === 'document.processed',
    );
    expect(new Date(processed.at).getTime() - tbTest.submittedAt!.getTime()).toBe(60_000);

    const approved = documents.find((document) => document.status === 'approved')!;
    expect(approved).toMatchObject({ mimeType: 'image/png', processingStatus: 'completed' });
    expect((await get(`/api/staff/documents/${approved.id}`)).json().pages).toEqual([
      { pageNumber: 1, width: 680, height: 880 },
    ]);
  },
  OCR_TIMEOUT,
);

test(
  'processing straightens the photo, strips EXIF and GPS, makes a thumbnail, reads the text and flags a mismatch',
  async () => {
    const bytes = await textImage({
      lines: ['EARNINGS STATEMENT', 'Pay period 03/01 to 03/15', 'Gross Pay 4,250.00', 'Net Pay 3,100.00'],
      exif: true,
      sideways: true,
    });
    const original = await sharp(bytes).metadata();
    expect(original).toMatchObject({ orientation: 6, width: 560 });
    expect(original.exif?.toString('latin1')).toContain('HavenCam');
    const { id } = await upload(
      { stepId: '1', documentName: 'Government-Issued Photo ID' },
      { name: 'IMG_2041.jpg', bytes },
    );
    const uploadedKey = (await row(id)).storageKey!;
    expect(await familyView(id)).toMatchObject({ processingStatus: 'pending', hasThumbnail: false });

    expect(await t.app.jobs.runUntilIdle()).toBe(1);

    const processed = await row(id);
    expect(processed).toMatchObject({
      processingStatus: 'completed',
      classification: 'proof_of_income',
      expectedClassification: 'photo_id',
      mismatch: true,
      pageCount: 1,
      processingError: null,
    });
    expect(processed.ocrText).toMatch(/Gross Pay/i);
    expect(processed.ocrText).toMatch(/EARNINGS STATEMENT/i);
    expect(processed.classificationConfidence).toBeGreaterThanOrEqual(0.6);
    const keys = await storedKeys(t.config.dataDir);
    expect(keys).toEqual(expect.arrayContaining([processed.storageKey, processed.thumbnailKey]));
    expect(keys).not.toContain(uploadedKey);

    const served = await get(`/api/family/documents/${id}/file`, family);
    const cleaned = await sharp(served.rawPayload).metadata();
    expect(cleaned).toMatchObject({ format: 'jpeg', width: 1200, height: 560 });
    expect(cleaned.exif).toBeUndefined();
    expect(cleaned.orientation).toBeUndefined();
    expect(cleaned.xmp).toBeUndefined();
    const thumbnail = await get(`/api/staff/documents/${id}/thumbnail`);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });

    expect(await familyView(id)).toMatchObject({ processingStatus: 'completed', hasThumbnail: true });
    const detail = (await get(`/api/staff/documents/${id}`)).json();
    expect(detail).toMatchObject({
      classification: 'proof_of_income',
      mismatch: true,
      processedAt: expect.any(String),
      pages: [{ pageNumber: 1, width: 1200, height: 560 }],
    });
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'document.uploaded',
      'document.processed',
    ]);
    expect(
      (await get('/api/staff/documents?flagged=true')).json().items.map((d: { id: string }) => d.id),
    ).toEqual([id]);
  },
  OCR_TIMEOUT,
);

test(
  'a PDF is read from its text layer and its scanned pages by OCR, stored without metadata, with a thumbnail',
  async () => {
    const scan = await textImage({ lines: ['Gross Pay 4,250.00', 'Net Pay 3,100.00'] });
    const pdf = await realPdf([['EARNINGS STATEMENT', 'Pay period 03/01 to 03/15'], scan]);
    const { id } = await upload(
      { stepId: '6', documentName: 'Proof of Income' },
      { name: 'paystub.pdf', bytes: pdf },
    );
    const uploadedKey = (await row(id)).storageKey!;
    await t.app.jobs.runUntilIdle();

    const processed = await row(id);
    expect(processed).toMatchObject({
      processingStatus: 'completed',
      mimeType: 'application/pdf',
      classification: 'proof_of_income',
      expectedClassification: 'proof_of_income',
      mismatch: false,
      pageCount: 2,
    });
    expect(processed.ocrText).toMatch(/^EARNINGS STATEMENT\nPay period 03\/01 to 03\/15\n\n/);
    expect(processed.ocrText).toMatch(/Net Pay 3,100/);
    expect(processed.storageKey).not.toBe(uploadedKey);
    const pages = await t.db
      .select()
      .from(familyDocumentPages)
      .where(eq(familyDocumentPages.documentId, id))
      .orderBy(familyDocumentPages.pageNumber);
    expect(pages.map((page) => page.pageNumber)).toEqual([1, 2]);
    const keys = (await storedKeys(t.config.dataDir)).filter((key) => key.includes(id));
    expect(keys.sort()).toEqual(
      [processed.storageKey, processed.thumbnailKey, ...pages.map((page) => page.imageKey)].sort(),
    );

    const served = (await get(`/api/family/documents/${id}/file`, family)).rawPayload;
    expect(served.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(served.length).toBe(processed.sizeBytes);
    expect((await PDFDocument.load(served)).getAuthor()).toBeUndefined();
    expect((await PDFDocument.load(pdf)).getAuthor()).toBe(PDF_AUTHOR);
    const thumbnail = await get(`/api/staff/documents/${id}/thumbnail`);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ format: 'webp', height: 320 });
  },
  OCR_TIMEOUT,
);

test('a PDF that cannot be read fails processing with the reason for staff, and keeps the upload', async () => {
  const broken = Buffer.concat([
    tinyPdf(),
    Buffer.from('1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\n'),
  ]);
  const { id } = await upload(
    { stepId: '6', documentName: 'Proof of Income' },
    { name: 'scan.pdf', bytes: broken },
  );
  const uploadedKey = (await row(id)).storageKey!;
  await t.app.jobs.runUntilIdle();
  const failed = await row(id);
  expect(failed).toMatchObject({ processingStatus: 'failed', storageKey: uploadedKey, thumbnailKey: null });
  expect(failed.processingError).toMatch(/^The PDF could not be read/);
  expect(await storedKeys(t.config.dataDir)).toContain(uploadedKey);
});

test('a processing failure is kept for staff, the family sees a generic status, and staff can queue it again', async () => {
  const { id } = await upload(
    { stepId: '3', documentName: 'Live Scan Fingerprinting Receipt (LIC 9163)' },
    { name: 'receipt.png', bytes: await textImage({ lines: ['x'], format: 'png', width: 300, height: 120 }) },
  );
  await t.storage.delete((await row(id)).storageKey!);
  await t.app.jobs.runUntilIdle();

  expect(await row(id)).toMatchObject({
    processingStatus: 'failed',
    processingError: 'The uploaded file is missing from storage.',
  });
  const mine = await familyView(id);
  expect(mine.processingStatus).toBe('completed');
  expect(JSON.stringify(mine)).not.toContain('missing');
  const detail = (await get(`/api/staff/documents/${id}`)).json();
  expect(detail).toMatchObject({
    processingStatus: 'failed',
    processingError: 'The uploaded file is missing from storage.',
  });
  expect(detail.history.map((h: { action: string }) => h.action)).toContain('document.processing_failed');
  const failedList = (await get('/api/staff/documents?processingStatus=failed')).json().items;
  expect(failedList.map((d: { id: string }) => d.id)).toContain(id);
  expect(new Set(failedList.map((d: { processingStatus: string }) => d.processingStatus))).toEqual(
    new Set(['failed']),
  );

  const reprocess = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/documents/${id}/reprocess`,
      headers: { authorization: staff },
    });
  const queued = await reprocess();
  expect(queued.statusCode).toBe(202);
  expect(queued.json()).toMatchObject({ processingStatus: 'pending', processingError: null });
  const documentJobs = (await t.db.select().from(jobs)).filter((j) => j.payload.documentId === id);
  expect(documentJobs.map((j) => j.status).sort()).toEqual(['failed', 'queued']);
  expect((await reprocess()).statusCode).toBe(409);
});

test('staff see when processing tries again after a failed attempt, instead of a plain "pending"', async () => {
  await t.app.jobs.runUntilIdle(); // nothing of another test left in the queue: the next claim is this upload's
  const { id } = await upload(
    { stepId: '3', documentName: 'Live Scan Fingerprinting Receipt (LIC 9163)' },
    { name: 'receipt.png', bytes: await textImage({ lines: ['x'], format: 'png', width: 300, height: 120 }) },
  );
  expect((await get(`/api/staff/documents/${id}`)).json().processingRetryAt).toBeNull();
  const claimed = await claimNextJob(t.db, 'test-worker', [PROCESS_DOCUMENT_JOB], new Date());
  expect(claimed?.payload.documentId).toBe(id);
  const retryAt = new Date(Date.now() + 10 * 60_000);
  await failJob(t.db, claimed!, 'OCR engine crashed', retryAt, new Date());

  const detail = (await get(`/api/staff/documents/${id}`)).json();
  expect(detail.processingRetryAt).toBe(retryAt.toISOString());
  expect(JSON.stringify(await familyView(id))).not.toContain('processingRetryAt');
  await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, claimed!.id));
  await t.app.jobs.runUntilIdle();
  expect((await get(`/api/staff/documents/${id}`)).json().processingRetryAt).toBeNull();
});

test(
  'a job interrupted by a server stop resumes after the restart and completes',
  async () => {
    await t.app.jobs.runUntilIdle();
    const bytes = await textImage({
      lines: ['CERTIFICATE OF COMPLETION', 'CPR and First Aid training'],
      width: 1100,
      format: 'webp',
    });
    const { id } = await upload(
      { stepId: '6', documentName: 'CPR and First Aid Certificate' },
      { name: 'cpr.webp', bytes },
    );
    // The old server claimed the job and began processing, then stopped ten minutes ago without finishing.
    const claimed = await claimNextJob(t.db, 'old-server:1:dead', ['process-document'], new Date());
    expect(claimed).toMatchObject({ status: 'running', attempts: 1, payload: { documentId: id } });
    await t.db
      .update(jobs)
      .set({ lockedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(jobs.id, claimed!.id));
    await t.db
      .update(familyDocuments)
      .set({ processingStatus: 'processing' })
      .where(eq(familyDocuments.id, id));

    await t.restart();
    t.app.jobs.start();
    const job = async () => (await t.db.select().from(jobs).where(eq(jobs.id, claimed!.id)))[0]!;
    await expect
      .poll(async () => (await job()).status, { timeout: OCR_TIMEOUT, interval: 100 })
      .toBe('succeeded');

    expect(await job()).toMatchObject({ attempts: 2, lockedBy: null });
    expect(await row(id)).toMatchObject({
      processingStatus: 'completed',
      classification: 'training_certificate',
      expectedClassification: 'training_certificate',
      mismatch: false,
    });
    expect((await readAll((await t.storage.get((await row(id)).thumbnailKey!)).body)).length).toBeGreaterThan(
      0,
    );
    // The later tests drive the queue with runUntilIdle(); a polling worker would take their jobs first.
    await t.app.jobs.stop();
  },
  OCR_TIMEOUT,
);

test(
  "a photo ID is checked against the household's names once read: a member's card matches, another person's is flagged",
  async () => {
    const idCard = (name: string) =>
      textImage({
        lines: ['CALIFORNIA', 'DRIVER LICENSE', `LN ${name.split(' ')[1]}`, `FN ${name.split(' ')[0]}`],
      });
    const member = await upload(
      { stepId: '1', documentName: 'Government-Issued Photo ID' },
      { name: 'license.jpg', bytes: await idCard('DAVID MARTINEZ') },
    );
    const stranger = await upload(
      { stepId: '1', documentName: 'Government-Issued Photo ID' },
      { name: 'license-2.jpg', bytes: await idCard('CARMEN MARTINEZ') },
    );
    expect((await get(`/api/staff/documents/${member.id}`)).json().nameCheck).toBeNull();

    await t.app.jobs.runUntilIdle();

    expect((await get(`/api/staff/documents/${member.id}`)).json()).toMatchObject({
      classification: 'photo_id',
      nameCheck: { status: 'match', memberName: 'David Martinez' },
    });
    // The household's surname with a first name nobody in it has.
    expect((await get(`/api/staff/documents/${stranger.id}`)).json().nameCheck).toEqual({
      status: 'mismatch',
      memberName: null,
    });
  },
  OCR_TIMEOUT,
);
