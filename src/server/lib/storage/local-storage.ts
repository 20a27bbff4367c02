import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ByteRange, StorageKeyExistsError, StorageNotFoundError, type Storage } from './storage';
import { assertSafeStorageKey } from './storage-key';

function isCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === code;
}

/**
 * Files under `rootDir` (DATA_DIR/files). A write goes to a temporary file first and is then hard-linked into
 * place, so a reader never sees half a file and an existing key is never replaced.
 */
export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);

  const pathOf = (key: string) => {
    assertSafeStorageKey(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };

  return {
    async put(key: string, body: Buffer | Readable) {
      const target = pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temporary = `${target}.${randomUUID()}.partial`;
      try {
        if (Buffer.isBuffer(body)) await fsp.writeFile(temporary, body, { flag: 'wx', mode: 0o600 });
        else await pipeline(body, fs.createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
        await fsp.link(temporary, target);
      } catch (error) {
        if (isCode(error, 'EEXIST')) throw new StorageKeyExistsError(key);
        throw error;
      } finally {
        await fsp.rm(temporary, { force: true });
      }
    },

    async get(key: string, range?: ByteRange) {
      const file = pathOf(key);
      try {
        const handle = await fsp.open(file, 'r');
        const { size } = await handle.stat();
        return { body: handle.createReadStream(range ? { start: range.start, end: range.end } : {}), size };
      } catch (error) {
        if (isCode(error, 'ENOENT')) throw new StorageNotFoundError(key);
        throw error;
      }
    },

    async delete(key: string) {
      await fsp.rm(pathOf(key), { force: true });
    },

    async exists(key: string) {
      try {
        return (await fsp.stat(pathOf(key))).isFile();
      } catch (error) {
        if (isCode(error, 'ENOENT')) return false;
        throw error;
      }
    },
  };
}
