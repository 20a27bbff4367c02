import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/**
 * The English LSTM model shipped in @tesseract.js-data/eng. Pointing langPath at a local directory makes
 * tesseract.js read the file from disk; without it, it would download the model from a CDN.
 */
const ENGLISH_MODEL_DIR = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

export interface OcrEngine {
  recognize(image: Buffer): Promise<string>;
  close(): Promise<void>;
}

/**
 * One tesseract.js worker (a worker thread, so OCR does not block the event loop), started on first use and
 * reused: loading the model takes a third of a second. `cacheMethod: 'none'` keeps it from writing a copy of
 * the model into the working directory.
 */
export function createOcrEngine(): OcrEngine {
  let worker: Promise<Worker> | null = null;
  const start = () =>
    createWorker('eng', OEM.LSTM_ONLY, { langPath: ENGLISH_MODEL_DIR, gzip: true, cacheMethod: 'none' });
  return {
    async recognize(image: Buffer) {
      worker ??= start();
      const { data } = await (await worker).recognize(image);
      return data.text;
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await (await running).terminate();
    },
  };
}
