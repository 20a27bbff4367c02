import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { familyDocuments } from './db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from './db/seed/demo-accounts';
import { STORAGE_PROBE_TTL_MS } from './lib/storage/storage-health';
import { createLocalStorage } from './lib/storage/local-storage';
import type { Storage } from './lib/storage/storage';
import { multipartForm, signInFamily, storedKeys, textImage } from './testing/document-fixtures';
import { createTestApp, signIn, type TestApp } from './testing/test-app';

/**
 * Real local storage on a disk that can fill up: while `full`, a write gets its first bytes onto the disk and
 * then fails the way a full file system fails a write (ENOSPC), so the temporary file is really there to clean up.
 */
function diskThatFills(filesDir: string) {
  const local = createLocalStorage(filesDir);
  const disk = { full: false, storage: undefined as unknown as Storage };
  async function* firstBytesThenNoSpace(bytes: Buffer) {
    yield bytes.subarray(0, Math.ceil(bytes.length / 2));
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      errno: -28,
      syscall: 'write',
    });
  }
  disk.storage = {
    ...local,
    async put(key, body, contentType) {
      if (!disk.full) return local.put(key, body, contentType);
      const bytes = Buffer.isBuffer(body) ? body : Buffer.concat(await body.toArray());
      return local.put(key, Readable.from(firstBytesThenNoSpace(bytes)), contentType);
    },
  };
  return disk;
}

let t: TestApp;
let disk: ReturnType<typeof diskThatFills>;
let family: string;
let staff: string;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({
    storage: (filesDir) => {
      disk = diskThatFills(filesDir);
      return disk.storage;
    },
  });
  t.clock.now = new Date();
  family = await signInFamily(t.app);
  staff = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  photo = await textImage({ lines: ['Sample document'], width: 640, height: 300 });
});
afterAll(async () => {
  await t.close();
});

const laterBy = (ms: number) => {
  t.clock.now = new Date(t.clock.now!.getTime() + ms);
};
const upload = (language = 'en') => {
  const form = multipartForm(
    { stepId: '2', documentName: 'Employer Reference Letter' },
    { name: 'letter.jpg', bytes: photo, type: 'image/jpeg' },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/family/documents',
    payload: form.payload,
    headers: { ...form.headers, authorization: family, 'accept-language': language },
  });
};
const familyRows = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(familyDocuments)
      .where(eq(familyDocuments.familyId, DEMO_FAMILY_ID))
  )[0]!.n;
const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });
const storageAsStaffSeeIt = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/staff/system-status',
      headers: { authorization: staff },
    })
  ).json().storage;

test('with room on the disk, readiness says the database and storage are ready', async () => {
  const response = await ready();
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  expect(await storageAsStaffSeeIt()).toBe('ok');
  expect(await storedKeys(t.config.dataDir)).toEqual([]);
});

test('a full disk: an upload answers 507 STORAGE_UNAVAILABLE in the family’s language and leaves no row and no file', async () => {
  const rowsBefore = await familyRows();
  disk.full = true;

  const response = await upload();
  expect(response.statusCode).toBe(507);
  expect(response.json()).toEqual({
    code: 'STORAGE_UNAVAILABLE',
    message: 'Haven cannot store files right now, so nothing was saved. Please try again later.',
    requestId: expect.any(String),
  });
  const inSpanish = await upload('es');
  expect(inSpanish.statusCode).toBe(507);
  expect(inSpanish.json().message).toBe(
    'Haven no puede guardar archivos en este momento, así que no se guardó nada. Inténtelo de nuevo más tarde.',
  );
  expect(await familyRows()).toBe(rowsBefore);
  expect(await storedKeys(t.config.dataDir)).toEqual([]);
});

test('while the disk is full, readiness is not ready and names storage, and staff are told', async () => {
  const heard = await ready();
  expect(heard.statusCode).toBe(503);
  expect(heard.headers['retry-after']).toBeDefined();
  expect(heard.json()).toMatchObject({ code: 'UNAVAILABLE', database: 'ok', storage: 'full' });
  expect(heard.json().message).toBe('Haven is not ready: storage full.');

  // Past the cached reading, readiness's own probe write finds the disk full too.
  laterBy(STORAGE_PROBE_TTL_MS + 1);
  const probed = await ready();
  expect(probed.statusCode).toBe(503);
  expect(probed.json()).toMatchObject({ database: 'ok', storage: 'full' });
  expect(await storageAsStaffSeeIt()).toBe('full');
  expect(await storedKeys(t.config.dataDir)).toEqual([]);
});

test('once there is room again, readiness is ready and the upload goes through', async () => {
  disk.full = false;
  expect((await ready()).statusCode).toBe(503);
  laterBy(STORAGE_PROBE_TTL_MS + 1);
  expect((await ready()).json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  expect(await storageAsStaffSeeIt()).toBe('ok');
  const rowsBefore = await familyRows();
  expect((await upload()).statusCode).toBe(201);
  expect(await familyRows()).toBe(rowsBefore + 1);
  expect(await storedKeys(t.config.dataDir)).toHaveLength(1);
});
