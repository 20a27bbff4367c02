/**
 * What the benches share: the real server on a temporary data directory, a sign-in that returns the bearer
 * header, and the resident memory of the server together with the processes it starts (photo preparation
 * runs in a child process per file).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../../src/server/testing/server-process';

/** Starts `src/server/main.ts` on PGlite in a fresh temporary DATA_DIR (or on `env.DATABASE_URL`), healthy. */
export async function startBenchServer(
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<{ server: ServerProcess; startupMs: number; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-bench-'));
  const server = await startServerProcess({
    nodeArgs,
    env: { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '1000000', ...env },
  });
  const stop = async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const started = performance.now();
  try {
    await server.healthy(120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server, startupMs: performance.now() - started, stop };
}

/** Signs in through a real sign-in route; returns the `Bearer …` header. */
export async function signInBearer(baseUrl: string, route: string, email: string, password: string) {
  const response = await fetch(baseUrl + route, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

/** Resident memory of a process and all its descendants, in MiB (0 once it is gone). */
export function treeRssMiB(pid: number): number {
  const kib = (id: number) => {
    try {
      return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  const children = (id: number): number[] => {
    try {
      return fs
        .readdirSync(`/proc/${id}/task`)
        .flatMap((task) => fs.readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim().split(/\s+/))
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  };
  const walk = (id: number): number => kib(id) + children(id).reduce((sum, child) => sum + walk(child), 0);
  return walk(pid) / 1024;
}

/** Samples `treeRssMiB` every 100 ms from now on; `peak()` is the highest so far. */
export function sampleTreeRss(pid: number) {
  let peak = treeRssMiB(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssMiB(pid));
  }, 100);
  return {
    peak: () => peak,
    stop: () => clearInterval(timer),
  };
}
