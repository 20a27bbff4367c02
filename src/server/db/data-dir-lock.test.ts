import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

test('a second process cannot take a data directory that a live process holds', () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'haven.lock'), String(process.ppid));
  expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Haven process/);
});

test('a lock left by a dead process is taken over and released', () => {
  const dir = tempDir();
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  fs.writeFileSync(path.join(dir, 'haven.lock'), dead.stdout.toString());
  const release = acquireDataDirLock(dir);
  expect(JSON.parse(fs.readFileSync(path.join(dir, 'haven.lock'), 'utf8')).pid).toBe(process.pid);
  release();
  expect(fs.existsSync(path.join(dir, 'haven.lock'))).toBe(false);
});

/** A shell whose first child exits unreaped (a zombie) while the shell itself runs on as `sleep`. */
function zombie(): Promise<{ zombiePid: number; parent: ReturnType<typeof spawn> }> {
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30']);
  return new Promise((resolve) =>
    parent.stdout.once('data', (data: Buffer) => resolve({ zombiePid: Number(String(data).trim()), parent })),
  );
}

test('a lock held by a killed, unreaped process is taken over at once', async () => {
  const dir = tempDir();
  const { zombiePid, parent } = await zombie();
  try {
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fs.readFileSync(`/proc/${zombiePid}/stat`, 'utf8')).toMatch(/\) Z /);
    fs.writeFileSync(path.join(dir, 'haven.lock'), String(zombiePid));
    acquireDataDirLock(dir)();
  } finally {
    parent.kill('SIGKILL');
  }
});

test('a lock whose pid now belongs to another process is taken over', () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'haven.lock'), JSON.stringify({ pid: process.ppid, started: '1' }));
  acquireDataDirLock(dir)();
});
