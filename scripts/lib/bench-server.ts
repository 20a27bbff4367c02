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

/** The processes a process started (0 for none, or once it is gone). */
function childrenOf(id: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${id}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** A process and all its descendants. */
function treeOf(pid: number): number[] {
  return [pid, ...childrenOf(pid).flatMap(treeOf)];
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
  return treeOf(pid).reduce((sum, id) => sum + kib(id), 0) / 1024;
}

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th of them.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by a server's process tree and by each PostgreSQL backend of its database. */
export interface CpuReading {
  server: number;
  /** Per backend process id. */
  backends: Map<number, number>;
}

/**
 * Reads the CPU used so far by a process tree and, when `database` is given, by each PostgreSQL backend serving
 * that database (found by its process title, `postgres: [cluster: ]user database host(port) state`).
 */
export function readCpu(pid: number, database?: string): CpuReading {
  const server = treeOf(pid).reduce((sum, id) => sum + cpuSecondsOf(id), 0);
  const backends = new Map<number, number>();
  if (!database) return { server, backends };
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `))
        backends.set(Number(entry), cpuSecondsOf(Number(entry)));
    } catch {
      // The process ended while we looked.
    }
  }
  return { server, backends };
}

/**
 * The CPU seconds a piece of work cost between two readings, which other load on the machine hardly changes.
 * Backends are compared one by one: one that started since counts whole, one that ended since (a pooled connection
 * closed while idle) counts for nothing instead of taking its whole past off the sum.
 */
export function cpuBetween(before: CpuReading, after: CpuReading): { server: number; database: number } {
  let database = 0;
  for (const [id, seconds] of after.backends) database += seconds - (before.backends.get(id) ?? 0);
  return { server: after.server - before.server, database };
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
