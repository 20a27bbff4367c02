/**
 * Runs in a worker thread (see pdf-pages.ts): parses one uploaded PDF, which is untrusted input, away from the
 * server's event loop, under a memory cap and a time limit. It strips the document's metadata, reads each
 * page's text layer and renders every page (up to the cap) to PNG: staff review each page, OCR reads the scans.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';
import { EncryptedPDFError, PDFDocument, PDFName } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MAX_IMAGE_PIXELS } from '@shared/documents/file-kinds';
import type { PdfPagesRequest, PdfPagesResponse, PdfPage } from './pdf-pages';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
/** pdf.js reads its fonts, character maps and decoders from disk here; it never fetches anything. */
const assets = (folder: string) => path.join(PDFJS_DIR, folder) + path.sep;

/** A page whose text layer has fewer characters than this is a scan: it is rendered and read by OCR. */
const MIN_TEXT_LAYER_CHARS = 20;

/**
 * The file without its document information (author, creator, producer, dates) and XMP metadata. pdf-lib
 * writes the objects out anew, so nothing appended after the PDF survives either. An encrypted file (bank
 * statements often carry an owner password) cannot be rewritten without its key: it is kept as it is (null).
 */
async function withoutMetadata(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    document.catalog.delete(PDFName.of('Metadata'));
    document.context.trailerInfo.Info = undefined;
    return await document.save({ updateFieldAppearances: false });
  } catch (error) {
    if (error instanceof EncryptedPDFError) return null;
    throw error;
  }
}

async function readPages({ bytes, maxPages, longSidePx }: PdfPagesRequest): Promise<PdfPagesResponse> {
  const cleaned = await withoutMetadata(bytes);
  const pdf = await getDocument({
    // pdf.js takes ownership of the array it is given; the cleaned bytes are returned, so it gets a copy.
    data: (cleaned ?? bytes).slice(),
    isEvalSupported: false,
    disableFontFace: true,
    standardFontDataUrl: assets('standard_fonts'),
    cMapUrl: assets('cmaps'),
    cMapPacked: true,
    wasmUrl: assets('wasm'),
    iccUrl: assets('iccs'),
    // An image inside a PDF larger than a photo upload may be is left out instead of decoded.
    maxImageSize: MAX_IMAGE_PIXELS,
    verbosity: 0,
  }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, maxPages); number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .trim();
      const scanned = text.length < MIN_TEXT_LAYER_CHARS;
      const unscaled = page.getViewport({ scale: 1 });
      const scale = Math.min(4, longSidePx / Math.max(unscaled.width, unscaled.height));
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      // @napi-rs/canvas implements the part of the DOM canvas that pdf.js draws with (its own Node default).
      const canvasContext = canvas.getContext('2d') as unknown as CanvasRenderingContext2D;
      await page.render({ canvas: null, canvasContext, viewport, background: 'white' }).promise;
      const image = await canvas.encode('png');
      pages.push({ number, text, scanned, image });
      page.cleanup();
    }
    return { ok: true, cleaned, pageCount: pdf.numPages, pages };
  } finally {
    await pdf.destroy();
  }
}

readPages(workerData as PdfPagesRequest).then(
  (response) => parentPort?.postMessage(response),
  (error: unknown) => {
    const response: PdfPagesResponse = {
      ok: false,
      reason: error instanceof Error && error.name === 'PasswordException' ? 'password' : 'unreadable',
      message: error instanceof Error ? error.message : String(error),
    };
    parentPort?.postMessage(response);
  },
);
