import { randomUUID } from 'node:crypto';
import type { StorageCondition } from '@shared/staff-dashboard/system-status.schema';
import type { Storage } from './storage';

/** A write refused for lack of room, or because the storage only reads. */
export type StorageFault = Extract<StorageCondition, 'full' | 'read_only'>;

/** Disk full, quota exceeded, read-only file system. */
const FAULT_OF_CODE = new Map<string, StorageFault>([
  ['ENOSPC', 'full'],
  ['EDQUOT', 'full'],
  ['EROFS', 'read_only'],
]);

/**
 * The storage fault an error (or one it wraps) reports, if any: the one place that says which errors mean
 * "storage cannot take this write", for the local disk and for an S3-compatible bucket (MinIO answers
 * 507 XMinioStorageFull when its drives are full).
 */
export function storageFaultOf(error: unknown): StorageFault | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, name, $metadata, cause } = current as {
      code?: unknown;
      name?: unknown;
      $metadata?: { httpStatusCode?: number };
      cause?: unknown;
    };
    const fault = typeof code === 'string' ? FAULT_OF_CODE.get(code) : undefined;
    if (fault) return fault;
    if ($metadata?.httpStatusCode === 507 || name === 'XMinioStorageFull') return 'full';
    current = cause;
  }
  return undefined;
}

/** A probe's answer is reused this long, so a readiness poll is not a write per call. */
export const STORAGE_PROBE_TTL_MS = 5000;
const PROBE_TIMEOUT_MS = 2000;

export interface StorageReading {
  condition: StorageCondition;
  /** Why a probe failed, for the log. */
  error?: unknown;
}

export interface StorageHealth {
  /** The latest reading while it is fresh, else a new probe's: a small object written and deleted. */
  read(): Promise<StorageReading>;
  /** A write just failed with `fault`: readings say so until the next probe. */
  noteFault(fault: StorageFault): void;
}

async function probe(storage: Storage): Promise<StorageReading> {
  const key = `health-probe/${randomUUID()}`;
  const written = (async () => {
    await storage.put(key, Buffer.from('probe'), 'text/plain');
    await storage.delete(key);
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('storage probe timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([written, timeout]);
    return { condition: 'ok' };
  } catch (error) {
    written.catch(() => {});
    return { condition: storageFaultOf(error) ?? 'unavailable', error };
  } finally {
    clearTimeout(timer);
  }
}

function createStorageHealth(storage: Storage, now: () => Date): StorageHealth {
  let latest: { reading: StorageReading; at: number } | undefined;
  let probing: Promise<StorageReading> | undefined;
  return {
    read() {
      if (latest && now().getTime() - latest.at < STORAGE_PROBE_TTL_MS)
        return Promise.resolve(latest.reading);
      probing ??= probe(storage)
        .then((reading) => {
          latest = { reading, at: now().getTime() };
          return reading;
        })
        .finally(() => {
          probing = undefined;
        });
      return probing;
    },
    noteFault(fault) {
      latest = { reading: { condition: fault }, at: now().getTime() };
    },
  };
}

const healthOfStorage = new WeakMap<Storage, StorageHealth>();

/**
 * The health of one Storage, shared by whoever asks for it with the same object (readiness, the error handler
 * that sees a write fail, the staff status), so what one learns the others read.
 */
export function storageHealth(storage: Storage, now: () => Date): StorageHealth {
  let health = healthOfStorage.get(storage);
  if (!health) {
    health = createStorageHealth(storage, now);
    healthOfStorage.set(storage, health);
  }
  return health;
}
