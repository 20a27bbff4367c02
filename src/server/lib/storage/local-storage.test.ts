import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';
import { storageContract } from './storage-contract';

let dir: string;
let storage: Storage;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'haven-storage-'));
  storage = createLocalStorage(path.join(dir, 'files'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

storageContract(() => storage, { refusesOverwrite: true });

test('local files live under the root, readable only by the server user, with no temporary files left', async () => {
  const key = '00000000-0000-4000-8000-000000000001/00000000-0000-4000-8000-0000000000cc_1.webp';
  await storage.put(key, Buffer.from('thumb'), 'image/webp');
  const file = path.join(dir, 'files', key);
  expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  expect(await fs.readdir(path.dirname(file))).toEqual([path.basename(file)]);
});
