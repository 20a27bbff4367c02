/**
 * Runs in a child process of its own (see image-preparation.ts): decodes one uploaded photo, which is untrusted
 * input, re-encodes it, and makes its thumbnail and OCR input. The process exits after the one file, so all the
 * memory the decoders took goes back to the system.
 */
import sharp from 'sharp';
import { prepareImage, type ImageKind } from './image-pipeline';

// One libvips thread: each thread holds its own buffers of a large image, and the server does one file at a time.
sharp.concurrency(1);

export type ImagePreparationReply =
  | {
      ok: true;
      normalized: { bytes: Uint8Array; width: number; height: number; format: string };
      thumbnail: Uint8Array;
      page: { bytes: Uint8Array; width: number; height: number };
      ocrInput: Uint8Array;
    }
  | { ok: false; message: string };

process.once('message', (request: { bytes: Uint8Array; kind: ImageKind }) => {
  prepareImage(Buffer.from(request.bytes), request.kind).then(
    (prepared) => {
      const reply: ImagePreparationReply = { ok: true, ...prepared };
      process.send?.(reply, () => process.exit(0));
    },
    (error: unknown) => {
      const reply: ImagePreparationReply = {
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      };
      process.send?.(reply, () => process.exit(0));
    },
  );
});
