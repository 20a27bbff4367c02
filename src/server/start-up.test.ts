import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServerProcess, type ServerProcess } from './testing/server-process';
import {
  startTemporaryPostgres,
  temporaryPostgresUnavailable,
  type TemporaryPostgres,
} from './testing/temporary-postgres';

/**
 * The real server (`src/server/main.ts`) started while its PostgreSQL is down: it listens at once, answers
 * 503 "starting" with Retry-After, keeps trying the database with back-off instead of exiting, and serves
 * once the database is up.
 */

const unavailable = temporaryPostgresUnavailable();
if (unavailable) console.warn(`[start-up] skipped: ${unavailable}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function firstAnswer(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(2_000) });
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(50);
    }
  }
}

describe.skipIf(unavailable !== undefined)('a start with PostgreSQL down', () => {
  let postgres: TemporaryPostgres;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    postgres = await startTemporaryPostgres();
    postgres.stop('fast');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-start-down-'));
    server = await startServerProcess({
      env: {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        LOG_LEVEL: 'warn',
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    postgres?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('listens and answers 503 "starting", waits for the database, then serves', async () => {
    const ready = await firstAnswer(`${server.url}/api/health/ready`, 60_000);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toMatchObject({ code: 'STARTING', requestId: expect.any(String) });
    const page = await fetch(`${server.url}/family`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('Haven is starting');

    // A second attempt at the database goes by (after 0.5 s of back-off) and the server is still there.
    const deadline = Date.now() + 60_000;
    while (
      !server.output().includes('"attempt":2') &&
      server.exited() === undefined &&
      Date.now() < deadline
    ) {
      await sleep(100);
    }
    expect(server.output()).toContain('"attempt":2');
    expect(server.output()).toContain('the database cannot be reached yet; trying again');
    expect(server.exited()).toBeUndefined();

    postgres.start();
    await server.healthy(90_000);
    const readyNow = await fetch(`${server.url}/api/health/ready`);
    expect(readyNow.status).toBe(200);
    expect(await readyNow.json()).toMatchObject({ status: 'ready' });
  }, 150_000);
});
