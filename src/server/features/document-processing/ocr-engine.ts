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

/** A worker that has read this many images is replaced: its WebAssembly memory only ever grows. */
const RECOGNITIONS_PER_WORKER = 25;
/** An idle worker is stopped after this long, giving its memory back until the next upload. */
const IDLE_STOP_MS = 30_000;

/**
 * One tesseract.js worker (a worker thread, so OCR does not block the event loop), started on first use and
 * reused: loading the model takes a third of a second. It is recycled after RECOGNITIONS_PER_WORKER images
 * and stopped when idle, because tesseract's WebAssembly heap keeps the size of the largest image it read.
 * `cacheMethod: 'none'` keeps it from writing a copy of the model into the working directory.
 */
export function createOcrEngine(): OcrEngine {
  let worker: Promise<Worker> | null = null;
  let recognitions = 0;
  let active = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const start = () =>
    createWorker('eng', OEM.LSTM_ONLY, { langPath: ENGLISH_MODEL_DIR, gzip: true, cacheMethod: 'none' });
  const stop = async () => {
    clearTimeout(idleTimer);
    const running = worker;
    worker = null;
    recognitions = 0;
    if (running) await (await running).terminate();
  };
  return {
    async recognize(image: Buffer) {
      clearTimeout(idleTimer);
      // Recycled only between images, never under another job's recognition.
      if (recognitions >= RECOGNITIONS_PER_WORKER && active === 0) await stop();
      worker ??= start();
      recognitions += 1;
      active += 1;
      try {
        const { data } = await (await worker).recognize(image);
        return data.text;
      } finally {
        active -= 1;
        if (active === 0) {
          idleTimer = setTimeout(() => void stop(), IDLE_STOP_MS);
          idleTimer.unref();
        }
      }
    },
    close: stop,
  };
}
