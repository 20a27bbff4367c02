/**
 * Lighthouse mobile figures for the front-end budget (ARCHITECTURE "Budgets"): performance score, FCP, LCP,
 * CLS and TBT of `/`, `/auth`, `/family/sign-in`, `/family` and `/staff`, with the HTML, JavaScript and CSS
 * each page load fetched (compressed on the wire and uncompressed). Lighthouse's default mobile emulation and
 * simulated throttling (slow 4G, 4x CPU slowdown), the system Chromium, and a production start of the real
 * server on a temporary database with the demo accounts. Prints figures, asserts nothing; exits non-zero only
 * when something could not run. Simulated throttling scales the main-thread work observed on this machine, so a
 * busy machine (a lower CPU benchmark in the last column) reads as slower pages: compare runs made side by side.
 *
 *   npm run build && npm run lighthouse
 *   LIGHTHOUSE_RUNS=5 npm run lighthouse          # runs per route (the median run by score is shown)
 *   LIGHTHOUSE_ONLY=/family npm run lighthouse     # only routes whose path contains this
 *   LIGHTHOUSE_REPORT_DIR=/tmp/lh npm run lighthouse  # also keep each median run's HTML report
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import pino from 'pino';
import { loadConfig } from '../src/server/config/env';
import { createDatabase, databaseOptionsOf } from '../src/server/db/client';
import { DEMO_FAMILY_ACCOUNT, DEMO_STAFF_ACCOUNTS } from '../src/server/db/seed/demo-accounts';
import { seedDatabase } from '../src/server/db/seed';
import { DEMO_SEED_HELPERS } from '../src/server/lib/demo-seed-helpers';
import { startServerProcess } from '../src/server/testing/server-process';
import { launchMeasuringBrowser, type MeasuringBrowser } from './lib/lighthouse-browser';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const ONLY = process.env.LIGHTHOUSE_ONLY;
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

const ADMIN = DEMO_STAFF_ACCOUNTS.find((account) => account.role === 'admin')!;

interface Route {
  path: string;
  /** Who is signed in when the page loads; public pages load as a first visit with nobody signed in. */
  as: { route: string; email: string; password: string } | null;
}

const ROUTES: Route[] = [
  { path: '/', as: null },
  { path: '/auth', as: null },
  { path: '/family/sign-in', as: null },
  {
    path: '/family',
    as: {
      route: '/api/auth/family/sign-in',
      email: DEMO_FAMILY_ACCOUNT.email,
      password: DEMO_FAMILY_ACCOUNT.password,
    },
  },
  { path: '/staff', as: { route: '/api/auth/sign-in', email: ADMIN.email, password: ADMIN.password } },
];

interface Bytes {
  transfer: number;
  resource: number;
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  html: Bytes;
  js: Bytes;
  css: Bytes;
  /** Lighthouse's CPU benchmark of this machine during the run (simulated throttling scales observed work). */
  benchmarkIndex: number;
  /** The HTML report of the run. */
  report: string;
}

/** Migrates and seeds the demo data before the server starts: production never seeds it itself. */
async function prepareDatabase(dataDir: string) {
  const config = loadConfig({ NODE_ENV: 'development', DEMO_MODE: 'false', DATA_DIR: dataDir });
  const database = await createDatabase(databaseOptionsOf(config));
  try {
    await database.migrate();
    await seedDatabase(database.db, { demo: DEMO_SEED_HELPERS, logger: pino({ level: 'warn' }) });
  } finally {
    await database.close();
  }
}

const RESOURCE_KINDS = { Document: 'html', Script: 'js', Stylesheet: 'css' } as const;

