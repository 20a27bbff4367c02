/**
 * `npm run scale-check`: shows that several Haven servers on one PostgreSQL and one S3 store behave as one
 * (ARCHITECTURE "Budgets"). Starts two servers at the same moment on a throwaway PostgreSQL database and an
 * S3-compatible store (s3rver), behind a round-robin proxy, then checks that jobs run once, the daily
 * schedule fires once, revocations apply at once on the other server, files written by one are served by
 * the other, live updates reach the streams held by either, and the browser journeys of sign-in, upload and
 * review pass through the proxy. Prints each check with its figures; exits 1 if one fails. Everything is stopped and the database dropped at the end.
 *
 *   npm run scale-check
 *   SCALE_DATABASE_URL=postgres://user@host:5432/postgres SCALE_UPLOADS=20 npm run scale-check
 *   SCALE_SKIP_E2E=1 npm run scale-check      (no browser journeys)
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  filesAcrossServers,
  jobsOnce,
  revocationsEverywhere,
  scheduleOnceAtStart,
  scheduleOnceWhenDue,
  type CheckOutcome,
} from './lib/scale-checks';
import { startScaleCluster, type ScaleCluster } from './lib/scale-cluster';
import { liveUpdatesEverywhere } from './lib/scale-live-check';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_URL =
  process.env.SCALE_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const UPLOADS = Number(process.env.SCALE_UPLOADS ?? 40);
/** The browser journeys that sign in, upload and review; they read e-mails from the shared outbox. */
const E2E_SPECS = ['e2e/staff-auth.spec.ts', 'e2e/documents.spec.ts'];
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

/** Runs a program with this process's output, without blocking the event loop; resolves how it ended. */
function runChild(program: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ status: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    const child = spawn(program, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env });
    child.once('error', reject);
    child.once('exit', (status, signal) => resolve({ status, signal }));
  });
}

/** Runs the e2e specs against the proxy, with the servers' shared data directory for the outbox. */
async function browserJourneys(cluster: ScaleCluster): Promise<CheckOutcome> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH`,
    );
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-scale-e2e-'));
  const reportFile = path.join(reportDir, 'report.json');
  const before = cluster.proxy.counts();
  try {
    // Not spawnSync: the proxy runs in this process and must keep answering while the browser uses it.
    const run = await runChild(
      bin('vitest'),
      [
        'run',
        '--config',
        'vitest.e2e.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reportFile}`,
        ...E2E_SPECS,
      ],
      { ...process.env, E2E_BASE_URL: cluster.proxy.url, E2E_DATA_DIR: cluster.dataDir },
    );
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numTotalTests: number;
    };
    const spread = cluster.proxy.counts().map((n, i) => n - (before[i] ?? 0));
    return {
      ok: run.status === 0 && report.numFailedTests === 0 && report.numPassedTests > 0,
      figures: [
        `${E2E_SPECS.join(', ')} against the proxy ${cluster.proxy.url}`,
        `${report.numPassedTests} passed, ${report.numFailedTests} failed of ${report.numTotalTests}; exit ${run.status ?? run.signal}`,
        `requests through the proxy during the journeys: ${spread.join(' / ')} per server`,
      ],
    };
  } finally {
    fs.rmSync(reportDir, { recursive: true, force: true });
  }
}

const results: { name: string; outcome: CheckOutcome }[] = [];

async function check(name: string, run: () => Promise<CheckOutcome>): Promise<void> {
  console.log(`\n## ${name}`);
  let outcome: CheckOutcome;
  try {
    outcome = await run();
  } catch (error) {
    outcome = { ok: false, figures: [`error: ${error instanceof Error ? error.message : String(error)}`] };
  }
  for (const figure of outcome.figures) console.log(`- ${figure}`);
  console.log(outcome.ok ? 'PASS' : 'FAIL');
  results.push({ name, outcome });
}

if (!fs.existsSync(path.join(ROOT, 'dist/client/index.html'))) {
  console.log('No client build in dist/: building it (vite build) for the browser journeys…');
  const build = spawnSync(bin('vite'), ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(
  `# Scale check: two Haven servers on one PostgreSQL (${new URL(ADMIN_URL).host}) and one S3 store`,
);
const started = Date.now();
let cluster: ScaleCluster | undefined;
try {
  cluster = await startScaleCluster(ADMIN_URL);
  const c = cluster;
  console.log(
    `database ${c.databaseName}, bucket ${c.bucket} on s3rver, proxy ${c.proxy.url} -> ${c.servers.map((s) => `${s.name} ${s.url}`).join(', ')}`,
  );
  await check('Scheduled jobs: the daily housekeeping ran once at start, not once per server', () =>
    scheduleOnceAtStart(c),
  );
  await check(`Every job processed exactly once (${UPLOADS} uploads)`, () => jobsOnce(c, UPLOADS));
  await check('Revocations apply at once on the other server', () => revocationsEverywhere(c));
  await check('Files written by one server are served by the other', () => filesAcrossServers(c));
  await check('Live updates reach the clients of every server', () => liveUpdatesEverywhere(c));
  await check('Scheduled jobs: the next period runs once across the servers', () => scheduleOnceWhenDue(c));
  if (process.env.SCALE_SKIP_E2E) console.log('\n(browser journeys skipped: SCALE_SKIP_E2E is set)');
  else await check('Browser journeys (sign in, upload, review) through the proxy', () => browserJourneys(c));
} catch (error) {
  results.push({ name: 'start the cluster', outcome: { ok: false, figures: [String(error)] } });
  console.error(error);
} finally {
  await cluster?.stop();
}

const failed = results.filter((r) => !r.outcome.ok);
console.log(
  `\n# ${results.length - failed.length} of ${results.length} checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s; the database and the store were removed`,
);
for (const { name } of failed) console.log(`FAILED: ${name}`);
process.exit(failed.length ? 1 : 0);
