import { z } from 'zod';
import { classifyText, expectedClassification, isLikelyMismatch } from '@shared/documents/classification';
import { FILE_KIND_INFO, fileKindOfMime } from '@shared/documents/file-kinds';
import { PROCESS_DOCUMENT_JOB } from '@shared/documents/processing-jobs';
import type { Tx } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { enqueueJob } from '../../lib/jobs/job-queue';
import { PermanentJobError, type JobDefinition } from '../../lib/jobs/job-worker';
import { readAll, StorageNotFoundError } from '../../lib/storage/storage';
import { documentStorageKey } from '../../lib/storage/storage-key';
import * as repo from './document-processing.repository';
import { makePageImage, makeThumbnail, ocrInput, type ImageKind, type PageImage } from './image-pipeline';
import { prepareImageInChildProcess, UnreadableImageError } from './image-preparation';
import { createOcrEngine, type OcrEngine } from './ocr-engine';
import { readPdfPages, UnreadablePdfError } from './pdf-pages';
import { attachSampleFiles } from './sample-files';

const FilePayloadSchema = z.object({
  documentId: z.uuid(),
  storageKey: z.string().min(1),
  /** A demo document's sample file (sample-files.ts): its audit row is dated when the demo handed it in. */
  sample: z.literal(true).optional(),
});
type Payload = z.infer<typeof FilePayloadSchema>;
/** Spec 01 §7 "process-document": clean, thumbnail, OCR and classify one upload; or the demo's sample files. */
const JobPayloadSchema = z.union([FilePayloadSchema, z.object({ samples: z.literal(true) })]);
type JobPayload = z.infer<typeof JobPayloadSchema>;

/** Processing is done by the system, not by a person. */
const SYSTEM_ACTOR: Actor = { userId: null, email: null, ip: null, userAgent: null };

/** Queues processing of the file now stored for a document; call it in the transaction that stores the row. */
export async function enqueueDocumentProcessing(tx: Tx, payload: Payload, now: Date): Promise<void> {
  await enqueueJob(tx, PROCESS_DOCUMENT_JOB, payload, { runAt: now, maxAttempts: 4 });
}

type DocumentRow = NonNullable<Awaited<ReturnType<typeof repo.findDocument>>>;

async function readUpload(ctx: AppContext, storageKey: string): Promise<Buffer> {
  try {
    return await readAll((await ctx.storage.get(storageKey)).body);
  } catch (error) {
    if (error instanceof StorageNotFoundError)
      throw new PermanentJobError('The uploaded file is missing from storage.', { cause: error });
    throw error;
  }
}

/** What processing made of a file: the columns it sets and the pages it rendered. */
interface Processed {
  result: repo.ProcessingResult;
  pages: repo.StoredPage[];
}

/** Where processing writes a document's cleaned file, thumbnail and page images: keys that never repeat. */
function processedKeys(ctx: AppContext, document: DocumentRow, extension: string) {
  const keyOf = (at: Date, variant: 'original' | 'thumbnail' = 'original') =>
    documentStorageKey({
      familyId: document.familyId,
      documentId: document.id,
      at,
      extension: variant === 'thumbnail' ? 'webp' : extension,
      variant,
    });
  // Processing within the upload's millisecond (a frozen test clock) moves on by one.
  const now = ctx.now();
  const at = keyOf(now) === document.storageKey ? new Date(now.getTime() + 1) : now;
  const pageBase = documentStorageKey({
    familyId: document.familyId,
    documentId: document.id,
    at,
    extension: 'webp',
  });
  return {
    at,
    storageKey: keyOf(at),
    thumbnailKey: keyOf(at, 'thumbnail'),
    pageKey: (pageNumber: number) => pageBase.replace(/\.webp$/, `_p${pageNumber}.webp`),
  };
}

/** Stores a page image and records it for the document's page list. */
async function putPage(
  ctx: AppContext,
  written: string[],
  imageKey: string,
  pageNumber: number,
  page: PageImage,
): Promise<repo.StoredPage> {
  await putNew(ctx, written, imageKey, page.bytes, 'image/webp');
  return { pageNumber, imageKey, width: page.width, height: page.height };
}

