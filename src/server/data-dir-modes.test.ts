import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServerProcess, type ServerProcess } from './testing/server-process';

/**
 * Issue 42, security item 1: what the real server (`src/server/main.ts`) writes under DATA_DIR is its owner's
 * alone, whatever umask it was started with, and a directory left readable by an earlier run is fixed.
 */

// A first start migrates and seeds the demo data: slow on a busy machine.
const START_TIMEOUT_MS = 180_000;

let parent: string;
let previousUmask: number | undefined;
const servers: ServerProcess[] = [];

beforeAll(() => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-modes-'));
  // The usual shell umask (022), so the test means the same on a machine whose own umask is stricter.
  try {
    previousUmask = process.umask(0o022);
  } catch {
    previousUmask = undefined; // a worker thread cannot change it; the machine's umask is used as is
  }
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (previousUmask !== undefined) process.umask(previousUmask);
  fs.rmSync(parent, { recursive: true, force: true });
});

async function start(dataDir: string) {
  const server = await startServerProcess({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'info' } });
  servers.push(server);
  await server.healthy(150_000);
  return server;
}

/** Every path under `root` (itself included) with its permission bits, symbolic links left out. */
function modesUnder(root: string): Map<string, number> {
  const modes = new Map<string, number>();
  const visit = (target: string) => {
    const stats = fs.lstatSync(target);
    if (stats.isSymbolicLink()) return;
    modes.set(path.relative(root, target) || '.', stats.mode & 0o777);
    if (stats.isDirectory()) for (const name of fs.readdirSync(target)) visit(path.join(target, name));
  };
  visit(root);
  return modes;
}

async function waitForOutboxMail(outbox: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = fs.existsSync(outbox)
      ? fs.readdirSync(outbox).find((name) => name.endsWith('.eml'))
      : undefined;
    if (mail) return path.join(outbox, mail);
    if (Date.now() > deadline) throw new Error('no .eml was written to the outbox');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test(
  'a fresh DATA_DIR, its database files and its outbox mail are readable by the owner only',
  async () => {
    const dataDir = path.join(parent, 'fresh');
    const server = await start(dataDir);
    const reset = await fetch(`${server.url}/api/auth/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'family@haven.demo' }),
    });
    expect(reset.status).toBe(204);
    const mail = await waitForOutboxMail(path.join(dataDir, 'outbox'));

    const modes = modesUnder(dataDir);
    expect(modes.get('.')).toBe(0o700);
    expect(modes.get('outbox')).toBe(0o700);
    expect(modes.get('pgdata')).toBe(0o700);
    expect(modes.get(path.relative(dataDir, mail))).toBe(0o600);
    const databaseFiles = [...modes].filter(([name, mode]) => name.startsWith('pgdata/') && mode & 0o400);
    expect(databaseFiles.length).toBeGreaterThan(10);
    const shared = [...modes].filter(([, mode]) => (mode & 0o077) !== 0);
    expect(shared.map(([name, mode]) => `${name} ${mode.toString(8)}`)).toEqual([]);
  },
  START_TIMEOUT_MS,
);

test(
  'an existing DATA_DIR with loose modes is made private at start-up, with a warning',
  async () => {
    const dataDir = path.join(parent, 'loose');
    fs.mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(path.join(dataDir, 'outbox'), 0o777);
    fs.writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'Subject: reset link\n\nhttp://x/reset');
    fs.chmodSync(path.join(dataDir, 'outbox', 'old.eml'), 0o644);

    const server = await start(dataDir);

    const shared = [...modesUnder(dataDir)].filter(([, mode]) => (mode & 0o077) !== 0);
    expect(shared.map(([name, mode]) => `${name} ${mode.toString(8)}`)).toEqual([]);
    expect(fs.statSync(path.join(dataDir, 'outbox', 'old.eml')).mode & 0o777).toBe(0o600);
    const warnings = server.output().match(/readable by other users/g) ?? [];
    expect(warnings).toHaveLength(1);
  },
  START_TIMEOUT_MS,
);