function figuresOf(lhr: Result, report: string): Figures {
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id} for ${lhr.finalDisplayedUrl}`);
    return value;
  };
  const bytes = {
    html: { transfer: 0, resource: 0 },
    js: { transfer: 0, resource: 0 },
    css: { transfer: 0, resource: 0 },
  };
  const tableOf = (id: string) => {
    const details = lhr.audits[id]?.details;
    return details && 'items' in details ? details.items : [];
  };
  const items = tableOf('network-requests');
  for (const item of items as Record<string, unknown>[]) {
    const kind = RESOURCE_KINDS[item.resourceType as keyof typeof RESOURCE_KINDS];
    if (!kind) continue;
    bytes[kind].transfer += Number(item.transferSize ?? 0);
    bytes[kind].resource += Number(item.resourceSize ?? 0);
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    ...bytes,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    report,
  };
}

/** A run Lighthouse itself could not complete (as opposed to a page that failed). */
class LighthouseRuntimeError extends Error {}

async function measure(browser: MeasuringBrowser, url: string, signedIn: boolean): Promise<Figures> {
  // Lighthouse's own advice for a trace it could not record (NO_NAVSTART, now and then) is to run it again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(browser, url, signedIn);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      console.warn(`(${error.message}; running it again)`);
    }
  }
}

async function measureOnce(browser: MeasuringBrowser, url: string, signedIn: boolean): Promise<Figures> {
  // Lighthouse empties storage and cache before a load unless told to keep storage; a signed-in load keeps it
  // (the session) and so needs the cache emptied here.
  if (signedIn) await browser.clearCache();
  const result = await lighthouse(url, {
    port: browser.port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new LighthouseRuntimeError(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code}`);
  }
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) {
    throw new Error(`${url} ended at ${landed}: the page did not find the session it needs`);
  }
  return figuresOf(lhr, String(result.report));
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);

function row(route: string, f: Figures, runs: Figures[]) {
  const total = (key: keyof Bytes) => f.html[key] + f.js[key] + f.css[key];
  return [
    route,
    `${f.score} (${runs.map((run) => run.score).join(', ')})`,
    seconds(f.fcp),
    `${seconds(f.lcp)} (${runs.map((run) => seconds(run.lcp)).join(', ')})`,
    f.cls.toFixed(3),
    Math.round(f.tbt),
    `${kib(total('transfer'))} / ${kib(total('resource'))}`,
    `${kib(f.html.transfer)} / ${kib(f.js.transfer)} / ${kib(f.css.transfer)}`,
    `${kib(f.html.resource)} / ${kib(f.js.resource)} / ${kib(f.css.resource)}`,
    runs.map((run) => Math.round(run.benchmarkIndex)).join(', '),
  ];
}

if (!fs.existsSync(path.join(ROOT, 'dist/client/index.html'))) {
  console.error(
    'No client build: run `npm run build` first so the pages are measured as production serves them.',
  );
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-lighthouse-data-'));
try {
  await prepareDatabase(dataDir);
  const server = await startServerProcess({
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await server.healthy(120_000);
    const browser = await launchMeasuringBrowser(server.url);
    try {
      console.log(
        `\n## Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'} per route: mobile, simulated slow 4G, 4x CPU slowdown (${server.url})`,
      );
      console.log(
        '| route | score (runs) | FCP s | LCP s (runs) | CLS | TBT ms | HTML+JS+CSS KiB wire / uncompressed | wire KiB HTML / JS / CSS | uncompressed KiB HTML / JS / CSS | CPU benchmark (runs) |',
      );
      console.log('|---|---|---|---|---|---|---|---|---|---|');
      for (const route of ROUTES) {
        if (ONLY && !route.path.includes(ONLY)) continue;
        await browser.forgetOrigin();
        if (route.as) await browser.signIn(route.as.route, route.as.email, route.as.password);
        const runs: Figures[] = [];
        for (let i = 0; i < RUNS; i += 1)
          runs.push(await measure(browser, server.url + route.path, !!route.as));
        const sorted = [...runs].sort((a, b) => a.score - b.score);
        const median = sorted[Math.floor(sorted.length / 2)]!;
        console.log(`| ${row(route.path, median, runs).join(' | ')} |`);
        if (REPORT_DIR) {
          fs.mkdirSync(REPORT_DIR, { recursive: true });
          const name = route.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
          fs.writeFileSync(path.join(REPORT_DIR, `${name}.html`), median.report);
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
