import { Readable } from 'node:stream';
import { expect, test } from 'vitest';
import { readAll, StorageKeyExistsError, StorageNotFoundError, type Storage } from './storage';

const KEY = '00000000-0000-4000-8000-000000000001/00000000-0000-4000-8000-0000000000aa_1767225600000.jpg';

/**
 * The behaviour every Storage driver shares, run by each driver's test file against a real backend.
 * `refusesOverwrite: false` is for test servers that ignore conditional writes (s3rver ignores If-None-Match).
 */
export function storageContract(storage: () => Storage, options: { refusesOverwrite: boolean }) {
  test('a stored object reads back with its size and can be deleted', async () => {
    const s = storage();
    await s.put(KEY, Buffer.from('first bytes'), 'image/jpeg');
    expect(await s.exists(KEY)).toBe(true);
    const object = await s.get(KEY);
    expect(object.size).toBe(11);
    expect((await readAll(object.body)).toString()).toBe('first bytes');
    await s.delete(KEY);
    expect(await s.exists(KEY)).toBe(false);
    await s.delete(KEY);
  });

  test('a range of an object reads back those bytes, with the whole size', async () => {
    const s = storage();
    const key = KEY.replace('.jpg', '.webm');
    await s.put(key, Buffer.from('0123456789'), 'video/webm');
    const object = await s.get(key, { start: 2, end: 5 });
    expect(object.size).toBe(10);
    expect((await readAll(object.body)).toString()).toBe('2345');
    await s.delete(key);
  });

  test('a stream can be stored', async () => {
    const s = storage();
    const key = KEY.replace('.jpg', '.png');
    await s.put(key, Readable.from([Buffer.from('part one, '), Buffer.from('part two')]), 'image/png');
    expect((await readAll((await s.get(key)).body)).toString()).toBe('part one, part two');
    await s.delete(key);
  });

  test('reading a missing key is a not-found error', async () => {
    await expect(storage().get(KEY.replace('aa_', 'bb_'))).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  test('keys that could leave the storage root are refused', async () => {
    const s = storage();
    for (const key of [
      '../outside.jpg',
      '/etc/passwd',
      'a/../../b.jpg',
      'a//b.jpg',
      'a\\b.jpg',
      '.hidden',
      '',
    ]) {
      await expect(s.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(/storage key/);
      await expect(s.get(key), key).rejects.toThrow(/storage key/);
    }
  });

  if (!options.refusesOverwrite) return;
  test('an existing key is never overwritten', async () => {
    const s = storage();
    await s.put(KEY, Buffer.from('original'), 'image/jpeg');
    await expect(s.put(KEY, Buffer.from('replacement'), 'image/jpeg')).rejects.toBeInstanceOf(
      StorageKeyExistsError,
    );
    expect((await readAll((await s.get(KEY)).body)).toString()).toBe('original');
    await s.delete(KEY);
  });
}
