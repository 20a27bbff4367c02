import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../src/server/testing/server-process';
import { e2eWorkers } from './workers';

/** One Haven server under test, as a worker sees it. */
export interface E2EServer {
  /** Origin of the server, e.g. http://127.0.0.1:41234 (or E2E_BASE_URL) */
  baseURL: string;
  /** The server's temporary DATA_DIR, or E2E_DATA_DIR (its outbox holds the e-mails it sent). */
  dataDir: string;
  /** The port of the server's e-mail intake listener on 127.0.0.1 (E2E_INTAKE_SMTP_PORT with E2E_BASE_URL). */
  intakeSmtpPort: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker (e2e/workers.ts): worker n (VITEST_POOL_ID) uses the n-th. */
    servers: E2EServer[];
  }
}

/** A port nothing listens on now, for the server's intake listener. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts a server on its own embedded database; resolves once it is healthy, with how to stop it. */
async function startServer(index: number, total: number) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'haven-e2e-'));
  const intakeSmtpPort = await freePort();
  const server = await startServerProcess({
    echo: total > 1 ? `server ${index + 1}` : 'server',
    env: {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_MAX: '1000',
      INTAKE_SMTP_PORT: String(intakeSmtpPort),
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  });
  // If the runner itself is interrupted, do not leave a server holding the data directory.
  const killOnExit = () => server.signal('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    // A loaded machine (CI, several test runs at once) can take over a minute to migrate and seed.
    await server.healthy(180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server: { baseURL: server.url, dataDir, intakeSmtpPort } satisfies E2EServer, stop };
}

/**
 * The suite runs the real server, one per worker, each on its own embedded database, writing mail to its
 * own outbox. With E2E_BASE_URL it uses servers already running there instead (`npm run scale-check` points
 * it at a load balancer), and E2E_DATA_DIR names the data directory whose outbox they write to.
 */
export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    const externalDataDir = process.env.E2E_DATA_DIR;
    if (!externalDataDir)
      throw new Error(
        'E2E_BASE_URL needs E2E_DATA_DIR: the data directory whose outbox those servers write to',
      );
    project.provide('servers', [
      {
        baseURL: external.replace(/\/$/, ''),
        dataDir: externalDataDir,
        intakeSmtpPort: Number(process.env.E2E_INTAKE_SMTP_PORT ?? 2525),
      },
    ]);
    return;
  }
  const total = e2eWorkers();
  const started = await Promise.allSettled(Array.from({ length: total }, (_, i) => startServer(i, total)));
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(running.map((entry) => entry.stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'servers',
    running.map((entry) => entry.server),
  );
  return stopAll;
}