/** Stores a file under a new key and remembers it, so that a failure later on can remove it again. */
async function putNew(ctx: AppContext, written: string[], key: string, bytes: Buffer, contentType: string) {
  await ctx.storage.put(key, bytes, contentType);
  written.push(key);
}

/** The text read and what it says the document is, against what its slot asks for. */
function resultColumns(document: DocumentRow, ocrText: string) {
  const expected = expectedClassification(document.documentName);
  const found = classifyText(ocrText);
  return {
    ocrText,
    classification: found.classification,
    classificationConfidence: found.confidence,
    expectedClassification: expected,
    mismatch: isLikelyMismatch(expected, found),
  };
}

/**
 * Cleans the image in a child process of its own (image-preparation.ts), stores it and its thumbnail under new
 * keys (listed in `written`), and reads it by OCR.
 */
async function processImage(
  ctx: AppContext,
  ocr: OcrEngine,
  document: DocumentRow,
  bytes: Buffer,
  kind: ImageKind,
  written: string[],
): Promise<Processed> {
  const prepared = await prepareImageInChildProcess(bytes, kind).catch((error: unknown) => {
    if (error instanceof UnreadableImageError) throw new PermanentJobError(error.message, { cause: error });
    throw error;
  });
  const image = prepared.normalized;
  const info = FILE_KIND_INFO[image.format];
  const keys = processedKeys(ctx, document, info.extensions[0] ?? image.format);
  const text = await ocr.recognize(prepared.ocrInput);
  await putNew(ctx, written, keys.storageKey, image.bytes, info.mimeType);
  await putNew(ctx, written, keys.thumbnailKey, prepared.thumbnail, 'image/webp');
  const page = await putPage(ctx, written, keys.pageKey(1), 1, prepared.page);
  return {
    result: {
      storageKey: keys.storageKey,
      sizeBytes: image.bytes.length,
      thumbnailKey: keys.thumbnailKey,
      pageCount: 1,
      ...resultColumns(document, text.trim()),
      processedAt: keys.at,
    },
    pages: [page],
  };
}

/**
 * Reads a PDF in its own worker thread (pdf-pages.ts): the metadata-free copy replaces the upload, every page
 * (up to the cap) is stored as an image, the first becomes the thumbnail, and each page's text comes from its
 * text layer or, for a scan, from OCR.
 */
async function processPdf(
  ctx: AppContext,
  ocr: OcrEngine,
  document: DocumentRow,
  upload: { key: string; bytes: Buffer },
  written: string[],
): Promise<Processed> {
  const pdf = await readPdfPages(upload.bytes).catch((error: unknown) => {
    if (error instanceof UnreadablePdfError) throw new PermanentJobError(error.message, { cause: error });
    throw error;
  });
  const keys = processedKeys(ctx, document, 'pdf');
  const texts: string[] = [];
  const pages: repo.StoredPage[] = [];
  for (const page of pdf.pages) {
    const rendered = Buffer.from(page.image);
    texts.push((page.scanned ? await ocr.recognize(await ocrInput(rendered)) : page.text).trim());
    pages.push(
      await putPage(ctx, written, keys.pageKey(page.number), page.number, await makePageImage(rendered)),
    );
  }
  const firstPage = pdf.pages[0]?.image;
  if (firstPage)
    await putNew(ctx, written, keys.thumbnailKey, await makeThumbnail(Buffer.from(firstPage)), 'image/webp');
  const cleaned = pdf.cleaned ? Buffer.from(pdf.cleaned) : null;
  if (cleaned) await putNew(ctx, written, keys.storageKey, cleaned, 'application/pdf');
  return {
    result: {
      storageKey: cleaned ? keys.storageKey : upload.key,
      sizeBytes: cleaned?.length ?? upload.bytes.length,
      thumbnailKey: firstPage ? keys.thumbnailKey : null,
      pageCount: pdf.pageCount,
      ...resultColumns(document, texts.filter(Boolean).join('\n\n')),
      processedAt: keys.at,
    },
    pages,
  };
}

