import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ImageKind, NormalizedImage, PreparedImage } from './image-pipeline';
import type { ImagePreparationReply } from './image-preparation.process';

/** Why an image could not be prepared; retrying would not change the answer. */
export class UnreadableImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableImageError';
  }
}

export interface ImagePreparationLimits {
  timeoutMs: number;
  /** The child's JavaScript heap; the decoders' own memory is bounded by the upload's pixel limit. */
  memoryMb: number;
}

export const IMAGE_PREPARATION_LIMITS: ImagePreparationLimits = { timeoutMs: 60_000, memoryMb: 256 };

/** Signals that stop a process from outside, as a deploy or a shutdown does. */
const STOPPED_FROM_OUTSIDE = new Set<NodeJS.Signals>(['SIGTERM', 'SIGINT', 'SIGHUP']);

const PROCESS_PATH = fileURLToPath(new URL('./image-preparation.process.ts', import.meta.url));

/**
 * Prepares one photo in a child process started for it and ended after it: a 100 MP photo takes hundreds of
 * MB to decode, and memory that native decoders release inside a long-lived server is rarely given back to
 * the system. The child loads TypeScript through tsx, as the server does (decision 001).
 */
export function prepareImageInChildProcess(
  bytes: Buffer,
  kind: ImageKind,
  limits: ImagePreparationLimits = IMAGE_PREPARATION_LIMITS,
): Promise<PreparedImage> {
  return new Promise((resolve, reject) => {
    const child = fork(PROCESS_PATH, {
      execArgv: ['--import', 'tsx', `--max-old-space-size=${limits.memoryMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      finish();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new UnreadableImageError(`Preparing the image took longer than ${limits.timeoutMs / 1000} s.`),
          ),
        ),
      limits.timeoutMs,
    );
    child.once('message', (reply: ImagePreparationReply) =>
      settle(() => {
        if (!reply.ok)
          return reject(new UnreadableImageError(`The image could not be decoded: ${reply.message}`));
        const normalized: NormalizedImage = {
          ...reply.normalized,
          bytes: Buffer.from(reply.normalized.bytes),
          format: reply.normalized.format as NormalizedImage['format'],
        };
        resolve({
          normalized,
          thumbnail: Buffer.from(reply.thumbnail),
          page: { ...reply.page, bytes: Buffer.from(reply.page.bytes) },
          ocrInput: Buffer.from(reply.ocrInput),
        });
      }),
    );
    child.once('error', (error) => settle(() => reject(error)));
    child.once('exit', (code, signal) =>
      settle(() => {
        // Stopped from outside (the server's processes stopped for a deploy): the image is not to blame, and the
        // job is tried again; an exit of its own, or SIGKILL (its memory), says the image cannot be prepared.
        if (signal !== null && STOPPED_FROM_OUTSIDE.has(signal))
          return reject(
            new Error(`Preparing the image was interrupted: the decoder was stopped (${signal}).`),
          );
        reject(
          new UnreadableImageError(
            `The image could not be processed (the decoder stopped: ${signal ?? `exit code ${code}`}). ${stderr.trim().split('\n').at(-1) ?? ''}`.trim(),
          ),
        );
      }),
    );
    child.send({ bytes, kind });
  });
}
