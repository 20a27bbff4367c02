import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { createDatabase, type Database } from './db/client';
import { isDatabaseUnavailable } from './db/unavailable';
import { createMailer } from './lib/mailer';
import { createLocalStorage } from './lib/storage/local-storage';

/**
 * The server keeps running when its PostgreSQL cannot be reached: liveness stays up, readiness and every
 * request that needs the database answer 503 with Retry-After, within the connect timeout.
 */
let database: Database;
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-db-down-'));
  // Port 1 on loopback: nothing listens there, so every connection attempt is refused.
  database = await createDatabase({
    kind: 'postgres',
    url: 'postgres://postgres@127.0.0.1:1/haven',
    timeouts: { connectMs: 500, statementMs: 1000 },
  });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const logger = pino({ level: 'silent' });
  app = await buildApp({
    db: database.db,
    config,
    mailer: createMailer({ from: config.mail.from, outboxDir: path.join(dataDir, 'outbox'), logger }),
    storage: createLocalStorage(path.join(dataDir, 'files')),
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('liveness answers; readiness says the database is down with 503 and Retry-After', async () => {
  expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({ code: 'UNAVAILABLE', requestId: expect.any(String) });
  expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
});

test('a request that needs the database answers 503, not 500, and the server stays up', async () => {
  for (let i = 0; i < 3; i++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'admin@haven.demo', password: 'demo-password-2026' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('UNAVAILABLE');
    expect(response.headers['retry-after']).toBeDefined();
  }
  expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
});

test('driver errors wrapped by the ORM are recognised as the database being unavailable', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
    true,
  );
  const diskFull = Object.assign(new Error('could not extend file: No space left on device'), {
    code: '53100',
  });
  expect(isDatabaseUnavailable(new Error('Failed query: insert', { cause: diskFull }))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('too many clients'), { code: '53300' }))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
});
