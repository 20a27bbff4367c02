import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the Haven server under test, e.g. http://127.0.0.1:41234 */
    baseURL: string;
    /** The server's temporary DATA_DIR (its outbox holds the e-mails it sent). */
    dataDir: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HEALTH_TIMEOUT_MS = 60_000;
const OUTPUT_KEPT = 64 * 1024;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not pick a free port'));
      });
    });
  });
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Signals the server's whole process group (tsx and the node process it runs). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'haven-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  // The suite always runs on its own embedded database and writes mail to the outbox.
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.S3_BUCKET;
  Object.assign(env, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_ORIGIN: baseURL,
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  });

  let output = '';
  const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['src/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so teardown can stop tsx and its child together
  });
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-OUTPUT_KEPT);
    process.stderr.write(text.replace(/^(?=.)/gm, '[server] '));
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  let exited: string | undefined;
  server.once('exit', (code, signal) => {
    exited = signal ? `signal ${signal}` : `exit code ${code}`;
  });
  server.once('error', (error) => {
    exited = `spawn error: ${error.message}`;
  });

  // If the runner itself is interrupted, do not leave a server holding the data directory.
  const killOnExit = () => {
    if (exited === undefined) signalGroup(server, 'SIGKILL');
  };
  process.once('exit', killOnExit);

  const cleanup = async () => {
    process.off('exit', killOnExit);
    if (exited === undefined) {
      signalGroup(server, 'SIGTERM');
      if (!(await waitForExit(server, 10_000))) {
        signalGroup(server, 'SIGKILL');
        await waitForExit(server, 5_000);
      }
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (exited !== undefined) {
      await cleanup();
      throw new Error(`The Haven server stopped before it was healthy (${exited}). Its output:\n${output}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        const body = (await response.json()) as { status?: string };
        if (body.status === 'ok') break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await cleanup();
      throw new Error(
        `The Haven server did not answer ${baseURL}/api/health within ${HEALTH_TIMEOUT_MS / 1000} s. Its output:\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return cleanup;
}
