import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import {
  IMAGE_PREPARATION_LIMITS,
  prepareImageInChildProcess,
  UnreadableImageError,
} from './image-preparation';

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#d0e0f0' } })
    .jpeg()
    .toBuffer();

/** The pid of this process's image decoder, once it has started (read from /proc: its parent and command line). */
async function decoderPid(): Promise<number> {
  for (let tries = 0; tries < 500; tries += 1) {
    for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
        const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
        if (parent === process.pid && command.includes('image-preparation.process')) return Number(entry);
      } catch {
        // The process ended while it was read.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the image decoder did not start');
}

test('a photo is prepared in a child process: normalized, with a thumbnail and a page', async () => {
  const prepared = await prepareImageInChildProcess(await photo(), 'jpeg');
  expect(prepared.normalized.format).toBe('jpeg');
  expect(prepared.thumbnail.byteLength).toBeGreaterThan(0);
  expect(prepared.page.bytes.byteLength).toBeGreaterThan(0);
});

test('a decoder stopped from outside (a deploy) fails as interrupted, to be tried again, not as an unreadable image', async () => {
  const preparing = prepareImageInChildProcess(await photo(), 'jpeg');
  const settled = preparing.then(
    () => null,
    (error: unknown) => error,
  );
  process.kill(await decoderPid(), 'SIGTERM');
  const error = await settled;
  expect(error).toBeInstanceOf(Error);
  expect(error).not.toBeInstanceOf(UnreadableImageError);
  expect((error as Error).message).toBe(
    'Preparing the image was interrupted: the decoder was stopped (SIGTERM).',
  );
});

test('a decoder that takes longer than its limit fails as an unreadable image', async () => {
  await expect(
    prepareImageInChildProcess(await photo(), 'jpeg', { ...IMAGE_PREPARATION_LIMITS, timeoutMs: 1 }),
  ).rejects.toBeInstanceOf(UnreadableImageError);
});
