import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';
import { storageContract } from './storage-contract';

let dir: string;
let server: S3rver;
let storage: Storage;

// A real S3-compatible server (s3rver) on 127.0.0.1, not a mock of the SDK.
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'haven-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'haven-test', configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  storage = createS3Storage({
    bucket: 'haven-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});
afterAll(async () => {
  await server.close();
  await fs.rm(dir, { recursive: true, force: true });
});

storageContract(() => storage, { refusesOverwrite: false });
