import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server-process';

/**
 * A PostgreSQL server of our own, on a temporary directory and a free port, built with the machine's
 * PostgreSQL binaries (initdb, pg_ctl). Tests stop, restart and kill it without touching anyone else's.
 */
export interface TemporaryPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** pg_ctl stop; 'immediate' is a crash (no shutdown checkpoint), 'fast' ends sessions and stops cleanly. */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Ends every client connection (what an operator or a failover does to in-flight work). */
  terminateConnections(): Promise<void>;
  /** Stops the server and removes its directory. */
  remove(): void;
}

/** The directory of initdb and pg_ctl: PG_BINDIR, then pg_config, then the newest /usr/lib/postgresql/N/bin. */
function findBinDir(): string | undefined {
  const candidates = [process.env.PG_BINDIR];
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    for (const version of fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a))) {
      candidates.push(path.join(debian, version, 'bin'));
    }
  }
  return candidates.find(
    (dir) => dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')),
  );
}

/** initdb refuses to run as root: as root, the server runs as the machine's `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined | 'impossible' {
  if (process.getuid?.() !== 0) return undefined;
  const id = spawnSync('id', ['postgres'], { encoding: 'utf8' });
  if (id.status !== 0) return 'impossible';
  const uid = Number(/uid=(\d+)/.exec(id.stdout)?.[1]);
  const gid = Number(/gid=(\d+)/.exec(id.stdout)?.[1]);
  return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : 'impossible';
}

/** Why a temporary PostgreSQL cannot be started on this machine, or undefined when it can. */
export function temporaryPostgresUnavailable(): string | undefined {
  if (!findBinDir()) {
    return 'no PostgreSQL binaries (initdb, pg_ctl) found: set PG_BINDIR or install PostgreSQL to run these tests';
  }
  if (runAs() === 'impossible') return 'running as root without a "postgres" user to run PostgreSQL as';
  return undefined;
}

export async function startTemporaryPostgres(): Promise<TemporaryPostgres> {
  const binDir = findBinDir();
  const owner = runAs();
  if (!binDir || owner === 'impossible') throw new Error(temporaryPostgresUnavailable());
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-pg-'));
  const dataDir = path.join(root, 'data');
  if (owner) fs.chownSync(root, owner.uid, owner.gid);
  const port = await freePort();
  const run = (program: string, args: string[]) =>
    execFileSync(path.join(binDir, program), args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(owner ?? {}),
    });

  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [`-p ${port}`, `-k ${root}`, '-c listen_addresses=127.0.0.1', '-c fsync=off'].join(' ');
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      path.join(root, 'server.log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  start();

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    start,
    stop,
    async terminateConnections() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and backend_type = 'client backend'",
        );
      } finally {
        await client.end();
      }
    },
    remove() {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
