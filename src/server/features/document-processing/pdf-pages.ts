import { Worker } from 'node:worker_threads';
import { UPLOAD_PAGES_MAX } from '@shared/documents/documents.limits';

export interface PdfPagesRequest {
  bytes: Uint8Array;
  /** Pages beyond this are counted but neither read nor rendered. */
  maxPages: number;
  /** Rendered pages measure about this on their long side. */
  longSidePx: number;
}

export interface PdfPage {
  number: number;
  /** The page's own text layer; empty for a scanned page. */
  text: string;
  /** Too little text in its text layer: the page is a scan (or a photo) and is read by OCR. */
  scanned: boolean;
  /** PNG of the page. */
  image: Uint8Array;
}

export interface PdfPages {
  /** The file without its metadata, or null when it had to be kept as it was (encrypted). */
  cleaned: Uint8Array | null;
  pageCount: number;
  pages: PdfPage[];
}

export type PdfPagesResponse =
  ({ ok: true } & PdfPages) | { ok: false; reason: 'password' | 'unreadable'; message: string };

/** Why a PDF could not be read; retrying would not change the answer. */
export class UnreadablePdfError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadablePdfError';
  }
}

export interface PdfLimits {
  maxPages: number;
  longSidePx: number;
  timeoutMs: number;
  /** The worker's heap. */
  memoryMb: number;
}

/** Pages are read and rendered up to the most one upload may combine; a longer PDF's rest is only counted. */
export const PDF_LIMITS: PdfLimits = {
  maxPages: UPLOAD_PAGES_MAX,
  longSidePx: 2000,
  timeoutMs: 60_000,
  memoryMb: 512,
};

const WORKER_URL = new URL('./pdf-pages.worker.ts', import.meta.url).href;
const TSX_API_URL = import.meta.resolve('tsx/esm/api');
/** Node 20 does not apply `--import` loaders to a worker's entry module: the worker registers tsx itself. */
const WORKER_BOOTSTRAP = `import(${JSON.stringify(TSX_API_URL)}).then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL)}); });`;

/**
 * Reads a PDF in a worker thread of its own: a hostile or broken file can neither block the server's event loop
 * nor take more than `memoryMb` of heap or `timeoutMs` of time; the worker is stopped when either runs out.
 * The worker loads TypeScript through tsx, as the server does (decision 001).
 */
export function readPdfPages(bytes: Uint8Array, limits: PdfLimits = PDF_LIMITS): Promise<PdfPages> {
  const request: PdfPagesRequest = { bytes, maxPages: limits.maxPages, longSidePx: limits.longSidePx };
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOTSTRAP, {
      eval: true,
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    });
    const timer = setTimeout(() => {
      settle(() =>
        reject(new UnreadablePdfError(`Reading the PDF took longer than ${limits.timeoutMs / 1000} s.`)),
      );
    }, limits.timeoutMs);
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      finish();
    };
    worker.once('message', (response: PdfPagesResponse) =>
      settle(() => {
        if (response.ok) resolve(response);
        else
          reject(
            new UnreadablePdfError(
              response.reason === 'password'
                ? 'The PDF is protected by a password.'
                : `The PDF could not be read: ${response.message}`,
            ),
          );
      }),
    );
    worker.once('error', (error) =>
      settle(() =>
        reject(
          'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new UnreadablePdfError(`Reading the PDF needed more than ${limits.memoryMb} MB of memory.`)
            : error,
        ),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`The PDF reader stopped unexpectedly (exit code ${code}).`))),
    );
  });
}
