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
 * The real server (`src/server/main.ts`, as `npm start` runs it) on a PostgreSQL server this test starts,
 * stops, crashes and cuts off, while it writes. The server must stay up, answer 503 (never 500) while the
 * database is away, lose no acknowledged write, and serve again once the database is back.
 */

const ADMIN = { email: 'admin@haven.demo', password: 'demo-password-2026' };
const unavailable = temporaryPostgresUnavailable();
if (unavailable) console.warn(`[postgres-lifecycle] skipped: ${unavailable}`);

interface LoadResult {
  statuses: Record<number, number>;
  /** Families the server acknowledged with 201. */
  created: string[];
  /** Milliseconds from `markFrom()` to the first 201 after it. */
  firstSuccessAfterMark?: number;
}

/** Writers that keep creating families until stopped, counting every answer. */
function startWriteLoad(server: ServerProcess, authorization: string, writers = 4) {
  const result: LoadResult = { statuses: {}, created: [] };
  let running = true;
  let mark: number | undefined;
  let sequence = 0;
  const writer = async () => {
    while (running) {
      sequence += 1;
      const response = await fetch(`${server.url}/api/staff/families`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ familyName: `Load ${sequence}`, primaryContactName: `Contact ${sequence}` }),
        signal: AbortSignal.timeout(20_000),
      });
      result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;
      if (response.status === 201) {
        result.created.push(((await response.json()) as { id: string }).id);
        if (mark !== undefined && result.firstSuccessAfterMark === undefined) {
          result.firstSuccessAfterMark = Date.now() - mark;
        }
      } else {
        await response.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const done = Promise.all(Array.from({ length: writers }, writer));
  return {
    markFrom: () => {
      mark = Date.now();
    },
    /** Waits until a write succeeds after the mark (or the timeout), then stops the writers. */
    async stop(untilSuccessMs = 30_000) {
      const deadline = Date.now() + untilSuccessMs;
      while (mark !== undefined && result.firstSuccessAfterMark === undefined && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      running = false;
      await done;
      return result;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(unavailable !== undefined)('the server on a PostgreSQL that goes away', () => {
  let postgres: TemporaryPostgres;
  let server: ServerProcess;
  let dataDir: string;
  let authorization: string;

  beforeAll(async () => {
    postgres = await startTemporaryPostgres();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-pg-lifecycle-'));
    server = await startServerProcess({
      env: {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_STATEMENT_TIMEOUT_MS: '5000',
        AUTH_RATE_LIMIT_MAX: '1000',
        LOG_LEVEL: 'fatal',
      },
    });
    await server.healthy(120_000);
    const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    authorization = `Bearer ${((await signIn.json()) as { access_token: string }).access_token}`;
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    postgres?.remove();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every acknowledged family can be read back. */
  async function expectAllKept(created: string[]) {
    const missing: string[] = [];
    for (const id of created) {
      const response = await fetch(`${server.url}/api/staff/families/${id}`, { headers: { authorization } });
      if (response.status !== 200) missing.push(`${id}: ${response.status}`);
      await response.arrayBuffer();
    }
    expect(missing).toEqual([]);
  }

  test('cutting every connection mid-request leaves the server up, answering 503 and then serving', async () => {
    const load = startWriteLoad(server, authorization);
    await sleep(500);
    for (let cut = 0; cut < 3; cut += 1) {
      await postgres.terminateConnections();
      await sleep(300);
    }
    load.markFrom();
    const result = await load.stop();
    console.info('[postgres-lifecycle] connections cut 3 times:', JSON.stringify(result.statuses));

    expect(server.exited()).toBeUndefined();
    expect(Object.keys(result.statuses).filter((status) => !['201', '503'].includes(status))).toEqual([]);
    expect(result.firstSuccessAfterMark).toBeDefined();
    await expectAllKept(result.created);
  });

  test('a restart under write load: the server stays up and writes succeed again once it is back', async () => {
    const load = startWriteLoad(server, authorization);
    await sleep(500);
    postgres.stop('fast');
    await sleep(1_000);
    postgres.start();
    load.markFrom();
    const result = await load.stop();
    console.info(
      `[postgres-lifecycle] restart: first write ${result.firstSuccessAfterMark} ms after PostgreSQL was back;`,
      JSON.stringify(result.statuses),
    );

    expect(server.exited()).toBeUndefined();
    expect(Object.keys(result.statuses).filter((status) => !['201', '503'].includes(status))).toEqual([]);
    expect(result.statuses[503]).toBeGreaterThan(0);
    expect(result.firstSuccessAfterMark).toBeDefined();
    await expectAllKept(result.created);
  });

  test('while PostgreSQL is down after a crash: liveness up, readiness and data 503 with Retry-After', async () => {
    postgres.stop('immediate');
    try {
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      const ready = await fetch(`${server.url}/api/health/ready`);
      expect(ready.status).toBe(503);
      const read = await fetch(`${server.url}/api/staff/families`, { headers: { authorization } });
      expect(read.status).toBe(503);
      expect(read.headers.get('retry-after')).toBe('5');
      expect(await read.json()).toMatchObject({ code: 'UNAVAILABLE' });
    } finally {
      postgres.start();
    }
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await fetch(`${server.url}/api/health/ready`)).status;
      if (status !== 200) await sleep(100);
    }
    expect(status).toBe(200);
    expect(server.exited()).toBeUndefined();
  });
});

describe('the embedded database after kill -9', () => {
  test('the next start starts at once: the data-directory lock of a killed server does not refuse it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-kill9-'));
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'fatal' };
    try {
      for (let cycle = 0; cycle < 3; cycle += 1) {
        const server = await startServerProcess({ env });
        await server.healthy(120_000);
        server.signal('SIGKILL');
        expect(await server.waitForExit(10_000)).toBe(true);
      }
      const last = await startServerProcess({ env });
      await last.healthy(120_000);
      await last.stop();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
