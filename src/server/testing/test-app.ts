import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config/env';
import type { Db } from '../db/client';
import { seedDatabase } from '../db/seed';
import { createMailer } from '../lib/mailer';
import { DEMO_SEED_HELPERS } from '../lib/demo-seed-helpers';
import { createLocalStorage } from '../lib/storage/local-storage';
import type { Storage } from '../lib/storage/storage';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  outboxDir: string;
  /** Real files under the temporary DATA_DIR/files. */
  storage: Storage;
  /** Set `clock.now` to freeze the app's clock (expiry and grace-window rules); null means real time. */
  clock: { now: Date | null };
  /** Stops the app (not the database) and builds a new one on the same database and files, as a server restart. */
  restart(): Promise<void>;
  /** A second server on its own connection to the same database and files; closed with the test app. */
  startAnotherServer(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database, with the demo data seeded, driven through `app.inject()`.
 * Nothing is mocked: e-mails land in a temporary outbox directory.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    demo?: boolean;
    /**
     * Whether the seed queues the demo documents' sample-files job (default false): its OCR is many seconds of a
     * file's first `jobs.runUntilIdle()`, which most files run only to send their mail. The test of that job says true.
     */
    demoDocumentFiles?: boolean;
    jobs?: BuildAppOptions['jobs'];
    /** A built client to serve; default: dist/client when it exists. */
    clientDir?: string;
    /** The files' storage, given DATA_DIR/files (default: local storage there); a stand-in for faults. */
    storage?: (filesDir: string) => Storage;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  await seedDatabase(database.db, {
    demo: (options.demo ?? true) && DEMO_SEED_HELPERS,
    demoDocumentFiles: options.demoDocumentFiles ?? false,
    logger,
  });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'haven-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_ORIGIN: 'http://haven.test',
    ...options.env,
  });
  const outboxDir = path.join(dataDir, 'outbox');
  const clock: { now: Date | null } = { now: null };
  const storage = (options.storage ?? createLocalStorage)(path.join(dataDir, 'files'));
  const others: { app: FastifyInstance; close(): Promise<void> }[] = [];
  const build = (db: Db = database.db) =>
    buildApp({
      db,
      config,
      mailer: createMailer({ from: config.mail.from, outboxDir, logger }),
      storage,
      jobs: options.jobs,
      clientDir: options.clientDir,
      now: () => clock.now ?? new Date(),
    });
  const testApp: TestApp = {
    app: await build(),
    db: database.db,
    config,
    outboxDir,
    storage,
    clock,
    async restart() {
      await testApp.app.close();
      testApp.app = await build();
    },
    async startAnotherServer() {
      const connection = await database.connectAgain();
      const app = await build(connection.db);
      others.push({ app, close: connection.close });
      return app;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.close();
      }
      await testApp.app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === 'haven_refresh')?.value;
}

/** Signs in through the real endpoint; returns the bearer header and the refresh token. */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed for ${email}: ${response.statusCode} ${response.body}`);
  const token = (response.json() as { access_token: string }).access_token;
  return { authorization: `Bearer ${token}`, refreshToken: refreshCookieOf(response) };
}

/** The newest e-mail in the outbox addressed to `to`, with its first link. */
export async function latestMail(outboxDir: string, to: string) {
  const files = (await fs.readdir(outboxDir))
    .filter((f) => f.includes(to.replace(/[^a-z0-9@._-]/gi, '_')))
    .sort();
  const last = files.at(-1);
  if (!last) throw new Error(`no mail for ${to}`);
  const raw = await fs.readFile(path.join(outboxDir, last), 'utf8');
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return { raw: text, link: /https?:\/\/[^\s"<>]+/.exec(text)?.[0] };
}
