import sharp from 'sharp';
import { classifyText, expectedClassification, isLikelyMismatch } from '@shared/documents/classification';
import type { Tx } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import type { AppContext } from '../../lib/context';
import { documentStorageKey } from '../../lib/storage/storage-key';
import * as repo from './document-processing.repository';
import { makeThumbnail } from './image-pipeline';

/** A letter-shaped page, in pixels. */
const SAMPLE_SIZE = { width: 680, height: 880 };

/** The seeded documents are processed in batches of this many (one job does them all). */
const BATCH = 50;

type SampleDocument = Awaited<ReturnType<typeof repo.findHandedInWithoutFile>>[number];

/** Queues the processing of a stored file, in the transaction that records it (document-processing.service). */
export type EnqueueProcessing = (
  tx: Tx,
  payload: { documentId: string; storageKey: string; sample: true },
  now: Date,
) => Promise<void>;

/**
 * Seeded documents still waiting for staff or for a new copy: the ones staff open to review. Their sample file
 * goes through processing like an upload (OCR and all, a few seconds each); the settled ones (approved,
 * expired: about a hundred) record the text they were drawn with, so a fresh demo is not busy for minutes.
 */
const PROCESSED_LIKE_UPLOADS: readonly SampleDocument['status'][] = ['submitted', 'rejected'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the sample page says: the document's name, whose it is, and a few lines like the real thing has. */
function sampleLines(document: SampleDocument): string[] {
  const submitted = (document.submittedAt ?? new Date()).toISOString().slice(0, 10);
  return [
    document.documentName,
    `Name: ${document.memberName ?? document.familyName}`,
    `Case number: ${document.caseNumber}`,
    `Date issued: ${submitted}`,
    'Sample file for the Haven demo',
  ];
}

/** The family's hand-in of a seeded document, dated when the demo says it came in. */
async function recordUpload(tx: Tx, document: SampleDocument, sizeBytes: number) {
  const actor = { userId: document.uploaderId, email: document.uploaderEmail, ip: null, userAgent: null };
  await writeAudit(tx, actor, {
    action: 'document.uploaded',
    objectType: 'document',
    objectId: document.id,
    familyId: document.familyId,
    ...(document.submittedAt ? { at: document.submittedAt } : {}),
    details: {
      documentName: document.documentName,
      stepId: document.stepId,
      mimeType: 'image/png',
      sizeBytes,
      replacement: false,
    },
  });
}

/** A letter-shaped page with a title and a few lines of text, drawn from SVG. */
async function drawSample(lines: string[]): Promise<Buffer> {
  // Fast to encode: the demo draws a hundred of these when it starts.
  const [title = '', ...rest] = lines.map(escapeXml);
  // A long name gets smaller letters, so the whole of it is on the page (and OCR reads it).
  const titleSize = Math.min(34, Math.floor(1000 / Math.max(lines[0]?.length ?? 1, 1)));
  const body = rest
    .map((line, i) => `<text x="48" y="${190 + i * 44}" font-size="24">${line}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SAMPLE_SIZE.width}" height="${SAMPLE_SIZE.height}" font-family="DejaVu Sans, sans-serif">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect x="24" y="24" width="632" height="832" fill="none" stroke="#334155" stroke-width="3"/>
    <text x="48" y="110" font-size="${titleSize}" font-weight="bold">${title}</text>
    <line x1="48" y1="136" x2="632" y2="136" stroke="#334155" stroke-width="2"/>${body}
    <rect x="48" y="520" width="584" height="14" fill="#e2e8f0"/><rect x="48" y="556" width="500" height="14" fill="#e2e8f0"/>
    <rect x="48" y="592" width="540" height="14" fill="#e2e8f0"/><line x1="360" y1="760" x2="620" y2="760" stroke="#334155"/>
    <text x="360" y="790" font-size="18">Signature</text></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

/**
 * Stores a drawn file for one seeded document with its thumbnail and page image (the drawing itself, already
 * page-sized), and records what processing finds in it. The text is the text drawn, so the slow OCR is not run on the demo's own files; the
 * classification and the mismatch flag come from it as they do for an upload.
 */
async function attachSample(ctx: AppContext, document: SampleDocument): Promise<void> {
  const lines = sampleLines(document);
  const bytes = await drawSample(lines);
  const at = document.submittedAt ?? ctx.now();
  const key = (variant: 'original' | 'thumbnail', extension: string) =>
    documentStorageKey({ familyId: document.familyId, documentId: document.id, at, extension, variant });
  const storageKey = key('original', 'png');
  const thumbnailKey = key('thumbnail', 'webp');
  const pageKey = storageKey.replace(/\.png$/, '_p1.png');
  const written = [storageKey, thumbnailKey, pageKey];
  await ctx.storage.put(storageKey, bytes, 'image/png');
  await ctx.storage.put(thumbnailKey, await makeThumbnail(bytes), 'image/webp');
  await ctx.storage.put(pageKey, bytes, 'image/png');
  const text = lines.join('\n');
  const found = classifyText(text);
  const expected = expectedClassification(document.documentName);
  const attached = await ctx.db.transaction(async (tx) => {
    const done = await repo.attachSampleFile(tx, document.id, {
      mimeType: 'image/png',
      fileUrl: `/api/family/documents/${document.id}/file`,
      storageKey,
      sizeBytes: bytes.length,
      thumbnailKey,
      pageCount: 1,
      ocrText: text,
      classification: found.classification,
      classificationConfidence: found.confidence,
      expectedClassification: expected,
      mismatch: isLikelyMismatch(expected, found),
      processedAt: ctx.now(),
    });
    if (done) {
      await repo.replacePages(tx, document.id, [{ pageNumber: 1, imageKey: pageKey, ...SAMPLE_SIZE }]);
      await recordUpload(tx, document, bytes.length);
    }
    return done;
  });
  if (!attached) await Promise.allSettled(written.map((written) => ctx.storage.delete(written)));
}

/** Stores a drawn file for one seeded document as its upload, and queues its processing in the same transaction. */
async function uploadSample(ctx: AppContext, enqueue: EnqueueProcessing, document: SampleDocument) {
  const bytes = await drawSample(sampleLines(document));
  const storageKey = documentStorageKey({
    familyId: document.familyId,
    documentId: document.id,
    at: document.submittedAt ?? ctx.now(),
    extension: 'png',
  });
  await ctx.storage.put(storageKey, bytes, 'image/png');
  const attached = await ctx.db.transaction(async (tx) => {
    const done = await repo.attachSampleUpload(tx, document.id, {
      storageKey,
      mimeType: 'image/png',
      fileUrl: `/api/family/documents/${document.id}/file`,
      sizeBytes: bytes.length,
    });
    if (done) {
      await recordUpload(tx, document, bytes.length);
      await enqueue(tx, { documentId: document.id, storageKey, sample: true }, ctx.now());
    }
    return done;
  });
  if (!attached) await Promise.allSettled([ctx.storage.delete(storageKey)]);
}

/**
 * Gives every handed-in document without a file its sample file (the demo seed queues this once); those
 * waiting for staff are then read by the job worker like uploads.
 */
export async function attachSampleFiles(ctx: AppContext, enqueue: EnqueueProcessing): Promise<void> {
  for (;;) {
    const batch = await repo.findHandedInWithoutFile(ctx.db, BATCH);
    for (const document of batch) {
      if (PROCESSED_LIKE_UPLOADS.includes(document.status)) await uploadSample(ctx, enqueue, document);
      else await attachSample(ctx, document);
    }
    if (batch.length < BATCH) return;
  }
}
