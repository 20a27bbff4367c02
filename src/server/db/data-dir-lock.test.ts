import { spawnSync } from 'node:child_process';
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
  expect(fs.readFileSync(path.join(dir, 'haven.lock'), 'utf8')).toBe(String(process.pid));
  release();
  expect(fs.existsSync(path.join(dir, 'haven.lock'))).toBe(false);
});