/**
 * Results, pages and the audit row in one transaction; the image keys of the pages replaced, or null when a
 * replacement upload superseded this file.
 */
async function saveResult(
  ctx: AppContext,
  document: DocumentRow,
  { storageKey: queuedKey, sample }: Payload,
  { result, pages }: Processed,
): Promise<string[] | null> {
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.saveResult(tx, document.id, queuedKey, result))) return null;
    const replacedPages = await repo.replacePages(tx, document.id, pages);
    await writeAudit(tx, SYSTEM_ACTOR, {
      action: 'document.processed',
      objectType: 'document',
      objectId: document.id,
      familyId: document.familyId,
      // The demo's story has its files read when they were handed in, not all at once when the server started.
      ...(sample && document.submittedAt ? { at: new Date(document.submittedAt.getTime() + 60_000) } : {}),
      details: {
        documentName: document.documentName,
        classification: result.classification,
        confidence: result.classificationConfidence,
        mismatch: result.mismatch,
      },
    });
    return replacedPages;
  });
}

async function processDocument(ctx: AppContext, ocr: OcrEngine, payload: Payload): Promise<void> {
  const { documentId, storageKey } = payload;
  const document = await repo.findDocument(ctx.db, documentId);
  if (!document || document.storageKey !== storageKey) return;
  await repo.setProcessingStatus(ctx.db, documentId, storageKey, 'processing', null);
  const bytes = await readUpload(ctx, storageKey);
  const kind = fileKindOfMime(document.mimeType);
  const imageKind = kind === 'pdf' ? null : kind;
  const written: string[] = [];
  const discardWritten = () => Promise.allSettled(written.map((key) => ctx.storage.delete(key)));
  let processed: Processed;
  let replacedPages: string[] | null;
  try {
    processed = imageKind
      ? await processImage(ctx, ocr, document, bytes, imageKind, written)
      : await processPdf(ctx, ocr, document, { key: storageKey, bytes }, written);
    replacedPages = await saveResult(ctx, document, payload, processed);
    if (!replacedPages) {
      await discardWritten();
      return;
    }
  } catch (error) {
    await discardWritten();
    throw error;
  }
  // The original (with its metadata), any earlier thumbnail and page images are replaced now.
  const replaced = [
    processed.result.storageKey !== storageKey ? storageKey : null,
    document.thumbnailKey,
    ...replacedPages,
  ];
  await Promise.allSettled(replaced.filter((key) => key !== null).map((key) => ctx.storage.delete(key)));
}

/** Staff see why; the family sees only 'pending' (a retry is coming) or, for good, a generic status. */
async function recordFailure(
  ctx: AppContext,
  { documentId, storageKey }: Payload,
  error: unknown,
  willRetry: boolean,
) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.setProcessingStatus(
      tx,
      documentId,
      storageKey,
      willRetry ? 'pending' : 'failed',
      message,
    );
    if (row && !willRetry) {
      await writeAudit(tx, SYSTEM_ACTOR, {
        action: 'document.processing_failed',
        objectType: 'document',
        objectId: documentId,
        familyId: row.familyId,
        details: { documentName: row.documentName, error: message },
      });
    }
  });
}

/** The job definition; each app gets its own, holding its own OCR engine. */
export function createProcessDocumentJob(): JobDefinition<JobPayload> {
  const ocr = createOcrEngine();
  return {
    kind: PROCESS_DOCUMENT_JOB,
    payload: JobPayloadSchema,
    run: (ctx, payload) =>
      'samples' in payload
        ? attachSampleFiles(ctx, enqueueDocumentProcessing)
        : processDocument(ctx, ocr, payload),
    onFailure: async (ctx, payload, error, { willRetry }) => {
      if (!('samples' in payload)) await recordFailure(ctx, payload, error, willRetry);
    },
    close: () => ocr.close(),
  };
}
