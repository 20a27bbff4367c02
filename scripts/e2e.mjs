#!/usr/bin/env node
// `npm run test:e2e`: build the current client, check for a browser, then run the end-to-end suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) =>
  path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

function run(label, command, args) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) {
    console.error(`[e2e] could not run ${label}: ${result.error.message} (did you run npm install?)`);
    process.exit(1);
  }
  console.log(
    `[e2e] ${label} finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${result.status ?? result.signal})`,
  );
  return result.status ?? 1;
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH`,
  );
  process.exit(1);
}

// Always rebuild so the suite tests the code in the tree, not a stale dist/.
console.log('[e2e] building the client (vite build)…');
const buildStatus = run('vite build', bin('vite'), ['build']);
if (buildStatus !== 0) process.exit(buildStatus);

// A JSON report beside the usual output gives one plain closing line with the counts.
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'haven-e2e-report-'));
const reportFile = path.join(reportDir, 'report.json');
const status = run('vitest (e2e)', bin('vitest'), [
  'run',
  '--config',
  'vitest.e2e.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
  ...process.argv.slice(2),
]);
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(
    `e2e: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
} catch {
  // No report (the run stopped early): vitest's own output says why.
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}
process.exit(status);
