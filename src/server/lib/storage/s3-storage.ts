import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  type ByteRange,
  readAll,
  StorageKeyExistsError,
  StorageNotFoundError,
  type Storage,
} from './storage';
import { assertSafeStorageKey } from './storage-key';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible servers (MinIO, Ceph, …); implies path-style addressing. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * A private S3-compatible bucket. Objects are written with `If-None-Match: *` so an existing key is never
 * replaced; they are read only through Haven's authorized routes, never through public URLs.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.endpoint !== undefined,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;

  return {
    async put(key: string, body: Buffer | Readable, contentType: string) {
      assertSafeStorageKey(key);
      const bytes = Buffer.isBuffer(body) ? body : await readAll(body);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.length,
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412)
          throw new StorageKeyExistsError(key);
        throw error;
      }
    },

    async get(key: string, range?: ByteRange) {
      assertSafeStorageKey(key);
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(result.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        // A ranged answer's Content-Range ends with the whole object's size ('bytes 0-99/1234').
        const total = Number(/\/(\d+)$/.exec(result.ContentRange ?? '')?.[1] ?? result.ContentLength ?? 0);
        return { body: result.Body, size: total };
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },

    async delete(key: string) {
      assertSafeStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async exists(key: string) {
      assertSafeStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
