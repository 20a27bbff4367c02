import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';
import { STORAGE_PROBE_TTL_MS, storageFaultOf, storageHealth } from './storage-health';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'haven-storage-health-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const withCode = (code: string) => Object.assign(new Error(code), { code });

test('a full disk, an exceeded quota, a read-only file system and a full MinIO are storage faults', () => {
  expect(storageFaultOf(withCode('ENOSPC'))).toBe('full');
  expect(storageFaultOf(withCode('EDQUOT'))).toBe('full');
  expect(storageFaultOf(withCode('EROFS'))).toBe('read_only');
  expect(storageFaultOf(new Error('Failed to store', { cause: withCode('ENOSPC') }))).toBe('full');
  const minioFull = Object.assign(new Error('Storage backend has reached its minimum free drive threshold'), {
    name: 'XMinioStorageFull',
    $metadata: { httpStatusCode: 507 },
  });
  expect(storageFaultOf(minioFull)).toBe('full');
  expect(storageFaultOf(withCode('ENOENT'))).toBeUndefined();
  expect(storageFaultOf(Object.assign(new Error('Slow Down'), { $metadata: { httpStatusCode: 503 } }))).toBe(
    undefined,
  );
});

test('the probe writes and removes one small object, and its reading is reused for a few seconds', async () => {
  const local = createLocalStorage(path.join(dir, 'files'));
  const keys: string[] = [];
  const counted: Storage = {
    ...local,
    put: (key, body, type) => {
      keys.push(key);
      return local.put(key, body, type);
    },
  };
  let at = Date.parse('2026-03-01T12:00:00Z');
  const health = storageHealth(counted, () => new Date(at));

  const [first, second] = await Promise.all([health.read(), health.read()]);
  expect(first).toEqual({ condition: 'ok' });
  expect(second).toEqual({ condition: 'ok' });
  expect(await health.read()).toEqual({ condition: 'ok' });
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^health-probe\//);
  expect(await local.exists(keys[0]!)).toBe(false);

  health.noteFault('read_only');
  expect((await health.read()).condition).toBe('read_only');
  at += STORAGE_PROBE_TTL_MS;
  expect((await health.read()).condition).toBe('ok');
  expect(keys).toHaveLength(2);
});

test('a storage that refuses writes as read-only reads so, with the error kept for the log', async () => {
  const local = createLocalStorage(path.join(dir, 'other-files'));
  const readOnly: Storage = { ...local, put: () => Promise.reject(withCode('EROFS')) };
  const reading = await storageHealth(readOnly, () => new Date()).read();
  expect(reading.condition).toBe('read_only');
  expect(reading.error).toMatchObject({ code: 'EROFS' });
});
